/**
 * The roster plan solver: a mixed-integer model solved by HiGHS (compiled to WebAssembly, the `highs`
 * package) inside the server, in two stages so the goals keep their order exactly:
 *
 * 1. fill as many places as can be filled;
 * 2. with that many places filled, spread the work fairly: each person's load (the shifts they
 *    already hold in the period plus those proposed) costs load², so moving a shift from a busier to
 *    a less busy person who could take it always pays, and people who could take the same places end
 *    at most one shift apart; then, by less than one unit of that cost in all, prefer people who
 *    have played the course's scenarios before.
 *
 * Hard rules are the candidates' (eligibility below: role, qualified, available for the whole shift,
 * not busy, not barred, the rest time from what they hold, room in their weekly limit) and the model's
 * rows (places per shift and role, one place per person and shift, no two proposals closer than the
 * rest time, the weekly limit). Each stage has a time limit; the best plan found is answered with
 * whether it was proven optimal. checker.ts checks a plan against the facts without this model.
 */

import { Worker } from 'node:worker_threads';
import type { RosterPlanRole, RosterPlanUnfilledReason, RosterPlanWhy } from '@app/shared';
import highsLoader from 'highs';
import {
  barredKey,
  type PlanFacts,
  type PlanPerson,
  type PlanShift,
  type Proposal,
  proposalKey,
  type Span,
  weekOf,
} from './facts';

export const PLAN_ROLES: readonly RosterPlanRole[] = ['roleplayer', 'coach', 'shift_coordinator'];

/** Why a person cannot take a place, in the order the unfilled reasons are told; null: they can. */
type Refusal = 'role' | 'qualified' | 'available' | 'busy' | 'rest_or_weekly_limit';

const covers = (span: Span, other: Span) => span.start <= other.start && other.end <= span.end;
/** Closer than `gap` (overlapping when gap is 0), half-open. */
const tooClose = (a: Span, b: Span, gap: number) => a.start < b.end + gap && b.start < a.end + gap;

/** The shifts a person holds that start in the period: their load before the plan. */
export function heldInPeriod(facts: PlanFacts, person: PlanPerson): Span[] {
  return person.busy.filter((b) => b.start >= facts.period.start && b.start < facts.period.end);
}

/** Why `person` may not take `role` on `shift` (null: they may), from the facts alone. */
export function refusal(facts: PlanFacts, person: PlanPerson, shift: PlanShift, role: RosterPlanRole): Refusal | null {
  if (!person.roles.includes(role)) return 'role';
  if (!person.courseIds.includes(shift.courseId)) return 'qualified';
  const span = { start: shift.begins, end: shift.ends };
  if (!person.availability.some((a) => covers(a, span))) return 'available';
  if (facts.barred.includes(barredKey(shift.id, person.id))) return 'busy';
  if (person.busy.some((b) => tooClose(b, span, 0))) return 'busy';
  if (person.busy.some((b) => tooClose(b, span, facts.restMs))) return 'rest_or_weekly_limit';
  if (person.maxPerWeek !== null) {
    const week = weekOf(shift.begins, facts.timeZone);
    const held = person.busy.filter((b) => weekOf(b.start, facts.timeZone) === week).length;
    if (held >= person.maxPerWeek) return 'rest_or_weekly_limit';
  }
  return null;
}

/** One variable of the model: a person who may take a place. */
export interface Candidate extends Proposal {
  index: number;
  played: boolean;
}

export interface SolveInput {
  facts: PlanFacts;
  /** Proposals the manager removed: never proposed again in this draft. */
  removed?: Proposal[];
  /** Proposals locked in: kept (when the facts still allow them). */
  locked?: Proposal[];
  /** Time limit of the whole solve, in milliseconds. */
  timeLimitMs?: number;
}

export interface SolveResult {
  assignments: Array<Proposal & { locked: boolean; why: RosterPlanWhy }>;
  unfilled: Array<{ shiftId: number; role: RosterPlanRole; count: number; reason: RosterPlanUnfilledReason }>;
  solveMs: number;
  optimal: boolean;
}

export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** The candidates: every (person, shift, role) the hard rules of the facts allow, removals left out. */
function candidatesOf(facts: PlanFacts, removed: Set<string>): Candidate[] {
  const out: Candidate[] = [];
  for (const shift of facts.shifts) {
    for (const role of PLAN_ROLES) {
      if (shift.open[role] <= 0) continue;
      for (const person of facts.people) {
        const proposal = { shiftId: shift.id, userId: person.id, role };
        if (removed.has(proposalKey(proposal))) continue;
        if (refusal(facts, person, shift, role) !== null) continue;
        out.push({ ...proposal, index: out.length, played: person.playedCourseIds.includes(shift.courseId) });
      }
    }
  }
  return out;
}

type Highs = Awaited<ReturnType<typeof highsLoader>>;
type HighsOptions = NonNullable<Parameters<Highs['solve']>[1]>;
type HighsSolution = ReturnType<Highs['solve']>;
let loaded: Promise<Highs> | undefined;
/** HiGHS in this thread, loaded once per process (the benchmark times its first load). */
export function loadSolver(): Promise<Highs> {
  loaded ??= highsLoader();
  return loaded;
}

/**
 * HiGHS in a worker thread of its own for one plan (highs-worker.mjs): its `solve` holds the thread
 * it runs on for up to the time limit, and the server's must keep answering everybody else. The
 * worker goes when the plan is solved.
 */
async function withHighsWorker<T>(
  work: (solve: (lp: string, options: HighsOptions) => Promise<HighsSolution>) => Promise<T>,
): Promise<T> {
  const worker = new Worker(new URL('./highs-worker.mjs', import.meta.url));
  const solve = (lp: string, options: HighsOptions) =>
    new Promise<HighsSolution>((resolve, reject) => {
      const answered = (message: { solution?: HighsSolution; error?: string }) => {
        worker.off('error', reject);
        if (message.solution) resolve(message.solution);
        else reject(new Error(`roster plan: HiGHS failed: ${message.error}`));
      };
      worker.once('message', answered);
      worker.once('error', reject);
      worker.postMessage({ lp, options });
    });
  try {
    return await work(solve);
  } finally {
    await worker.terminate();
  }
}

type Term = [coefficient: number, variable: string];
/** A linear row: terms, sense, right-hand side. */
interface Row {
  terms: Term[];
  op: '<=' | '>=' | '=';
  rhs: number;
}
/** A mixed-integer model, written once and handed to a solver (HiGHS here, another in a comparison). */
export interface LinearModel {
  sense: 'max' | 'min';
  objective: Term[];
  rows: Row[];
  /** Binary variables; those in `fixed` must be 1. */
  binaries: string[];
  fixed: string[];
  /** Continuous variables between 0 and 1. */
  units: string[];
}

/** The model in CPLEX LP format, the text HiGHS reads (a line every few terms: the reader limits a line). */
export function toLp(model: LinearModel): string {
  const terms = (items: Term[]) => {
    const parts = items.map(([coef, name]) => `${coef < 0 ? '-' : '+'} ${Math.abs(coef)} ${name}`);
    const lines: string[] = [];
    for (let i = 0; i < parts.length; i += 20) lines.push(parts.slice(i, i + 20).join(' '));
    return lines.join('\n  ');
  };
  const names = (list: string[]) => {
    const lines: string[] = [];
    for (let i = 0; i < list.length; i += 20) lines.push(list.slice(i, i + 20).join(' '));
    return lines.join('\n  ');
  };
  return [
    model.sense === 'max' ? 'Maximize' : 'Minimize',
    `  goal: ${terms(model.objective)}`,
    'Subject To',
    ...model.rows.map((row, i) => `  r${i}: ${terms(row.terms)} ${row.op} ${row.rhs}`),
    'Bounds',
    ...model.fixed.map((name) => `  ${name} = 1`),
    ...model.units.map((name) => `  0 <= ${name} <= 1`),
    'Binary',
    `  ${names(model.binaries)}`,
    'End',
  ].join('\n');
}

const x = (c: Candidate) => `x${c.index}`;

function group<T>(items: T[], key: (item: T) => string | number): Map<string | number, T[]> {
  const out = new Map<string | number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** The rows both stages share: places per shift and role, one place a shift, rest time, weekly limit. */
function hardRows(facts: PlanFacts, candidates: Candidate[]): Row[] {
  const rows: Row[] = [];
  const shiftOf = new Map(facts.shifts.map((s) => [s.id, s]));
  for (const list of group(candidates, (c) => `${c.shiftId}:${c.role}`).values()) {
    const first = list[0] as Candidate;
    const open = shiftOf.get(first.shiftId)?.open[first.role] ?? 0;
    if (list.length > open) rows.push({ terms: list.map((c) => [1, x(c)]), op: '<=', rhs: open });
  }
  for (const list of group(candidates, (c) => `${c.userId}:${c.shiftId}`).values()) {
    if (list.length > 1) rows.push({ terms: list.map((c) => [1, x(c)]), op: '<=', rhs: 1 });
  }
  const people = new Map(facts.people.map((p) => [p.id, p]));
  for (const [userId, list] of group(candidates, (c) => c.userId)) {
    // No two shifts closer than the rest time. Widened by half the rest time on each side, two shifts
    // clash exactly when they overlap: an interval graph, whose maximal cliques a sweep finds; one row
    // per clique (at most one of them) is tighter than a row per pair.
    const byShift = group(list, (c) => c.shiftId);
    const half = facts.restMs / 2;
    const events = [...byShift.keys()].flatMap((id) => {
      const s = shiftOf.get(Number(id)) as PlanShift;
      return [
        { at: s.begins - half, start: true, id: Number(id) },
        { at: s.ends + half, start: false, id: Number(id) },
      ];
    });
    // Ends before starts at the same moment: half-open, touching does not clash.
    events.sort((a, b) => a.at - b.at || Number(a.start) - Number(b.start));
    const active = new Set<number>();
    let grown = false;
    for (const event of events) {
      if (event.start) {
        active.add(event.id);
        grown = true;
        continue;
      }
      if (grown && active.size > 1) {
        const clique = [...active].flatMap((id) => byShift.get(id) ?? []);
        rows.push({ terms: clique.map((c) => [1, x(c)]), op: '<=', rhs: 1 });
      }
      grown = false;
      active.delete(event.id);
    }
    // At most the weekly limit, counting what they hold that week.
    const person = people.get(Number(userId)) as PlanPerson;
    if (person.maxPerWeek === null) continue;
    const limit = person.maxPerWeek;
    for (const [week, inWeek] of group(list, (c) => weekOf((shiftOf.get(c.shiftId) as PlanShift).begins, facts.timeZone))) {
      const room = limit - person.busy.filter((b) => weekOf(b.start, facts.timeZone) === week).length;
      if (new Set(inWeek.map((c) => c.shiftId)).size > room)
        rows.push({ terms: inWeek.map((c) => [1, x(c)]), op: '<=', rhs: room });
    }
  }
  return rows;
}

/** The two models of a plan: the fill (stage 1) and, given how many it filled, the fair spread (stage 2). */
export function planModels(
  facts: PlanFacts,
  candidates: Candidate[],
  locked: Set<string>,
): { fill: LinearModel; fair: (filled: number) => LinearModel } {
  const rows = hardRows(facts, candidates);
  const binaries = candidates.map(x);
  const fixed = candidates.filter((c) => locked.has(proposalKey(c))).map(x);
  const fill: LinearModel = { sense: 'max', objective: candidates.map((c) => [1, x(c)]), rows, binaries, fixed, units: [] };
  const fair = (filled: number): LinearModel => {
    // Each person's k-th shift of the period costs (2k − 1) × scale, so their load costs load² × scale;
    // a proposal of somebody who played the course before earns 1, and scale outweighs all of those.
    const scale = candidates.filter((c) => c.played).length + 1;
    const objective: Term[] = candidates.filter((c) => c.played).map((c) => [-1, x(c)]);
    const loadRows: Row[] = [];
    const units: string[] = [];
    const people = new Map(facts.people.map((p) => [p.id, p]));
    for (const [userId, list] of group(candidates, (c) => c.userId)) {
      const held = heldInPeriod(facts, people.get(Number(userId)) as PlanPerson).length;
      const most = new Set(list.map((c) => c.shiftId)).size;
      const mine: Term[] = [];
      for (let k = 1; k <= most; k++) {
        const name = `u${userId}_${k}`;
        units.push(name);
        mine.push([-1, name]);
        objective.push([(2 * (held + k) - 1) * scale, name]);
      }
      loadRows.push({ terms: [...list.map((c): Term => [1, x(c)]), ...mine], op: '=', rhs: 0 });
    }
    const atLeast: Row = { terms: candidates.map((c) => [1, x(c)]), op: '>=', rhs: filled };
    return { sense: 'min', objective, rows: [...rows, ...loadRows, atLeast], binaries, fixed: fill.fixed, units };
  };
  return { fill, fair };
}

/** The candidates and the models of a solve input (the solver comparison builds them too). */
export function modelsOf(input: SolveInput) {
  const removed = new Set((input.removed ?? []).map(proposalKey));
  const candidates = candidatesOf(input.facts, removed);
  const locked = new Set((input.locked ?? []).map(proposalKey).filter((key) => !removed.has(key)));
  return { removed, candidates, locked, ...planModels(input.facts, candidates, locked) };
}

type Columns = Record<string, { Primal: number }>;

/** Solves the plan: the proposals, the places left open and why, and the solver's figures. */
export async function solvePlan(input: SolveInput): Promise<SolveResult> {
  const { facts } = input;
  const started = performance.now();
  const { removed, candidates, locked, fill, fair } = modelsOf(input);
  const limit = input.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  let chosen: Candidate[] = [];
  let optimal = true;
  if (candidates.length > 0) {
    await withHighsWorker(async (solve) => {
      const pick = (columns: Columns) => candidates.filter((c) => (columns[x(c)]?.Primal ?? 0) > 0.5);
      // Stage 1, at most half the time: as many places as can be filled.
      let first = await solve(toLp(fill), { time_limit: limit / 2000, output_flag: false, mip_rel_gap: 0 });
      // Locks that clash on the facts of now (shifts moved closer) cannot all hold: plan without them.
      if (first.Status === 'Infeasible' && fill.fixed.length > 0) {
        fill.fixed = [];
        locked.clear();
        first = await solve(toLp(fill), { time_limit: limit / 2000, output_flag: false, mip_rel_gap: 0 });
      }
      if (first.Status !== 'Optimal' && first.Status !== 'Time limit reached') {
        throw new Error(`roster plan: the fill stage ended ${first.Status}`);
      }
      optimal = first.Status === 'Optimal';
      chosen = pick(first.Columns as unknown as Columns);
      const filled = chosen.length;
      // Stage 2, the time left: that many places, spread fairly.
      const left = Math.max(limit - (performance.now() - started), limit / 4);
      const second = await solve(toLp(fair(filled)), {
        time_limit: left / 1000,
        output_flag: false,
        mip_rel_gap: 0,
        mip_abs_gap: 0.5,
      });
      const solved = second.Status === 'Optimal' || second.Status === 'Time limit reached';
      const better = solved ? pick(second.Columns as unknown as Columns) : [];
      if (better.length >= filled && better.length > 0) chosen = better;
      optimal = optimal && second.Status === 'Optimal';
    });
  }
  return {
    assignments: explain(facts, candidates, chosen, locked),
    unfilled: unfilledOf(facts, chosen, removed),
    solveMs: Math.round(performance.now() - started),
    optimal,
  };
}

/** Each proposal with why it was made. */
function explain(
  facts: PlanFacts,
  candidates: Candidate[],
  chosen: Candidate[],
  locked: Set<string>,
): SolveResult['assignments'] {
  const shiftOrder = new Map(facts.shifts.map((s) => [s.id, s.begins]));
  return chosen
    .map((c) => {
      const rivals = candidates.filter((o) => o.shiftId === c.shiftId && o.role === c.role);
      let why: RosterPlanWhy = 'fair_share';
      if (locked.has(proposalKey(c))) why = 'locked';
      else if (rivals.length === 1) why = 'only_candidate';
      else if (c.played && rivals.some((o) => !o.played)) why = 'played_before';
      return { shiftId: c.shiftId, userId: c.userId, role: c.role, locked: why === 'locked', why };
    })
    .sort(
      (a, b) =>
        (shiftOrder.get(a.shiftId) ?? 0) - (shiftOrder.get(b.shiftId) ?? 0) ||
        a.shiftId - b.shiftId ||
        PLAN_ROLES.indexOf(a.role) - PLAN_ROLES.indexOf(b.role) ||
        a.userId - b.userId,
    );
}

/** The places left open, each with the first reason that holds (see the contract's reasons). */
export function unfilledOf(facts: PlanFacts, chosen: Proposal[], removed: Set<string> = new Set()): SolveResult['unfilled'] {
  const out: SolveResult['unfilled'] = [];
  for (const shift of facts.shifts) {
    for (const role of PLAN_ROLES) {
      const count = shift.open[role] - chosen.filter((c) => c.shiftId === shift.id && c.role === role).length;
      if (count <= 0) continue;
      // Those proposed for this shift already are not candidates for its other places.
      const onShift = new Set(chosen.filter((c) => c.shiftId === shift.id).map((c) => c.userId));
      const refusals = facts.people
        .filter((p) => p.roles.includes(role) && !onShift.has(p.id))
        .map((p) =>
          removed.has(proposalKey({ shiftId: shift.id, userId: p.id, role })) ? 'removed' : refusal(facts, p, shift, role),
        );
      let reason: RosterPlanUnfilledReason = 'planned_elsewhere';
      if (!refusals.some((r) => r !== 'qualified' && r !== 'role')) reason = 'nobody_qualified';
      else if (!refusals.some((r) => r !== 'qualified' && r !== 'role' && r !== 'available')) reason = 'nobody_available';
      else if (!refusals.some((r) => r === null || r === 'rest_or_weekly_limit' || r === 'removed')) reason = 'everybody_busy';
      else if (!refusals.some((r) => r === null || r === 'removed')) reason = 'rest_or_weekly_limit';
      out.push({ shiftId: shift.id, role, count, reason });
    }
  }
  return out;
}

/**
 * A greedy fill, for the benchmark's comparison only: the places in time order, each to the
 * candidate with the fewest shifts so far (who played before first among equals), keeping the hard
 * rules against the proposals already made.
 */
export function greedyPlan(facts: PlanFacts): Proposal[] {
  const chosen: Proposal[] = [];
  const load = new Map(facts.people.map((p) => [p.id, heldInPeriod(facts, p).length]));
  const taken = new Map<number, Span[]>(facts.people.map((p) => [p.id, []]));
  const weekly = new Map<string, number>();
  const shifts = [...facts.shifts].sort((a, b) => a.begins - b.begins || a.id - b.id);
  for (const shift of shifts) {
    const span = { start: shift.begins, end: shift.ends };
    const week = weekOf(shift.begins, facts.timeZone);
    for (const role of PLAN_ROLES) {
      for (let place = 0; place < shift.open[role]; place++) {
        const fits = facts.people.filter((p) => {
          if (refusal(facts, p, shift, role) !== null) return false;
          if ((taken.get(p.id) ?? []).some((t) => tooClose(t, span, facts.restMs))) return false;
          if (chosen.some((c) => c.shiftId === shift.id && c.userId === p.id)) return false;
          if (p.maxPerWeek !== null) {
            const held = p.busy.filter((b) => weekOf(b.start, facts.timeZone) === week).length;
            if (held + (weekly.get(`${p.id}:${week}`) ?? 0) >= p.maxPerWeek) return false;
          }
          return true;
        });
        fits.sort(
          (a, b) =>
            (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) ||
            Number(b.playedCourseIds.includes(shift.courseId)) - Number(a.playedCourseIds.includes(shift.courseId)) ||
            a.id - b.id,
        );
        const person = fits[0];
        if (!person) break;
        chosen.push({ shiftId: shift.id, userId: person.id, role });
        load.set(person.id, (load.get(person.id) ?? 0) + 1);
        taken.get(person.id)?.push(span);
        weekly.set(`${person.id}:${week}`, (weekly.get(`${person.id}:${week}`) ?? 0) + 1);
      }
    }
  }
  return chosen;
}
