import {
  type FairShare,
  MAX_CALL_BLOCKS,
  rolePlayersNeeded,
  SUGGESTION_NAMES,
  SUGGESTION_WINDOW_DAYS,
  type SuggestedDate,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { addCalendarDays, startOfZonedDay } from '../../lib/zoned-time';
import { staffAvailabilities } from '../availability';
import { assertCourseExists } from '../courses';
import { fairSharesRanked } from '../fair-shares';
import { holidaysBetween } from '../holidays';
import { callLengthMinutes, scenarioCount } from '../scenario-components';
import { staffPool } from '../users';
import { NO_SCENARIO } from './records';
import { busyIntervals } from './repository';
import type { SuggestDatesQuery } from './schemas';

const MINUTE = 60_000;
/** Candidate start times are this far apart. */
const STEP = 30 * MINUTE;
/** At most this many suggestions are returned. */
export const MAX_SUGGESTIONS = 20;
const POOL_ROLES = ['rp', 'coach', 'sc'];

interface Person {
  id: number;
  name: string;
  rp: boolean;
  coach: boolean;
  sc: boolean;
  fairShare: FairShare;
}

/**
 * Suggested start times for a roleplay shift of the course (DESIGN section 3). Candidates are every
 * 30 minutes from the start of the reference date in the business time zone, for
 * SUGGESTION_WINDOW_DAYS days, not in the past, on weekdays that are not holidays. A candidate is
 * kept when enough qualified role-players, a coach and a shift coordinator each have one
 * availability covering the whole shift and hold no invited, accepted or swap_requested invite (nor
 * a coach or coordinator assignment) on a shift overlapping it. Best-staffed first, then earliest;
 * a candidate overlapping one already chosen with the same staff counts is skipped. The people named
 * for a time are the first of those who fit, in fair-share order (fewest hours first), each with
 * their fair share.
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
  const at = opts.now ?? new Date();
  const [, callLength, scenarios, pool] = await Promise.all([
    assertCourseExists(db, opts.courseId),
    callLengthMinutes(db, opts.courseId),
    scenarioCount(db, opts.courseId),
    loadPool(db, opts.courseId, at, config.timeZone),
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
  const now = at.getTime();
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
    busyIntervals(db, { start: rangeStart, end: rangeEnd, userIds: poolIds }),
  ]);

  // Per person (by their place in the pool), the candidate slots each availability covers and those
  // their busy shifts clash with, as ranges [from, to] of slot numbers, two numbers a range.
  const place = new Map(pool.map((p, i) => [p.id, i]));
  const covered: Array<number[] | undefined> = new Array(pool.length);
  const clashes: Array<number[] | undefined> = new Array(pool.length);
  const addRange = (lists: Array<number[] | undefined>, userId: number, from: number, to: number) => {
    const i = place.get(userId);
    if (i === undefined || to < from) return;
    const list = lists[i];
    if (list) list.push(from, to);
    else lists[i] = [from, to];
  };
  for (const row of availabilities) {
    const from = Math.max(0, Math.ceil((row.startMs - windowStart) / STEP));
    const to = Math.min(slots - 1, Math.floor((row.endMs - shiftMs - windowStart) / STEP));
    addRange(covered, row.userId, from, to);
  }
  for (const row of busy) {
    // Slot k clashes when it starts before the shift ends and ends after the shift starts.
    const from = Math.max(0, Math.floor((row.start.getTime() - shiftMs - windowStart) / STEP) + 1);
    const to = Math.min(slots - 1, Math.ceil((row.end.getTime() - windowStart) / STEP) - 1);
    addRange(clashes, row.userId, from, to);
  }

  // Per open slot, who fits in each role: counted, and the first few named (the pool is in fair-share order).
  // One person at a time, `fits` marks the slots they can take: covered, minus clashing; each is
  // cleared as it is counted, so the array is clean for the next person.
  const counts = { rp: new Uint32Array(slots), coach: new Uint32Array(slots), sc: new Uint32Array(slots) };
  const names = { rp: new Array<Person[]>(slots), coach: new Array<Person[]>(slots), sc: new Array<Person[]>(slots) };
  const take = (role: 'rp' | 'coach' | 'sc', k: number, person: Person) => {
    const count = counts[role][k] ?? 0;
    counts[role][k] = count + 1;
    if (count >= SUGGESTION_NAMES) return;
    const named = names[role][k];
    if (named) named.push(person);
    else names[role][k] = [person];
  };
  const fits = new Uint8Array(slots);
  pool.forEach((person, i) => {
    const ranges = covered[i];
    if (!ranges) return;
    eachRange(ranges, (from, to) => fits.fill(1, from, to + 1));
    eachRange(clashes[i] ?? [], (from, to) => fits.fill(0, from, to + 1));
    eachRange(ranges, (from, to) => {
      for (let k = from; k <= to; k++) {
        if (!fits[k]) continue;
        fits[k] = 0;
        if (!open[k]) continue;
        if (person.rp) take('rp', k, person);
        if (person.coach) take('coach', k, person);
        if (person.sc) take('sc', k, person);
      }
    });
  });

  interface Candidate {
    slot: number;
    rolePlayers: number;
    coaches: number;
    shiftCoordinators: number;
  }
  const candidates: Candidate[] = [];
  for (let k = firstOpen; k <= lastOpen; k++) {
    const candidate = {
      slot: k,
      rolePlayers: counts.rp[k] ?? 0,
      coaches: counts.coach[k] ?? 0,
      shiftCoordinators: counts.sc[k] ?? 0,
    };
    if (open[k] && candidate.rolePlayers >= needed && candidate.coaches > 0 && candidate.shiftCoordinators > 0) {
      candidates.push(candidate);
    }
  }
  candidates.sort((a, b) => b.rolePlayers - a.rolePlayers || a.slot - b.slot);

  const chosen: Candidate[] = [];
  const sameCounts = (a: Candidate, b: Candidate) =>
    a.rolePlayers === b.rolePlayers && a.coaches === b.coaches && a.shiftCoordinators === b.shiftCoordinators;
  for (const candidate of candidates) {
    if (chosen.length >= MAX_SUGGESTIONS) break;
    const repeats = chosen.some((c) => Math.abs(c.slot - candidate.slot) * STEP < shiftMs && sameCounts(c, candidate));
    if (!repeats) chosen.push(candidate);
  }

  // The answer names a few people per role and counts them all: the whole pool would make it heavy.
  const named = (people: Person[] | undefined) => (people ?? []).map((p) => ({ id: p.id, name: p.name, fairShare: p.fairShare }));
  return chosen.map((c) => {
    const start = windowStart + c.slot * STEP;
    return {
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + shiftMs).toISOString(),
      rolePlayersNeeded: needed,
      shiftCoordinators: named(names.sc[c.slot]),
      coaches: named(names.coach[c.slot]),
      rolePlayers: named(names.rp[c.slot]),
      shiftCoordinatorCount: c.shiftCoordinators,
      coachCount: c.coaches,
      rolePlayerCount: c.rolePlayers,
    };
  });
}

/** Calls `each` with every range of a flat list of ranges [from, to, from, to, …]. */
function eachRange(ranges: readonly number[], each: (from: number, to: number) => void): void {
  for (let j = 0; j + 1 < ranges.length; j += 2) each(ranges[j] as number, ranges[j + 1] as number);
}

/**
 * Live users who could staff a shift of the course: coaches, shift coordinators, and the
 * role-players qualified for the course (every role-player when the course has no qualifications),
 * in fair-share order at `at` (fewest hours first; the names decide nothing), with their fair shares.
 */
async function loadPool(db: Db, courseId: number, at: Date, timeZone: string): Promise<Person[]> {
  const rows = await staffPool(db, courseId, POOL_ROLES);
  const people = rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      rp: r.roles.includes('rp') && r.mayPlay,
      coach: r.roles.includes('coach'),
      sc: r.roles.includes('sc'),
    }))
    .filter((p) => p.rp || p.coach || p.sc);
  const byId = new Map(people.map((p) => [p.id, p]));
  const ranked = await fairSharesRanked(db, [...byId.keys()], at, timeZone);
  return ranked.flatMap(({ userId, fairShare }) => {
    const person = byId.get(userId);
    return person ? [{ ...person, fairShare }] : [];
  });
}
