import type { CalendarShift } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { statusNote } from './event-content';

const NOW = Date.parse('2030-03-05T12:00:00Z');

function shift(myStatus: CalendarShift['myStatus'], begins: string): CalendarShift {
  return {
    id: 1,
    type: 'roleplay',
    begins,
    ends: '2030-03-06T18:00:00Z',
    courseId: 1,
    courseName: 'Course',
    clientName: 'Client',
    cohortName: null,
    myStatus,
    myInviteId: myStatus ? 5 : null,
    swapInviteId: null,
    answerBy: null,
    myCalls: [],
  };
}

describe("a calendar item's status note", () => {
  it("reads 'Tentative' for an invitation of a shift still to come, 'Invited' once it has begun", () => {
    expect(statusNote(shift('invited', '2030-03-06T15:00:00Z'), NOW)).toBe('Tentative – please respond');
    expect(statusNote(shift('invited', '2030-03-05T11:00:00Z'), NOW)).toBe('Invited – not answered');
  });

  it('notes a swap on offer and says nothing for accepted shifts or shifts without an invite', () => {
    expect(statusNote(shift('swap_requested', '2030-03-06T15:00:00Z'), NOW)).toBe('Swap requested');
    expect(statusNote(shift('accepted', '2030-03-06T15:00:00Z'), NOW)).toBe('');
    expect(statusNote(shift(null, '2030-03-06T15:00:00Z'), NOW)).toBe('');
  });
});
