import {
  type AggregateReportQuery,
  type AttendanceReportQuery,
  type BlockType,
  BOOKED_STATUSES,
  DEFAULT_TIMELINE_ROLES,
  formatDate,
  formatTime,
  holdsAcceptedPlace,
  type InviteStatus,
  type NpsReportQuery,
  npsSummary,
  type ResourceAvailability,
  ROLE_LABELS,
  type ScheduledReportQuery,
  SHIFT_TYPE_LABELS,
  TIMELINE_PAGE_SIZE,
  type TimelineRole,
  TRUE_FALSE_ANSWERS,
  TRUE_FALSE_LABELS,
} from '@app/shared';
import type { Db } from '../../db/client';
import type { CsvCell } from '../../lib/csv';
import { partsOfCourse, scenariosOfCourse } from '../assessments';
import { assertCourseExists } from '../courses';
import {
  type AnswerCountRow,
  answerCounts,
  availabilityOf,
  bookedShiftsOf,
  invitesOfShifts,
  npsCountsByCohort,
  type ParticipantRowOfReport,
  participantsOfShifts,
  peopleByIds,
  type ReportShift,
  roleplayersOfCalls,
  type ShiftFilter,
  type ShiftKey,
  shiftsPage,
  swapsTakenOnShifts,
  timelinePeople,
} from './repository';

/** Shifts read per page of a report: each page is a few short queries, whatever the report's size. */
export const SHIFTS_PER_PAGE = 200;

type Row = CsvCell[];

/** A CSV report: its header and its rows, read page by page as the file is written. */
export interface CsvReport {
  header: readonly string[];
  rows: AsyncIterable<Row>;
}

/**
 * The rows of a report, a page of shifts at a time. The first page is read before the answer
 * starts, so a database that is away still gets a proper error answer; later pages are read only
 * as the reader takes the rows.
 */
async function pagedRows(
  db: Db,
  filter: ShiftFilter,
  rowsOfPage: (shifts: ReportShift[]) => Promise<Row[]>,
  perPage = SHIFTS_PER_PAGE,
): Promise<AsyncIterable<Row>> {
  const first = await shiftsPage(db, filter, null, perPage);
  const firstRows = await rowsOfPage(first);
  return (async function* () {
    let shifts = first;
    let rows = firstRows;
    while (true) {
      yield* rows;
      const last = shifts.at(-1);
      if (!last || shifts.length < perPage) return;
      const after: ShiftKey = { begins: last.begins, id: last.id };
      shifts = await shiftsPage(db, filter, after, perPage);
      rows = await rowsOfPage(shifts);
    }
  })();
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The shift's own columns, as every report starts a row. */
function shiftCells(shift: ReportShift, timeZone: string): Row {
  return [
    formatDate(shift.begins, timeZone),
    formatTime(shift.begins, timeZone),
    formatTime(shift.ends, timeZone),
    SHIFT_TYPE_LABELS[shift.type],
    shift.clientName,
    shift.courseName,
    shift.cohortName ?? '',
  ];
}
const SHIFT_HEADER = ['Shift Date', 'Start', 'End', 'Shift Type', 'Client', 'Course', 'Cohort'] as const;

/** What an attendance report is asked with; `now` decides which shifts have ended (tests fix it). */
interface AttendanceReportOptions {
  db: Db;
  timeZone: string;
  query: AttendanceReportQuery;
  now?: Date;
}

/** The shifts an attendance report covers: those beginning in [start_time, end_time), of the courses and cohorts if given. */
function attendanceFilter(query: AttendanceReportQuery): ShiftFilter {
  return {
    start: new Date(query.start_time),
    end: new Date(query.end_time),
    courseIds: query.course_ids,
    cohortIds: query.cohort_ids,
  };
}

/** How each invite state reads in the attendance report. */
export const ATTENDANCE_STATUS_LABELS: Record<InviteStatus | 'swapped', string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  rejected: 'Declined',
  swap_requested: 'Swap requested',
  expired: 'Expired',
  swapped: 'Swapped away',
};

export const ROLEPLAYER_ATTENDANCE_HEADER = [
  ...SHIFT_HEADER,
  'Name',
  'Email',
  'Place',
  'Status',
  'Swapped With',
  'Attended',
] as const;

/**
 * Who attended a shift: once it has ended, a person still holding an accepted place (or one offered
 * for swap nobody took: they stayed responsible) attended; anybody else did not. Before the end it
 * is not known yet (blank).
 */
function attendedCell(shift: ReportShift, held: boolean, now: Date): string {
  if (shift.ends > now) return '';
  return yesNo(held);
}

/** The place a person held on a shift: coach and coordinator by the shift's choice, else role-player. */
function placeLabel(shift: ReportShift, userId: number): string {
  if (shift.coachId === userId) return ROLE_LABELS.coach;
  if (shift.coordinatorId === userId) return ROLE_LABELS.sc;
  return ROLE_LABELS.rp;
}

/**
 * GET generate_roleplayer_attendance: one row per person and shift beginning in [start_time,
 * end_time): everyone invited (whatever they answered), and everyone who gave their shift away by a
 * swap (taken from the audit trail, as the invite itself moved to the taker).
 */
export async function roleplayerAttendance(opts: AttendanceReportOptions): Promise<CsvReport> {
  const { db, timeZone } = opts;
  const now = opts.now ?? new Date();
  const rows = await pagedRows(db, attendanceFilter(opts.query), async (shifts) => {
    const ids = shifts.map((s) => s.id);
    const [invites, swaps] = await Promise.all([invitesOfShifts(db, ids), swapsTakenOnShifts(db, ids)]);
    const people = new Map(
      (await peopleByIds(db, [...new Set(swaps.flatMap((s) => [s.giverId, s.takerId]))])).map((p) => [p.id, p]),
    );
    const invitesByShift = groupByShift(invites);
    const swapsByShift = groupByShift(swaps);
    const out: Row[] = [];
    for (const shift of shifts) {
      const cells = shiftCells(shift, timeZone);
      const shiftSwaps = swapsByShift.get(shift.id) ?? [];
      for (const invite of byName(invitesByShift.get(shift.id) ?? [])) {
        // The latest swap that brought this invite to its holder names who gave it.
        const cameFrom = shiftSwaps.findLast((s) => s.inviteId === invite.inviteId && s.takerId === invite.userId);
        const held = holdsAcceptedPlace(invite.status);
        out.push([
          ...cells,
          invite.name,
          invite.email,
          placeLabel(shift, invite.userId),
          ATTENDANCE_STATUS_LABELS[invite.status],
          cameFrom ? (people.get(cameFrom.giverId)?.name ?? '') : '',
          attendedCell(shift, held, now),
        ]);
      }
      for (const swap of shiftSwaps) {
        const giver = people.get(swap.giverId);
        if (!giver) continue;
        out.push([
          ...cells,
          giver.name,
          giver.email,
          placeLabel(shift, swap.giverId),
          ATTENDANCE_STATUS_LABELS.swapped,
          people.get(swap.takerId)?.name ?? '',
          attendedCell(shift, false, now),
        ]);
      }
    }
    return out;
  });
  return { header: ROLEPLAYER_ATTENDANCE_HEADER, rows };
}

/** When a call of a block starts: the shift's start plus a call length per block before it. */
function callStart(shift: ReportShift, blockNumber: number): Date {
  return new Date(shift.begins.getTime() + blockNumber * shift.callLength * 60_000);
}

const PARTICIPANT_HEADER = ['Participant', 'Email', 'Manager', 'Region', 'Branch'] as const;
function participantCells(p: ParticipantRowOfReport): Row {
  return [p.name, p.email, p.managerName ?? '', p.region ?? '', p.branch ?? ''];
}

export const PARTICIPANT_ATTENDANCE_HEADER = [
  ...SHIFT_HEADER,
  'Call Block',
  'Call Time',
  ...PARTICIPANT_HEADER,
  'Calendar Invite Sent',
  'Attended',
] as const;

/**
 * GET generate_participant_attendance: one row per participant slot of the roleplay shifts beginning
 * in [start_time, end_time). A participant attended when their assessment of that shift was
 * submitted; blank until the shift has ended.
 */
export async function participantAttendance(opts: AttendanceReportOptions): Promise<CsvReport> {
  const { db, timeZone } = opts;
  const now = opts.now ?? new Date();
  const rows = await pagedRows(db, { ...attendanceFilter(opts.query), type: 'roleplay' }, async (shifts) => {
    const byShift = groupByShift(
      await participantsOfShifts(
        db,
        shifts.map((s) => s.id),
      ),
    );
    return shifts.flatMap((shift) =>
      (byShift.get(shift.id) ?? []).map((p) => [
        ...shiftCells(shift, timeZone),
        p.blockNumber + 1,
        formatTime(callStart(shift, p.blockNumber), timeZone),
        ...participantCells(p),
        yesNo(p.addedToEvent),
        shift.ends > now ? '' : yesNo(p.assessed),
      ]),
    );
  });
  return { header: PARTICIPANT_ATTENDANCE_HEADER, rows };
}

export const SCHEDULED_HEADER = [...SHIFT_HEADER, 'Call Block', 'Call Time', ...PARTICIPANT_HEADER, 'Role-players'] as const;

/** GET generate_scheduled_report: the participants in each call of the cohorts' roleplay shifts (every cohort without cohort_ids). */
export async function scheduledReport(opts: { db: Db; timeZone: string; query: ScheduledReportQuery }): Promise<CsvReport> {
  const { db, timeZone, query } = opts;
  const filter: ShiftFilter = { cohortIds: query.cohort_ids, type: 'roleplay' };
  const rows = await pagedRows(db, filter, async (shifts) => {
    const ids = shifts.map((s) => s.id);
    const [participants, roleplayers] = await Promise.all([participantsOfShifts(db, ids), roleplayersOfCalls(db, ids)]);
    const byShift = groupByShift(participants);
    return shifts.flatMap((shift) =>
      (byShift.get(shift.id) ?? []).map((p) => [
        ...shiftCells(shift, timeZone),
        p.blockNumber + 1,
        formatTime(callStart(shift, p.blockNumber), timeZone),
        ...participantCells(p),
        roleplayers.get(p.callId) ?? '',
      ]),
    );
  });
  return { header: SCHEDULED_HEADER, rows };
}

export const NPS_HEADER = [
  'Client',
  'Course',
  'Cohort',
  'Responses',
  'Promoters (9-10)',
  'Passives (7-8)',
  'Detractors (1-6)',
  'Promoters (%)',
  'Detractors (%)',
  'NPS',
] as const;

/**
 * GET generate_nps: per cohort with ratings (of the chosen cohorts, every cohort without), the
 * responses, promoters, passives and detractors, their shares and the NPS (shared rule npsSummary).
 * The database counts the ratings: one row per cohort reaches the server, however many ratings.
 */
export async function npsReport(opts: { db: Db; query: NpsReportQuery }): Promise<CsvReport> {
  const cohorts = await npsCountsByCohort(opts.db, opts.query.cohort_ids);
  const rows = cohorts.map((cohort): Row => {
    const nps = npsSummary(cohort);
    return [
      cohort.clientName,
      cohort.courseName,
      cohort.cohortName,
      nps.responses,
      nps.promoters,
      nps.passives,
      nps.detractors,
      nps.promoterPercent,
      nps.detractorPercent,
      nps.score,
    ];
  });
  return { header: NPS_HEADER, rows: asAsync(rows) };
}

export const AGGREGATE_HEADER = ['Item', 'Item Type', 'Scenario', 'Answer', 'Count', 'Share (%)'] as const;

/** How each kind of skills-list block is named in the aggregate report. */
export const ITEM_TYPE_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  sub_heading: 'Sub-heading',
  true_false: 'True/False',
  short_answer: 'Short answer',
  multiple_choice: 'Multiple choice',
};

/** The answer options of a multiple-choice block, as stored in its data (`{answers: string[]}`). */
function choicesOf(data: unknown): string[] {
  const answers = (data as { answers?: unknown } | null)?.answers;
  return Array.isArray(answers) ? answers.map((a) => String(a)) : [];
}

/** A count as a share of the total in percent, to one decimal; blank when there is no total. */
const share = (count: number, total: number) => (total > 0 ? Math.round((1000 * count) / total) / 10 : '');

/**
 * GET generate_aggregate_report: the answers of the course's skills assessments, per block of its
 * skills list (in the list's order; headings and sub-headings as section rows) and per Scenario:
 * true/false blocks as On Standard / Needs Practice / N/A / DNGT counts and shares, short answers
 * as the number answered, multiple choice as a count and share per answer. Narrowed by the shift's
 * start and the participant's profile (region, branch, manager). The database counts the answers;
 * without any answer to count, the file is its header alone.
 */
export async function aggregateReport(opts: { db: Db; query: AggregateReportQuery }): Promise<CsvReport> {
  const { db, query } = opts;
  await assertCourseExists(db, query.course_id);
  const [parts, scenarios, counts] = await Promise.all([
    partsOfCourse(db, query.course_id),
    scenariosOfCourse(db, query.course_id),
    answerCounts(db, {
      courseId: query.course_id,
      start: query.start_time ? new Date(query.start_time) : undefined,
      end: query.end_time ? new Date(query.end_time) : undefined,
      region: query.region || undefined,
      branch: query.branch || undefined,
      managerName: query.manager_name || undefined,
    }),
  ]);
  if (counts.length === 0) return { header: AGGREGATE_HEADER, rows: asAsync([]) };
  const byCell = new Map<string, AnswerCountRow[]>();
  for (const row of counts) {
    const key = `${row.assessmentPartId}:${row.scenarioComponentId}`;
    const list = byCell.get(key);
    if (list) list.push(row);
    else byCell.set(key, [row]);
  }
  const rows: Row[] = [];
  for (const part of parts) {
    const type = ITEM_TYPE_LABELS[part.blockType];
    if (part.blockType === 'heading' || part.blockType === 'sub_heading') {
      rows.push([part.text, type, '', '', '', '']);
      continue;
    }
    for (const [index, scenario] of scenarios.entries()) {
      const scenarioName = scenario.content || `Scenario ${index + 1}`;
      const answers = byCell.get(`${part.id}:${scenario.id}`) ?? [];
      const line = (answer: string, count: number, total: number | null): Row => [
        part.text,
        type,
        scenarioName,
        answer,
        count,
        total === null ? '' : share(count, total),
      ];
      if (part.blockType === 'true_false') {
        const total = sumOf(answers.filter((a) => a.choice !== null));
        for (const value of TRUE_FALSE_ANSWERS) {
          rows.push(line(TRUE_FALSE_LABELS[value], sumOf(answers.filter((a) => a.choice === value)), total));
        }
      } else if (part.blockType === 'short_answer') {
        rows.push(line('Answered', sumOf(answers.filter((a) => a.isText)), null));
      } else {
        const picked = answers.filter((a) => a.answerIndex !== null);
        const total = sumOf(picked);
        const choices = choicesOf(part.data);
        // Answers to an option removed since are still counted, under their number.
        const highest = Math.max(choices.length - 1, ...picked.map((a) => a.answerIndex ?? 0));
        for (let i = 0; i <= highest; i += 1) {
          const label = choices[i] ?? `Answer ${i + 1}`;
          rows.push(line(label, sumOf(picked.filter((a) => a.answerIndex === i)), total));
        }
      }
    }
  }
  return { header: AGGREGATE_HEADER, rows: asAsync(rows) };
}

const sumOf = (rows: AnswerCountRow[]) => rows.reduce((sum, row) => sum + row.count, 0);

/** Rows already counted, handed to the CSV stream like the paged ones. */
async function* asAsync(rows: Row[]): AsyncIterable<Row> {
  yield* rows;
}

/**
 * One shift's invites by name (case aside), then by invite: sorted here, a shift's few rows at a
 * time, which costs far less than the database's collation over a whole page.
 */
function byName<T extends { name: string; inviteId: number }>(rows: T[]): T[] {
  const keyed = rows.map((row) => ({ row, key: row.name.toLowerCase() }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.inviteId - b.row.inviteId));
  return keyed.map((k) => k.row);
}

function groupByShift<T extends { eventId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.eventId);
    if (list) list.push(row);
    else map.set(row.eventId, [row]);
  }
  return map;
}

/**
 * GET /resource_availability: a page of people (by name) of the asked roles, sc, rp and coach
 * unless told, with their availability and the shifts they are booked on (invited or accepted)
 * overlapping [start_time, end_time).
 */
export async function resourceAvailability(opts: {
  db: Db;
  query: {
    start_time: string;
    end_time: string;
    course_ids?: number[] | undefined;
    roles?: TimelineRole[] | undefined;
    page: number;
    per_page?: number;
  };
}): Promise<ResourceAvailability> {
  const { db, query } = opts;
  const start = new Date(query.start_time);
  const end = new Date(query.end_time);
  const limit = query.per_page ?? TIMELINE_PAGE_SIZE;
  const { people, total } = await timelinePeople(db, {
    roles: [...(query.roles ?? DEFAULT_TIMELINE_ROLES)],
    courseIds: query.course_ids,
    offset: (query.page - 1) * limit,
    limit,
  });
  const ids = people.map((p) => p.id);
  const [availabilities, events] = await Promise.all([
    availabilityOf(db, ids, start, end),
    bookedShiftsOf(db, ids, start, end, BOOKED_STATUSES),
  ]);
  return {
    users: people.map((p) => ({ id: p.id, name: p.name, roleList: p.roles })),
    availabilities: availabilities.map((a) => ({
      userId: a.userId,
      startTime: a.startTime.toISOString(),
      endTime: a.endTime.toISOString(),
    })),
    events: events.map((e) => ({ ...e, startTime: e.startTime.toISOString(), endTime: e.endTime.toISOString() })),
    total,
  };
}
