import { type Attendee, holdsPlace, type InviteStatus, type Shift } from '@app/shared';

/** The attendance card's sections, in the order shown. */
export const ATTENDEE_GROUPS = ['coordinators', 'coaches', 'rolePlayers', 'participants'] as const;
export type AttendeeGroup = (typeof ATTENDEE_GROUPS)[number];

export const GROUP_LABELS: Record<AttendeeGroup, string> = {
  coordinators: 'Shift coordinators',
  coaches: 'Coaches',
  rolePlayers: 'Role-players',
  participants: 'Participants',
};

const STATUS_ORDER: Record<InviteStatus, number> = { accepted: 0, swap_requested: 1, invited: 2, rejected: 3, expired: 4 };

/**
 * Where an attendee is listed. The shift's own coordinator and coach first; then by the roles the
 * person holds: anyone without a staff role is a participant, and staff who also play roles are
 * listed as role-players (the spec lists every non-participant as a role-player).
 */
export function groupOf(attendee: Attendee, details: Pick<Shift['details'], 'coachId' | 'shiftCoordinatorId'>): AttendeeGroup {
  if (details.shiftCoordinatorId !== null && attendee.id === details.shiftCoordinatorId) return 'coordinators';
  if (details.coachId !== null && attendee.id === details.coachId) return 'coaches';
  if (!attendee.roles.some((role) => role !== 'participant')) return 'participants';
  if (attendee.roles.includes('rp')) return 'rolePlayers';
  if (attendee.roles.includes('coach')) return 'coaches';
  return 'coordinators';
}

/** The sections and, apart, the declined invites (a manager's collapsed 'Declined' line). */
export type GroupedAttendees = Record<AttendeeGroup, Attendee[]> & { declined: Attendee[] };

/**
 * The attendees of a shift by section, accepted first, then offered for swap, then invited, each by
 * name. Declined and expired invites are not in any section: they are listed apart in `declined` (by
 * name) when `showRejected` (managers), and left out otherwise.
 */
export function groupAttendees(shift: Pick<Shift, 'details'>, opts: { showRejected: boolean }): GroupedAttendees {
  const groups: GroupedAttendees = { coordinators: [], coaches: [], rolePlayers: [], participants: [], declined: [] };
  for (const attendee of shift.details.attendees) {
    if (!holdsPlace(attendee.status)) {
      if (opts.showRejected) groups.declined.push(attendee);
      continue;
    }
    groups[groupOf(attendee, shift.details)].push(attendee);
  }
  for (const list of Object.values(groups)) {
    list.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name));
  }
  return groups;
}

/**
 * An invite somebody else holds that is offered to the viewer: to everybody, or to the viewer by
 * name. Undefined when there is none, or the viewer is on the shift already; who declined the shift
 * sees only an offer naming them (as the server offers it).
 */
export function offeredToViewer(attendees: readonly Attendee[], viewerId: number): Attendee | undefined {
  const own = attendees.find((a) => a.id === viewerId);
  if (own && holdsPlace(own.status)) return undefined;
  return attendees.find(
    (a) =>
      a.id !== viewerId &&
      a.status === 'swap_requested' &&
      (a.swapToUserId === viewerId || (a.swapToUserId === null && own === undefined)),
  );
}
