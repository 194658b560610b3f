import { type CalendarShift, holdsAcceptedPlace, SHIFT_ROUTES, type ShiftCalls, type ShiftRoom } from '@app/shared';
import { startOfDayInZone } from '../../../components/date-time';
import { t } from '../../../lib/i18n/i18n';
import { MY_SHIFTS_TEXTS as M } from '../messages';

/** The page's lists, each in time order. */
export interface MyShiftsLists {
  /** Invitations still waiting for the viewer's answer. */
  invites: CalendarShift[];
  /** Shifts given away by somebody else that the viewer may take. */
  offers: CalendarShift[];
  /** The shifts the viewer holds (accepted, or offered away but still theirs) that have not ended. */
  next: CalendarShift[];
  /** Of `next`, the roleplay shifts on today's date: their calls are read for Today's calls. */
  todayRoleplayIds: number[];
}

/** How far ahead the page looks: six weeks. */
const DAYS_AHEAD = 42;
const DAY = 86_400_000;

/** The feed's range the page asks for: from the start of today, in the business's zone, six weeks on. */
export function myShiftsRange(now: Date, zone?: string): { start: string; end: string } {
  const start = startOfDayInZone(now, zone);
  return { start: start.toISOString(), end: new Date(start.getTime() + DAYS_AHEAD * DAY).toISOString() };
}

const byStart = (a: CalendarShift, b: CalendarShift) => (a.begins < b.begins ? -1 : a.begins > b.begins ? 1 : a.id - b.id);

/**
 * Sorts the feed's rows into the page's lists. A manager's feed holds every shift: only the rows
 * with the viewer's own invite or an offer to them count. Ended shifts are left out everywhere.
 */
export function myShiftsLists(shifts: readonly CalendarShift[], now: Date, isToday: (moment: string) => boolean): MyShiftsLists {
  const open = shifts.filter((shift) => new Date(shift.ends).getTime() > now.getTime()).sort(byStart);
  const next = open.filter((shift) => holdsAcceptedPlace(shift.myStatus));
  return {
    invites: open.filter((shift) => shift.myStatus === 'invited' && shift.myInviteId !== null),
    offers: open.filter((shift) => shift.swapInviteId !== null && shift.myStatus !== 'accepted'),
    next,
    todayRoleplayIds: next.filter((shift) => shift.type === 'roleplay' && isToday(shift.begins)).map((shift) => shift.id),
  };
}

/** Where a shift's page is. */
export const shiftPath = (shift: Pick<CalendarShift, 'type' | 'id'>) => `/${SHIFT_ROUTES[shift.type]}/${shift.id}`;
/** Where the skills list of a call's participants is filled in (the skills feature's route). */
export const skillsListPath = (eventId: number, callId: number) => `/roleplayShifts/${eventId}/participantSkillsList/${callId}`;
/** Where a coach records a role-player's coaching after a call (the coaching feature's route). */
export const coachingFormPath = (roleplayerId: number, callId: number) =>
  `/roleplayers/${roleplayerId}/calls/${callId}/coachingForm`;

/** One call of today, as the page shows it. */
export interface TodayCall {
  shift: CalendarShift;
  callId: number;
  /** 'Block 1, call 2'. */
  name: string;
  start: string;
  minutes: number;
  joinUrl: string | null;
  room: ShiftRoom | null;
  /** The scenarios the viewer plays in it (empty for a coach or coordinator who plays none). */
  plays: string[];
  /** The role-players slotted in the call, by name. */
  roleplayers: Array<{ id: number; name: string }>;
  participantCount: number;
}

/**
 * Today's calls of one shift for the viewer: the calls they play in; when they play in none (a coach
 * or a coordinator of the shift), every call of the day.
 */
export function callsOfDay(shift: CalendarShift, day: ShiftCalls, viewerId: number): TodayCall[] {
  const all = day.blocks.flatMap((block) =>
    block.calls.map((call, index): TodayCall => {
      const mine = new Set(call.callSlots.filter((slot) => slot.userId === viewerId).map((slot) => slot.scenarioComponentId));
      const seen = new Map<number, string>();
      for (const slot of call.callSlots) if (slot.user) seen.set(slot.user.id, slot.user.name);
      return {
        shift,
        callId: call.id,
        name: t(M.callName, { block: block.blockNumber + 1, call: index + 1 }),
        start: block.startTime,
        minutes: day.callLength,
        joinUrl: call.joinUrl,
        room: day.room,
        plays: day.scenarios.filter((scenario) => mine.has(scenario.id)).map((scenario) => scenario.content),
        roleplayers: [...seen].map(([id, name]) => ({ id, name })),
        participantCount: call.participantSlots.length,
      };
    }),
  );
  const played = all.filter((call) => call.plays.length > 0);
  return (played.length > 0 ? played : all).sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.callId - b.callId,
  );
}

/** A form waiting for the viewer: a skills list of a call they play in, a coaching form of a call they coach. */
export interface WaitingForm {
  key: string;
  kind: 'skills' | 'coaching';
  label: string;
  detail: string;
  path: string;
}

/**
 * What today's calls leave for the viewer to fill in: the participants' skills list of each call they
 * play in (when it has participants) and, for whoever may coach, a coaching form for each
 * role-player of the calls they do not play in themselves.
 */
export function waitingForms(calls: readonly TodayCall[], mayCoach: boolean): WaitingForm[] {
  return calls.flatMap((call): WaitingForm[] => {
    const where = `${call.shift.courseName}, ${call.name}`;
    if (call.plays.length > 0) {
      return call.participantCount > 0
        ? [
            {
              key: `skills-${call.callId}`,
              kind: 'skills',
              label: t(M.skillsList),
              detail: where,
              path: skillsListPath(call.shift.id, call.callId),
            },
          ]
        : [];
    }
    if (!mayCoach) return [];
    return call.roleplayers.map((rp) => ({
      key: `coaching-${call.callId}-${rp.id}`,
      kind: 'coaching',
      label: t(M.coachingFormFor, { name: rp.name }),
      detail: where,
      path: coachingFormPath(rp.id, call.callId),
    }));
  });
}
