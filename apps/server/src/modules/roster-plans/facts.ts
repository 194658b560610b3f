/**
 * The facts a roster plan is solved on, read from the database by the service (service.ts) and made
 * up by the benchmark: plain data, no database. The solver (solver.ts) and the separate checker
 * (checker.ts) both read them, each in its own way.
 */
import type { RosterPlanRole, ShiftType } from '@app/shared';
import { addCalendarDays, zonedDate } from '../../lib/zoned-time';

/** A span of time in epoch milliseconds, half-open: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** A shift of the period with its open places. */
export interface PlanShift {
  id: number;
  type: ShiftType;
  courseId: number;
  courseName: string;
  begins: number;
  ends: number;
  /** Places still to fill, per role (the staffing rule's need less the places held). */
  open: Record<RosterPlanRole, number>;
}

/** A person who could hold a place. */
export interface PlanPerson {
  id: number;
  name: string;
  /** The places their roles allow: rp → roleplayer, coach → coach, sc → shift_coordinator. */
  roles: RosterPlanRole[];
  /** The plan's courses they may staff (qualified, or the course asks no qualification). */
  courseIds: number[];
  /** Their availabilities overlapping the period. */
  availability: Span[];
  /**
   * The shifts that keep them busy (the one busy rule: a place held, or coach or coordinator), from
   * a rest time before the period to a rest time after it.
   */
  busy: Span[];
  /** At most this many shifts a week (Monday to Sunday, business time zone); null: no limit. */
  maxPerWeek: number | null;
  /** The plan's courses whose roleplay shifts they have played before. */
  playedCourseIds: number[];
}

export interface PlanFacts {
  /** Start and end of the period (instants): a person's load counts their busy shifts starting in it. */
  period: Span;
  timeZone: string;
  /** The least time between two shifts of one person (the business setting, 10 h by default). */
  restMs: number;
  shifts: PlanShift[];
  people: PlanPerson[];
  /**
   * `shiftId:userId` of the people who may not be proposed for that shift: they hold or held an
   * invitation to it (declined or lapsed included), are its coach or coordinator, or gave it away.
   */
  barred: string[];
}

/** A proposal: this person to this place of this shift. */
export interface Proposal {
  shiftId: number;
  userId: number;
  role: RosterPlanRole;
}

export const proposalKey = (p: Proposal) => `${p.shiftId}:${p.userId}:${p.role}`;
export const barredKey = (shiftId: number, userId: number) => `${shiftId}:${userId}`;

/** The Monday ('YYYY-MM-DD') of the week, in the zone, holding the instant. */
export function weekOf(instant: number, timeZone: string): string {
  const date = zonedDate(new Date(instant), timeZone);
  // The weekday of a calendar date does not depend on the zone.
  const back = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addCalendarDays(date, -back);
}
