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

/** A span of time in epoch milliseconds, half-open: [start, end). */
interface Span {
  start: number;
  end: number;
}

/** What one person's time looks like in the window: the availabilities they offer, the shifts keeping them busy. */
interface Calendar {
  availabilities: Span[];
  busy: Span[];
}

/**
 * Whether a person can take a shift: one of their availabilities covers the whole of it, and no shift
 * keeping them busy overlaps it (half-open: a shift ending as this one begins does not count).
 * The invite picker asks the same in SQL (availableSql in invites/repository.ts, busySql in busy.ts);
 * eligibility.test.ts holds the two to the same answers on the same rows.
 */
function canTake(calendar: Calendar, shift: Span): boolean {
  return calendar.availabilities.some((a) => covers(a, shift)) && !calendar.busy.some((b) => overlaps(b, shift));
}

/** Whether the span holds the whole of the other. */
function covers(span: Span, other: Span): boolean {
  return span.start <= other.start && other.end <= span.end;
}

/** Whether two half-open spans share a moment. */
function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
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

  const starts = candidateStarts(query.reference_date, config, at);
  if (starts.length === 0 || pool.length === 0) return [];

  // What time the pool offers and what already keeps them busy, from the first candidate to the end
  // of the last: two queries, sent together, then gathered per person.
  const period = { start: new Date(starts[0] as number), end: new Date((starts.at(-1) as number) + shiftMs) };
  const userIds = pool.map((p) => p.id);
  const [availabilities, busy] = await Promise.all([
    // Only rows long enough to hold the whole shift can cover it.
    staffAvailabilities(db, { ...period, userIds, minSeconds: shiftMs / 1000 }),
    busyIntervals(db, { ...period, userIds }),
  ]);
  const calendars = new Map<number, Calendar>(userIds.map((id) => [id, { availabilities: [], busy: [] }]));
  for (const row of availabilities) calendars.get(row.userId)?.availabilities.push({ start: row.startMs, end: row.endMs });
  for (const row of busy) calendars.get(row.userId)?.busy.push({ start: row.start.getTime(), end: row.end.getTime() });

  // Each candidate with the people who can take it, by role, in fair-share order (the pool's).
  const candidates = starts.map((start) => {
    const shift = { start, end: start + shiftMs };
    const free = pool.filter((p) => {
      const calendar = calendars.get(p.id);
      return calendar !== undefined && canTake(calendar, shift);
    });
    return {
      ...shift,
      rolePlayers: free.filter((p) => p.rp),
      coaches: free.filter((p) => p.coach),
      shiftCoordinators: free.filter((p) => p.sc),
    };
  });
  type Candidate = (typeof candidates)[number];
  const staffed = candidates.filter(
    (c) => c.rolePlayers.length >= needed && c.coaches.length > 0 && c.shiftCoordinators.length > 0,
  );
  // Most role-players first, then earliest (the candidates are in time order and the sort is stable).
  staffed.sort((a, b) => b.rolePlayers.length - a.rolePlayers.length);

  // A candidate overlapping one already chosen, with the same staff counts, offers nothing new.
  const sameCounts = (a: Candidate, b: Candidate) =>
    a.rolePlayers.length === b.rolePlayers.length &&
    a.coaches.length === b.coaches.length &&
    a.shiftCoordinators.length === b.shiftCoordinators.length;
  const chosen: Candidate[] = [];
  for (const candidate of staffed) {
    if (chosen.length >= MAX_SUGGESTIONS) break;
    if (!chosen.some((c) => overlaps(c, candidate) && sameCounts(c, candidate))) chosen.push(candidate);
  }

  // The answer names a few people per role and counts them all: the whole pool would make it heavy.
  const named = (people: Person[]) =>
    people.slice(0, SUGGESTION_NAMES).map((p) => ({ id: p.id, name: p.name, fairShare: p.fairShare }));
  return chosen.map((c) => ({
    startTime: new Date(c.start).toISOString(),
    endTime: new Date(c.end).toISOString(),
    rolePlayersNeeded: needed,
    shiftCoordinators: named(c.shiftCoordinators),
    coaches: named(c.coaches),
    rolePlayers: named(c.rolePlayers),
    shiftCoordinatorCount: c.shiftCoordinators.length,
    coachCount: c.coaches.length,
    rolePlayerCount: c.rolePlayers.length,
  }));
}

/**
 * The candidate start times, in epoch milliseconds and in order: every 30 minutes from the start of
 * the reference date in the business time zone, for SUGGESTION_WINDOW_DAYS days. A time belongs to the
 * date on which it falls; those on a Saturday, a Sunday or a holiday, and those before `now`, are left out.
 */
function candidateStarts(referenceDate: string, config: Config, now: Date): number[] {
  const { timeZone } = config;
  const holidays = new Set(
    holidaysBetween({
      startDate: referenceDate,
      endDate: addCalendarDays(referenceDate, SUGGESTION_WINDOW_DAYS - 1),
      provinceCa: config.holidayProvinceCa,
    }).map((h) => h.date),
  );
  const starts: number[] = [];
  let time = startOfZonedDay(referenceDate, timeZone).getTime();
  for (let day = 0; day < SUGGESTION_WINDOW_DAYS; day++) {
    const date = addCalendarDays(referenceDate, day);
    const nextMidnight = startOfZonedDay(addCalendarDays(date, 1), timeZone).getTime();
    // The weekday of a calendar date does not depend on the zone.
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const working = weekday !== 0 && weekday !== 6 && !holidays.has(date);
    for (; time < nextMidnight; time += STEP) {
      if (working && time >= now.getTime()) starts.push(time);
    }
  }
  return starts;
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
