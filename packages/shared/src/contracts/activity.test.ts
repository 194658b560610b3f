import { describe, expect, it } from 'vitest';
import { auditChanges, auditDetails } from './activity';

describe('an audit entry read as words', () => {
  it('writes a shift’s and a room’s type, and invitation statuses, in words', () => {
    const changes = auditChanges({
      before: { type: 'training', roomType: 'phone', status: 'invited' },
      after: { type: 'roleplay', roomType: 'teams', status: 'swap_requested' },
    });
    expect(changes).toEqual([
      { field: 'Type', before: 'Orientation', after: 'Roleplay' },
      { field: 'Room type', before: 'Phone', after: 'MS Teams' },
      { field: 'Status', before: 'Invited', after: 'Swap requested' },
    ]);
  });

  it('leaves a code as it is in a field it does not belong to, and reads details the same way', () => {
    expect(auditChanges({ before: null, after: { name: 'live' } })).toEqual([{ field: 'Name', before: '(none)', after: 'live' }]);
    expect(auditDetails({ type: 'live' })).toEqual([{ field: 'Type', value: 'Live' }]);
  });

  it('reads a course, room and client id the entry names as the name, its label without the id', () => {
    const names = { courseId: 'Customer Conversations', roomId: 'Ivy Room', clientId: 'Northwind' };
    expect(auditDetails({ courseId: 2, roomId: 12, clientId: 4, scenarioComponentTypeId: 1 }, names)).toEqual([
      { field: 'Course', value: 'Customer Conversations' },
      { field: 'Room', value: 'Ivy Room' },
      { field: 'Client', value: 'Northwind' },
      { field: 'Scenario component type id', value: '1' },
    ]);
    expect(auditChanges({ before: { roomId: null }, after: { roomId: 12 }, names: { roomId: 'Ivy Room' } })).toEqual([
      { field: 'Room', before: '(none)', after: 'Ivy Room' },
    ]);
    // A field the entry gives no words for (its record is gone) keeps its id.
    expect(auditDetails({ courseId: 2 }, {})).toEqual([{ field: 'Course id', value: '2' }]);
  });
});
