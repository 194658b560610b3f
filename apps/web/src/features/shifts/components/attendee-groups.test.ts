import type { Attendee, Shift } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { groupAttendees, groupOf, offeredToViewer } from './attendee-groups';

let nextId = 1;
function attendee(name: string, roles: Attendee['roles'], status: Attendee['status'] = 'invited'): Attendee {
  const id = nextId++;
  return {
    id,
    inviteId: 100 + id,
    name,
    email: '',
    roles,
    status,
    statusTime: '2025-06-01T10:00:00Z',
    swapToUserId: null,
    answerBy: null,
  };
}

function shiftOf(attendees: Attendee[], extra: Partial<Shift['details']> = {}): Pick<Shift, 'details'> {
  return {
    details: {
      id: 1,
      attendees,
      roleplayers: [],
      participants: [],
      cohort: null,
      coachId: null,
      shiftCoordinatorId: null,
      coachName: null,
      shiftCoordinatorName: null,
      regAppVisibility: false,
      isGroupSession: false,
      useGoogleCalendar: false,
      comments: '',
      ...extra,
    },
  };
}

describe('attendance groups', () => {
  it('splits staff by role and keeps participants apart', () => {
    const rp = attendee('Riley', ['rp']);
    const coach = attendee('Casey', ['coach']);
    const sc = attendee('Sam', ['sc']);
    const both = attendee('Alex', ['rp', 'coach']);
    const participant = attendee('Pat', ['participant']);
    const groups = groupAttendees(shiftOf([rp, coach, sc, both, participant]), { showRejected: true });
    expect(groups.rolePlayers.map((a) => a.name)).toEqual(['Alex', 'Riley']);
    expect(groups.coaches.map((a) => a.name)).toEqual(['Casey']);
    expect(groups.coordinators.map((a) => a.name)).toEqual(['Sam']);
    expect(groups.participants.map((a) => a.name)).toEqual(['Pat']);
  });

  it("puts the shift's own coach and coordinator in their sections whatever other roles they hold", () => {
    const alex = attendee('Alex', ['rp', 'coach']);
    const ada = attendee('Ada', ['admin', 'rp']);
    const details = { coachId: alex.id, shiftCoordinatorId: ada.id };
    expect(groupOf(alex, details)).toBe('coaches');
    expect(groupOf(ada, details)).toBe('coordinators');
  });

  it('hides declined invites unless asked, then lists them apart; accepted ones first in each section', () => {
    const invited = attendee('Aaron', ['rp'], 'invited');
    const accepted = attendee('Zoe', ['rp'], 'accepted');
    const swapping = attendee('Mia', ['rp'], 'swap_requested');
    const declined = attendee('Bea', ['rp'], 'rejected');
    const declinedCoach = attendee('Cal', ['coach'], 'rejected');
    const shift = shiftOf([invited, accepted, swapping, declined, declinedCoach]);
    const forStaff = groupAttendees(shift, { showRejected: false });
    expect(forStaff.rolePlayers.map((a) => a.name)).toEqual(['Zoe', 'Mia', 'Aaron']);
    expect(forStaff.coaches).toEqual([]);
    expect(forStaff.declined).toEqual([]);
    const forManager = groupAttendees(shift, { showRejected: true });
    expect(forManager.rolePlayers.map((a) => a.name)).toEqual(['Zoe', 'Mia', 'Aaron']);
    expect(forManager.declined.map((a) => a.name)).toEqual(['Bea', 'Cal']);
  });

  it('lists an expired invitation with the declined ones: it holds no place', () => {
    const expired = attendee('Eve', ['rp'], 'expired');
    const accepted = attendee('Zed', ['rp'], 'accepted');
    const groups = groupAttendees(shiftOf([expired, accepted]), { showRejected: true });
    expect(groups.rolePlayers.map((a) => a.name)).toEqual(['Zed']);
    expect(groups.declined.map((a) => a.name)).toEqual(['Eve']);
    expect(groupAttendees(shiftOf([expired, accepted]), { showRejected: false }).declined).toEqual([]);
  });

  it('lists a participant placed on an orientation or live shift under participants, never as staff', () => {
    const placed = attendee('Pat', ['participant'], 'accepted');
    const rp = attendee('Riley', ['rp'], 'accepted');
    const groups = groupAttendees(shiftOf([placed, rp]), { showRejected: true });
    expect(groups.participants.map((a) => a.name)).toEqual(['Pat']);
    expect(groups.rolePlayers.map((a) => a.name)).toEqual(['Riley']);
  });
});

describe('a shift offered to the viewer', () => {
  it('finds a swap offered to all or to the viewer by name, never their own nor one named for somebody else', () => {
    const viewer = attendee('Vic', ['rp'], 'accepted');
    const toAll = { ...attendee('Ann', ['rp'], 'swap_requested'), swapToUserId: null };
    const toOther = { ...attendee('Ben', ['rp'], 'swap_requested'), swapToUserId: 9999 };
    expect(offeredToViewer([toAll], viewer.id)).toBe(toAll);
    expect(offeredToViewer([toOther], viewer.id)).toBeUndefined();
    const toViewer = { ...toOther, swapToUserId: viewer.id };
    expect(offeredToViewer([toViewer], viewer.id)).toBe(toViewer);
    // The viewer already holds a place: nothing is offered to them.
    expect(offeredToViewer([viewer, toAll], viewer.id)).toBeUndefined();
    // A viewer who declined is not offered the shift back to all, only by name.
    expect(offeredToViewer([{ ...viewer, status: 'rejected' }, toAll], viewer.id)).toBeUndefined();
    expect(offeredToViewer([{ ...viewer, status: 'rejected' }, toViewer], viewer.id)).toBe(toViewer);
    // One's own offer is not offered to oneself.
    const own = { ...viewer, status: 'swap_requested' as const };
    expect(offeredToViewer([own], viewer.id)).toBeUndefined();
  });
});
