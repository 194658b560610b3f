/**
 * What must always hold of the data, whichever feature wrote it: each invariant is a name, a plain
 * sentence, and one query that returns the rows breaking it (none when it holds). The API test
 * harness runs them after every API test on both databases (test/fixtures.ts) and `npm run
 * check:data` runs them on a live database (cli/check-data.ts). They read every module's tables, as
 * the reports do: they are a check over the whole database, not a feature's SQL.
 */
import { MAX_CALL_BLOCKS, PLACE_HOLDING_INVITE_STATUSES } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import { feedInvariantViolations } from '../modules/calendar-feeds';
import { resultsFoldDifferences } from '../modules/results';
import type { Db } from './client';

export interface Invariant {
  /** A short stable name (a test names it to waive it). */
  name: string;
  /** What must hold, in a plain sentence. */
  rule: string;
  /** Finds the rows that break it. */
  violations(db: Db): Promise<Record<string, unknown>[]>;
}

/** What a check found: the invariant broken and the rows breaking it. */
export interface InvariantFinding {
  name: string;
  rule: string;
  rows: Record<string, unknown>[];
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const query =
  (statement: SQL) =>
  async (db: Db): Promise<Record<string, unknown>[]> =>
    rowsOf(await db.execute(statement));

/** `status` holds a place on its shift (the SQL twin of PLACE_HOLDING_INVITE_STATUSES, as a literal list). */
const holdsPlace = (column: string) => sql.raw(`${column} in (${PLACE_HOLDING_INVITE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** The people each shift keeps busy (shifts/busy.ts): place-holding invites, its coach, its coordinator. */
const keptBusy = sql`
  select ei.user_id, ei.event_id from event_invites ei where ${holdsPlace('ei.status')}
  union select ce.coach_id, ce.id from course_events ce where ce.coach_id is not null
  union select ce.shift_coordinator_id, ce.id from course_events ce where ce.shift_coordinator_id is not null`;

/** How many call blocks a shift may have at most, as an SQL literal. */
const maxBlocks = sql.raw(String(MAX_CALL_BLOCKS));

export const INVARIANTS: readonly Invariant[] = [
  {
    name: 'call_roleplayer_holds_place',
    rule: 'A role-player in a call holds a place on that shift (an invitation waiting, accepted, or offered for swap).',
    violations: query(sql`
      select cs.id as call_slot_id, cs.call_id, cs.event_id, cs.user_id,
        (select ei.status from event_invites ei where ei.event_id = cs.event_id and ei.user_id = cs.user_id) as invite_status
      from call_slots cs
      where cs.user_id is not null
        and not exists (
          select 1 from event_invites ei
          where ei.event_id = cs.event_id and ei.user_id = cs.user_id and ${holdsPlace('ei.status')})
      order by cs.id`),
  },
  {
    name: 'call_participant_on_course',
    rule: 'A participant in a call is enrolled in the course of its shift.',
    violations: query(sql`
      select ps.id as participant_slot_id, ps.call_id, ps.event_id, ps.user_id, ce.course_id
      from participant_slots ps
      join course_events ce on ce.id = ps.event_id
      where not exists (select 1 from course_participants cp where cp.course_id = ce.course_id and cp.user_id = ps.user_id)
      order by ps.id`),
  },
  {
    name: 'slot_copies_match_call',
    rule: 'A call slot and a participant slot carry the shift and block of their own call.',
    violations: query(sql`
      select 'call_slot' as kind, s.id, s.call_id, s.event_id, s.block_number, c.event_id as call_event_id, c.block_number as call_block_number
      from call_slots s join calls c on c.id = s.call_id
      where s.event_id <> c.event_id or s.block_number <> c.block_number
      union all
      select 'participant_slot', s.id, s.call_id, s.event_id, s.block_number, c.event_id, c.block_number
      from participant_slots s join calls c on c.id = s.call_id
      where s.event_id <> c.event_id or s.block_number <> c.block_number`),
  },
  {
    name: 'no_overlapping_places',
    rule: 'Nobody holds places on two overlapping shifts (a place, or the coach or the coordinator; backfill takes included).',
    violations: query(sql`
      with kept as (${keptBusy})
      select k1.user_id, a.id as shift_id, a.begins, a.ends, b.id as other_shift_id, b.begins as other_begins, b.ends as other_ends
      from kept k1
      join kept k2 on k2.user_id = k1.user_id and k2.event_id > k1.event_id
      join course_events a on a.id = k1.event_id
      join course_events b on b.id = k2.event_id
      where tstzrange(a.begins, a.ends, '[)') && tstzrange(b.begins, b.ends, '[)')
      order by k1.user_id, a.id, b.id`),
  },
  {
    name: 'room_booked_once',
    rule: 'A room is booked for one shift at a time.',
    violations: query(sql`
      select a.room_id, a.id as shift_id, a.begins, a.ends, b.id as other_shift_id, b.begins as other_begins, b.ends as other_ends
      from course_events a
      join course_events b on b.room_id = a.room_id and b.id > a.id
      where a.room_id is not null and tstzrange(a.begins, a.ends, '[)') && tstzrange(b.begins, b.ends, '[)')
      order by a.room_id, a.id`),
  },
  {
    name: 'open_backfill_place_is_missing',
    rule:
      'An open backfill place stands for a missing place: a place given up late is still offered for swap by who gave it up; ' +
      'an open coach or coordinator place is of a shift without one; open role-player places are no more than the shift lacks.',
    violations: query(sql`
      with open_places as (
        select bp.* from backfill_places bp where bp.status = 'open'
      ),
      scenario_counts as (
        select sc.course_id, count(*)::int as scenarios
        from scenario_components sc
        join scenario_component_types t on t.id = sc.scenario_component_type_id and lower(t.name) = 'scenario'
        group by sc.course_id
      ),
      rp_need as (
        select ce.id as event_id,
          case when ce.type = 'roleplay' and ce.staffing_ratio is not null
            then ceil(round(coalesce(s.scenarios, 0) * ce.staffing_ratio, 6))::int else 0 end as needed,
          (select count(*)::int from event_invites ei join users u on u.id = ei.user_id
            where ei.event_id = ce.id and 'rp' = any(u.roles)
              and ei.user_id is distinct from ce.coach_id and ei.user_id is distinct from ce.shift_coordinator_id
              and (ei.status = 'accepted' or (ei.status = 'swap_requested' and not exists (
                select 1 from open_places g where g.gave_up_invite_id = ei.id and g.reason = 'late_give_up')))) as firm,
          (select count(*)::int from open_places g where g.event_id = ce.id and g.role = 'roleplayer' and g.reason = 'late_give_up') as given_up,
          (select count(*)::int from open_places g where g.event_id = ce.id and g.role = 'roleplayer' and g.reason <> 'late_give_up') as open_missing
        from course_events ce
        left join scenario_counts s on s.course_id = ce.course_id
        where exists (select 1 from open_places g where g.event_id = ce.id)
      )
      select p.id as place_id, p.event_id, p.role, p.reason, 'given-up place no longer offered for swap' as why
      from open_places p
      where p.reason = 'late_give_up' and not exists (
        select 1 from event_invites ei
        where ei.id = p.gave_up_invite_id and ei.event_id = p.event_id and ei.status = 'swap_requested' and ei.user_id = p.gave_up_user_id)
      union all
      select p.id, p.event_id, p.role, p.reason, 'the shift has its ' || p.role
      from open_places p join course_events ce on ce.id = p.event_id
      where p.reason <> 'late_give_up'
        and ((p.role = 'coach' and ce.coach_id is not null) or (p.role = 'coordinator' and ce.shift_coordinator_id is not null))
      union all
      select null, n.event_id, 'roleplayer', null,
        n.open_missing || ' open role-player places, ' || greatest(0, n.needed - n.firm - n.given_up) || ' missing'
      from rp_need n
      where n.open_missing > greatest(0, n.needed - n.firm - n.given_up)`),
  },
  {
    name: 'booking_at_offered_time',
    rule:
      'A registration booking (a participant in a call) and a place on a waiting list belong to a time the course offers: ' +
      'a call block of a roleplay shift of the course, within the shift’s sessions and extensions.',
    violations: query(sql`
      with offered as (
        select ce.id as event_id, ce.type,
          case when coalesce(ce.sessions, 0) + coalesce(ce.extensions, 0) > 0
            then least(coalesce(ce.sessions, 0) + coalesce(ce.extensions, 0), ${maxBlocks}) else ${maxBlocks} end as blocks
        from course_events ce
      )
      select 'participant_slot' as kind, ps.id, ps.event_id, ps.block_number, ps.user_id, o.type, o.blocks
      from participant_slots ps join offered o on o.event_id = ps.event_id
      where o.type <> 'roleplay' or ps.block_number >= o.blocks
      union all
      select 'waiting_list', w.id, w.event_id, w.block_number, w.user_id, o.type, o.blocks
      from regapp_waitlist w join offered o on o.event_id = w.event_id
      where o.type <> 'roleplay' or w.block_number >= o.blocks or w.block_number < 0`),
  },
  {
    name: 'calibration_of_course_block',
    rule: 'A calibration rating is of a block of the skills list of its shift’s course, and its shift is a roleplay shift.',
    violations: query(sql`
      select c.id as calibration_id, c.event_id, ce.type, ce.course_id, cr.assessment_part_id, ap.course_id as part_course_id
      from calibration_ratings cr
      join calibrations c on c.id = cr.calibration_id
      join course_events ce on ce.id = c.event_id
      join assessment_parts ap on ap.id = cr.assessment_part_id
      where ap.course_id <> ce.course_id or ce.type <> 'roleplay'
      order by c.id, cr.assessment_part_id`),
  },
  {
    name: 'feed_has_every_part',
    rule: 'Every person with a part in a shift inside the calendar feed’s window has it in their feed.',
    // The calendar feeds hold their read to the rule themselves (modules/calendar-feeds).
    violations: async (db) => (await feedInvariantViolations(db)).map((part) => ({ ...part })),
  },
  {
    name: 'results_summary_matches',
    rule: 'The results’ kept fold of each course’s ratings (per participant, block and cohort) is the fold of the ratings as they are.',
    // The results module holds its fold to the ratings itself (modules/results).
    violations: (db) => resultsFoldDifferences(db),
  },
  {
    name: 'roster_plan_applied_once',
    rule: 'A roster plan is either a draft, without an applied time, or applied, with the time it was applied.',
    violations: query(sql`
      select rp.id, rp.status, rp.applied_at from roster_plans rp
      where (rp.status = 'applied') <> (rp.applied_at is not null)
      order by rp.id`),
  },
];

/** Runs every invariant (but those waived) on the database; what broke, with its rows. */
export async function checkInvariants(db: Db, opts: { waived?: Iterable<string> } = {}): Promise<InvariantFinding[]> {
  const waived = new Set(opts.waived ?? []);
  const findings: InvariantFinding[] = [];
  for (const invariant of INVARIANTS) {
    if (waived.has(invariant.name)) continue;
    const rows = await invariant.violations(db);
    if (rows.length > 0) findings.push({ name: invariant.name, rule: invariant.rule, rows });
  }
  return findings;
}

/** The findings as a person reads them: each broken rule, then its rows (at most `limit` each). */
export function describeFindings(findings: InvariantFinding[], limit = 20): string {
  const json = (row: Record<string, unknown>) =>
    JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value));
  return findings
    .map((f) => {
      const shown = f.rows.slice(0, limit).map((row) => `    ${json(row)}`);
      const more = f.rows.length > limit ? [`    … and ${f.rows.length - limit} more`] : [];
      return [`${f.name}: ${f.rule} (${f.rows.length} row${f.rows.length === 1 ? '' : 's'})`, ...shown, ...more].join('\n');
    })
    .join('\n');
}
