/**
 * Reads a plan's facts (facts.ts) from the database: the shifts of the period and their open places
 * (the staffing rule of the shift model), the people of the courses' staff pools (qualification),
 * their availability, the shifts that keep them busy (the one busy rule, shifts/busy.ts), their
 * weekly limits, who played a course before, and who is barred from which shift.
 */
import { formatDateTimeRange, holdsPlace, type InviteStatus, type RosterPlanRole, rolePlayersNeeded } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { addCalendarDays, startOfZonedDay } from '../../lib/zoned-time';
import { staffAvailabilities } from '../availability';
import { scenarioCount } from '../scenario-components';
import { restMinutes } from '../settings';
import { busyIntervals } from '../shifts';
import { staffPool } from '../users';
import { barredKey, type PlanFacts, type PlanPerson, type PlanShift } from './facts';
import * as repo from './repository';

const DAY_MS = 86_400_000;
const ROLE_OF: Record<string, RosterPlanRole> = { rp: 'roleplayer', coach: 'coach', sc: 'shift_coordinator' };

export interface PeriodAsked {
  from: string;
  to: string;
  courseIds: number[];
}

/** The facts of the period, read now (shifts starting after `now`). */
export async function loadFacts(tx: Tx, opts: PeriodAsked & { timeZone: string; now: Date }): Promise<PlanFacts> {
  const { timeZone } = opts;
  const period = {
    start: startOfZonedDay(opts.from, timeZone).getTime(),
    end: startOfZonedDay(addCalendarDays(opts.to, 1), timeZone).getTime(),
  };
  const restMs = (await restMinutes(tx)) * 60_000;
  const rows = await repo.periodShifts(tx, {
    start: new Date(period.start),
    end: new Date(period.end),
    after: opts.now,
    courseIds: opts.courseIds,
  });
  const shiftIds = rows.map((r) => r.id);
  // One query at a time: inside apply's transaction they share one connection.
  const invites = await repo.invitesOnShifts(tx, shiftIds);
  const givers = await repo.giversOnShifts(tx, shiftIds);
  const courseIds = [...new Set(rows.map((r) => r.courseId))];

  // The staffing rule: a roleplay shift needs its scenario count × staffing ratio of role-players;
  // the places held are the place-holding invitations of role-players who are not its coach or coordinator.
  const scenarios = new Map<number, number>();
  for (const courseId of new Set(rows.filter((r) => r.type === 'roleplay').map((r) => r.courseId))) {
    scenarios.set(courseId, await scenarioCount(tx, courseId));
  }
  const shifts: PlanShift[] = rows.map((row) => {
    const needed =
      row.type === 'roleplay' && row.staffingRatio !== null
        ? rolePlayersNeeded(scenarios.get(row.courseId) ?? 0, row.staffingRatio)
        : 0;
    const held = invites.filter(
      (i) =>
        i.eventId === row.id &&
        holdsPlace(i.status as InviteStatus) &&
        i.userId !== row.coachId &&
        i.userId !== row.shiftCoordinatorId &&
        i.roles.includes('rp'),
    ).length;
    return {
      id: row.id,
      type: row.type,
      courseId: row.courseId,
      courseName: row.courseName,
      begins: row.begins.getTime(),
      ends: row.ends.getTime(),
      open: {
        roleplayer: Math.max(0, needed - held),
        coach: row.coachId === null ? 1 : 0,
        shift_coordinator: row.shiftCoordinatorId === null ? 1 : 0,
      },
    };
  });

  // The people: the staff pools of the courses (live users with a staff role), qualified per course.
  const people = new Map<number, PlanPerson>();
  for (const courseId of courseIds) {
    for (const row of await staffPool(tx, courseId, Object.keys(ROLE_OF))) {
      let person = people.get(row.id);
      if (!person) {
        person = {
          id: row.id,
          name: row.name,
          roles: row.roles.flatMap((r) => {
            const role = ROLE_OF[r];
            return role ? [role] : [];
          }),
          courseIds: [],
          availability: [],
          busy: [],
          maxPerWeek: null,
          playedCourseIds: [],
        };
        people.set(row.id, person);
      }
      if (row.mayPlay) person.courseIds.push(courseId);
    }
  }
  // Only those who may staff one of the courses.
  for (const [id, person] of people) if (person.courseIds.length === 0) people.delete(id);
  const userIds = [...people.keys()];
  if (userIds.length > 0 && shifts.length > 0) {
    // Busy periods from a rest time (or a week, for the weekly limit) before the period to one after it.
    const pad = Math.max(restMs, 7 * DAY_MS);
    const shortest = Math.min(...shifts.map((s) => s.ends - s.begins));
    const busy = await busyIntervals(tx as Db, { start: new Date(period.start - pad), end: new Date(period.end + pad), userIds });
    const availability = await staffAvailabilities(tx as Db, {
      userIds,
      start: new Date(period.start),
      end: new Date(period.end),
      minSeconds: Math.floor(shortest / 1000),
    });
    const limits = await repo.weeklyLimits(tx, userIds);
    const played = await repo.playedBefore(tx, { userIds, courseIds, now: opts.now });
    for (const b of busy) people.get(b.userId)?.busy.push({ start: b.start.getTime(), end: b.end.getTime() });
    for (const a of availability) people.get(a.userId)?.availability.push({ start: a.startMs, end: a.endMs });
    for (const [id, max] of limits) {
      const person = people.get(id);
      if (person) person.maxPerWeek = max;
    }
    for (const p of played) people.get(p.userId)?.playedCourseIds.push(p.courseId);
  }
  for (const person of people.values()) {
    person.busy.sort((a, b) => a.start - b.start);
    person.availability.sort((a, b) => a.start - b.start);
  }

  // Barred: anybody with an invitation to the shift (declined and lapsed ones too), its coach and
  // coordinator, and whoever gave a place on it away.
  const barred = new Set<string>();
  for (const i of invites) barred.add(barredKey(i.eventId, i.userId));
  for (const g of givers) barred.add(barredKey(g.eventId, g.userId));
  for (const row of rows) {
    if (row.coachId !== null) barred.add(barredKey(row.id, row.coachId));
    if (row.shiftCoordinatorId !== null) barred.add(barredKey(row.id, row.shiftCoordinatorId));
  }
  return {
    period,
    timeZone,
    restMs,
    shifts,
    people: [...people.values()].sort((a, b) => a.id - b.id),
    barred: [...barred].sort(),
  };
}

/** How a shift is named in a message: its course and time ('Course, Wed Nov 25 2026, 9:00–12:00'). */
export function shiftLabel(shift: { courseName: string; begins: number; ends: number }, timeZone: string): string {
  return `${shift.courseName}, ${formatDateTimeRange(shift.begins, shift.ends, timeZone)}`;
}
