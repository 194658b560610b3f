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
});
