import { MAX_CALL_BLOCKS, rolePlayersNeeded, SUGGESTION_NAMES, SUGGESTION_WINDOW_DAYS, type SuggestedDate } from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { addCalendarDays, startOfZonedDay } from '../../lib/zoned-time';
import { assertCourseExists } from '../courses';
import { holidaysBetween } from '../holidays';
import { callLengthMinutes } from '../scenario-components';
import { NO_SCENARIO } from './records';
import { busyIntervals, courseHasQualifications, scenarioCount, staffAvailabilities, staffPool } from './repository';
import type { SuggestDatesQuery } from './schemas';

const MINUTE = 60_000;
/** Candidate start times are this far apart. */
const STEP = 30 * MINUTE;
/** At most this many suggestions are returned. */
export const MAX_SUGGESTIONS = 20;
/** Invites that keep their holder busy for the shift's time. */
const BUSY_STATUSES = ['invited', 'accepted', 'swap_requested'] as const;
const POOL_ROLES = ['rp', 'coach', 'sc'];

interface Person {
  id: number;
  name: string;
  rp: boolean;
  coach: boolean;
  sc: boolean;
}

/**
 * Suggested start times for a roleplay shift of the course (DESIGN section 3). Candidates are every
 * 30 minutes from the start of the reference date in the business time zone, for
 * SUGGESTION_WINDOW_DAYS days, not in the past, on weekdays that are not holidays. A candidate is
 * kept when enough qualified role-players, a coach and a shift coordinator each have one
 * availability covering the whole shift and hold no invited, accepted or swap_requested invite (nor
 * a coach or coordinator assignment) on a shift overlapping it. Best-staffed first, then earliest;
 * a candidate overlapping one already chosen with the same staff counts is skipped.
 */
export async function suggestRoleplayShiftDates(opts: {
  db: Db;
  config: Config;
  courseId: number;
  query: SuggestDatesQuery;
  now?: Date;
}): Promise<SuggestedDate[]> {
  const { db, query, config } = opts;
  if (query.sessions + query.extensions > MAX_CALL_BLOCKS) {
    const message = `must keep sessions and extensions together at most ${MAX_CALL_BLOCKS}`;
    throw badRequest(`Invalid query: extensions ${message}`, [{ field: 'extensions', message }]);
  }
  // What depends only on the course is read at once: whether it exists (404 otherwise), the scenario
  // (the call length, and how many components are scenarios, played by role-players) and who could
  // staff a shift of it.
  const [, callLength, scenarios, pool] = await Promise.all([
    assertCourseExists(db, opts.courseId),
    callLengthMinutes(db, opts.courseId),
    scenarioCount(db, opts.courseId),
    loadPool(db, opts.courseId),
  ]);
  if (callLength <= 0) throw new AppError('no_scenario', NO_SCENARIO);
  const needed = rolePlayersNeeded(scenarios, query.staffing_ratio);
  const shiftMs = (query.sessions + query.extensions) * callLength * MINUTE;

  // The candidates: every half hour of the window, on working days, from now on.
  const timeZone = config.timeZone;
  const windowStart = startOfZonedDay(query.reference_date, timeZone).getTime();
  const windowEnd = startOfZonedDay(addCalendarDays(query.reference_date, SUGGESTION_WINDOW_DAYS), timeZone).getTime();
  const holidays = new Set(
    holidaysBetween({
      startDate: query.reference_date,
      endDate: addCalendarDays(query.reference_date, SUGGESTION_WINDOW_DAYS - 1),
      provinceCa: config.holidayProvinceCa,
    }).map((h) => h.date),
  );
  const now = (opts.now ?? new Date()).getTime();
  const slots = Math.max(0, Math.ceil((windowEnd - windowStart) / STEP));
  const open = new Uint8Array(slots);
  let firstOpen = -1;
  let lastOpen = -1;
  // Day by day: the slots starting between one local midnight and the next belong to that date.
  let dayStart = windowStart;
  for (let i = 0; i < SUGGESTION_WINDOW_DAYS; i++) {
    const date = addCalendarDays(query.reference_date, i);
    const dayEnd = startOfZonedDay(addCalendarDays(query.reference_date, i + 1), timeZone).getTime();
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) {
      const from = Math.max(0, Math.ceil((Math.max(dayStart, now) - windowStart) / STEP));
      const to = Math.min(slots, Math.ceil((dayEnd - windowStart) / STEP));
      for (let k = from; k < to; k++) {
        open[k] = 1;
        if (firstOpen < 0) firstOpen = k;
        lastOpen = k;
      }
    }
    dayStart = dayEnd;
  }
  if (firstOpen < 0) return [];
  const rangeStart = new Date(windowStart + firstOpen * STEP);
  const rangeEnd = new Date(windowStart + lastOpen * STEP + shiftMs);

  // What time the pool offers and what already keeps them busy: two queries, sent together.
  if (pool.length === 0) return [];
  const poolIds = pool.map((p) => p.id);
  const [availabilities, busy] = await Promise.all([
    staffAvailabilities(db, {
      userIds: poolIds,
      start: rangeStart,
      end: rangeEnd,
      // Only rows long enough to hold the whole shift can cover it.
      minSeconds: shiftMs / 1000,
    }),
    busyIntervals(db, { start: rangeStart, end: rangeEnd, statuses: [...BUSY_STATUSES], userIds: poolIds }),
  ]);

  // Per person, the candidate slots they can take: covered by one availability, minus busy ones.
  const fits = new Map<number, Uint8Array>();
  for (const row of availabilities) {
    const from = Math.max(0, Math.ceil((row.start.getTime() - windowStart) / STEP));
    const to = Math.min(slots - 1, Math.floor((row.end.getTime() - shiftMs - windowStart) / STEP));
    if (to < from) continue;
    let slotsOfPerson = fits.get(row.userId);
    if (!slotsOfPerson) {
      slotsOfPerson = new Uint8Array(slots);
      fits.set(row.userId, slotsOfPerson);
    }
    slotsOfPerson.fill(1, from, to + 1);
  }
  for (const row of busy) {
    const slotsOfPerson = fits.get(row.userId);
    if (!slotsOfPerson) continue;
    // Slot k clashes when it starts before the shift ends and ends after the shift starts.
    const from = Math.max(0, Math.floor((row.start.getTime() - shiftMs - windowStart) / STEP) + 1);
    const to = Math.min(slots - 1, Math.ceil((row.end.getTime() - windowStart) / STEP) - 1);
    if (to >= from) slotsOfPerson.fill(0, from, to + 1);
  }

  const staffed = pool.filter((p) => fits.has(p.id));
  interface Candidate {
    slot: number;
    rolePlayers: Person[];
    coaches: Person[];
    shiftCoordinators: Person[];
  }
  const candidates: Candidate[] = [];
  for (let k = firstOpen; k <= lastOpen; k++) {
    if (!open[k]) continue;
    const candidate: Candidate = { slot: k, rolePlayers: [], coaches: [], shiftCoordinators: [] };
    for (const person of staffed) {
      if (!fits.get(person.id)?.[k]) continue;
      if (person.rp) candidate.rolePlayers.push(person);
      if (person.coach) candidate.coaches.push(person);
      if (person.sc) candidate.shiftCoordinators.push(person);
    }
    if (candidate.rolePlayers.length >= needed && candidate.coaches.length > 0 && candidate.shiftCoordinators.length > 0) {
      candidates.push(candidate);
    }
  }
  candidates.sort((a, b) => b.rolePlayers.length - a.rolePlayers.length || a.slot - b.slot);

  const chosen: Candidate[] = [];
  const sameCounts = (a: Candidate, b: Candidate) =>
    a.rolePlayers.length === b.rolePlayers.length &&
    a.coaches.length === b.coaches.length &&
    a.shiftCoordinators.length === b.shiftCoordinators.length;
  for (const candidate of candidates) {
    if (chosen.length >= MAX_SUGGESTIONS) break;
    const repeats = chosen.some((c) => Math.abs(c.slot - candidate.slot) * STEP < shiftMs && sameCounts(c, candidate));
    if (!repeats) chosen.push(candidate);
  }

  // The answer names a few people per role and counts them all: the whole pool would make it heavy.
  const named = (people: Person[]) => people.slice(0, SUGGESTION_NAMES).map((p) => ({ id: p.id, name: p.name }));
  return chosen.map((c) => {
    const start = windowStart + c.slot * STEP;
    return {
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + shiftMs).toISOString(),
      rolePlayersNeeded: needed,
      shiftCoordinators: named(c.shiftCoordinators),
      coaches: named(c.coaches),
      rolePlayers: named(c.rolePlayers),
      shiftCoordinatorCount: c.shiftCoordinators.length,
      coachCount: c.coaches.length,
      rolePlayerCount: c.rolePlayers.length,
    };
  });
}

/**
 * Live users who could staff a shift of the course, by name: coaches, shift coordinators, and the
 * role-players qualified for the course (every role-player when the course has no qualifications).
 */
async function loadPool(db: Db, courseId: number): Promise<Person[]> {
  const [onlyQualified, rows] = await Promise.all([courseHasQualifications(db, courseId), staffPool(db, courseId, POOL_ROLES)]);
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      rp: r.roles.includes('rp') && (!onlyQualified || r.qualification !== null),
      coach: r.roles.includes('coach'),
      sc: r.roles.includes('sc'),
    }))
    .filter((p) => p.rp || p.coach || p.sc);
}
