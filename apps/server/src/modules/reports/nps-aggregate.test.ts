import { type AssessmentPart, type AssessmentPartType, CSV_REPORTS, type ParticipantAssessment } from '@app/shared';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { describe, expect } from 'vitest';
import { cohorts, npsRatings, participantProfiles } from '../../db/schema';
import { apiTest, DAY, enrol, insertCourse, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { AGGREGATE_HEADER as AGGREGATE_COLUMNS, NPS_HEADER as NPS_COLUMNS } from './service';

const AGGREGATE_HEADER = [...AGGREGATE_COLUMNS];
const NPS_HEADER = [...NPS_COLUMNS];

const NPS_URL = CSV_REPORTS.nps.path;
const AGGREGATE_URL = CSV_REPORTS.aggregate.path;

type Csv = string[][];
/** A CSV answer read back: Windows-1252 bytes decoded and parsed into rows (the header first). */
const readCsv = (res: { rawPayload: Buffer }): Csv => parse(iconv.decode(res.rawPayload, 'win1252'));

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

/**
 * A course made through the app: its skills list (a heading, a true/false item, a sub-heading, a
 * short answer and a multiple choice Calm/Warm/Cold) over two Scenarios (A, B; a Break between),
 * and two roleplay shifts of two cohorts, the first in 7 days (P1 in block 1, P2 in block 2), the
 * second in 14 (P3). The answers and the NPS ratings are given through the assessment routes, as an admin
 * gives them on the skills list page; a few more NPS ratings go straight into the table.
 *
 * Hand count of the answers (scenario A | scenario B):
 * - true/false: P1 true | false; P2 true | dngt; P3 na | true
 * - short answer: P1 'Good' | —; P2 'Fine' | '   ' (blank: not answered); P3 — | 'Ok'
 * - multiple choice: P1 Calm | Cold; P2 Warm | —; P3 Calm | —
 * NPS: cohort 'Cohorte été' P1 10, P2 6; cohort 'Second' P3 9 plus 10, 7 and 3 from the table.
 */
const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx, admin }) => {
  const db = ctx.database.db;
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const res = await ctx.api({ method, url, token: admin.token, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const course = await insertCourse(db, {
    name: 'Négociation',
    clientName: 'Zoë Bank 😀',
    components: [
      { type: 'Scenario', duration: 20, content: 'Angry customer' },
      { type: 'Break', duration: 5 },
      { type: 'Scenario', duration: 20, content: 'Late payment' },
    ],
  });
  const components = (await api('GET', `/courses/${course.id}/scenario_components`)) as Array<{ id: number }>;
  const scenario = { a: components[0]?.id ?? 0, b: components[2]?.id ?? 0 };
  const types = (await api('GET', '/assessment_part_types')) as AssessmentPartType[];
  const typeId = Object.fromEntries(types.map((t) => [t.blockType, t.id]));
  const addPart = async (part: Record<string, unknown>) =>
    ((await api('POST', `/courses/${course.id}/assessment_parts`, { assessmentPart: part })) as AssessmentPart).id;
  const part = {
    heading: await addPart({ assessmentPartTypeId: typeId.heading, text: 'Opening' }),
    tf: await addPart({ assessmentPartTypeId: typeId.true_false, text: 'Greets the caller' }),
    sub: await addPart({ assessmentPartTypeId: typeId.sub_heading, text: 'Closing' }),
    short: await addPart({ assessmentPartTypeId: typeId.short_answer, text: 'What went well?' }),
    mc: await addPart({
      assessmentPartTypeId: typeId.multiple_choice,
      text: 'Tone',
      data: { answers: ['Calm', 'Warm', 'Cold'] },
    }),
  };
  const person = async (name: string, profile?: { region: string; branch: string; managerName: string }) => {
    const user = await ctx.createUser({ roles: ['participant'], name });
    await enrol(db, course.id, user.id);
    if (profile) await db.insert(participantProfiles).values({ userId: user.id, ...profile });
    return user;
  };
  const p1 = await person('Pia One', { region: 'East', branch: 'North', managerName: 'Mona' });
  const p2 = await person('Paul Two', { region: 'West', branch: 'South', managerName: 'Noé' });
  const p3 = await person('Pat Three');
  const shift1 = await insertRoleplayShift(db, course.id, { daysAhead: 7, cohortName: 'Cohorte été' });
  const shift2 = await insertRoleplayShift(db, course.id, { daysAhead: 14, cohortName: 'Second' });

  const seat = async (eventId: number, blockNumber: number, userId: number) => {
    const call = (await api('POST', '/calls', { call: { eventId, blockNumber } })) as { id: number };
    await api('POST', '/participant_slots', { participantSlot: { callId: call.id, userId } });
    return call.id;
  };
  type Data = { value: string } | { text: string } | { answerIndex: number };
  const assess = async (callId: number, userId: number, answers: Array<[number, number, Data]>) => {
    const assessment = (await api('POST', '/participant_assessments', {
      participantAssessment: { callId, userId },
    })) as ParticipantAssessment;
    for (const [assessmentPartId, scenarioComponentId, data] of answers) {
      await api('POST', '/participant_assessment_parts', {
        participantAssessmentPart: { participantAssessmentId: assessment.id, assessmentPartId, scenarioComponentId, data },
      });
    }
  };
  const { a, b } = scenario;
  await assess(await seat(shift1.id, 0, p1.id), p1.id, [
    [part.tf, a, { value: 'true' }],
    [part.tf, b, { value: 'false' }],
    [part.short, a, { text: 'Good' }],
    [part.mc, a, { answerIndex: 0 }],
    [part.mc, b, { answerIndex: 2 }],
  ]);
  await assess(await seat(shift1.id, 1, p2.id), p2.id, [
    [part.tf, a, { value: 'true' }],
    [part.tf, b, { value: 'dngt' }],
    [part.short, a, { text: 'Fine' }],
    [part.short, b, { text: '   ' }],
    [part.mc, a, { answerIndex: 1 }],
  ]);
  await assess(await seat(shift2.id, 0, p3.id), p3.id, [
    [part.tf, a, { value: 'na' }],
    [part.tf, b, { value: 'true' }],
    [part.short, b, { text: 'Ok' }],
    [part.mc, a, { answerIndex: 0 }],
  ]);

  const cohort1 = shift1.cohortId ?? 0;
  const cohort2 = shift2.cohortId ?? 0;
  const rate = (cohortId: number, userId: number, rating: number) =>
    api('PUT', '/nps_ratings', { npsRating: { cohortId, userId, rating } });
  await rate(cohort1, p1.id, 10);
  await rate(cohort1, p2.id, 6);
  await rate(cohort2, p3.id, 9);
  for (const rating of [10, 7, 3]) {
    const extra = await ctx.createUser({ roles: ['participant'] });
    await db.insert(npsRatings).values({ cohortId: cohort2, userId: extra.id, rating });
  }
  const [unrated] = await db.insert(cohorts).values({ courseId: course.id, name: 'Unrated' }).returning();
  const emptyCourse = await insertCourse(db, { components: [{ type: 'Scenario' }] });
  return { course, emptyCourse, cohort1, cohort2, unrated: unrated?.id ?? 0, shift1, shift2 };
});

describe(`NPS and aggregate reports (${testDbKind})`, () => {
  it('refuses anonymous callers (401) and coaches, role-players and participants (403)', async ({
    ctx,
    coach,
    rp,
    participant,
    world,
  }) => {
    for (const url of [NPS_URL, `${AGGREGATE_URL}?course_id=${world.course.id}`]) {
      expect((await ctx.api({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const who of [coach, rp, participant]) {
        expect((await ctx.api({ method: 'GET', url, token: who.token })).statusCode, url).toBe(403);
      }
    }
  });

  it('counts each cohort’s NPS ratings: promoters 9–10, passives 7–8, detractors 1–6, NPS = % promoters − % detractors', async ({
    ctx,
    admin,
    sc,
    world,
  }) => {
    for (const who of [admin, sc]) {
      const res = await ctx.api({
        method: 'GET',
        url: `${NPS_URL}?cohort_ids=${world.cohort1},${world.cohort2}`,
        token: who.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${CSV_REPORTS.nps.fileName}"`);
      // Cohorte été: 10 and 6: 50% − 50% = 0. Second: 9, 10, 7, 3: 50% − 25% = 25.
      expect(readCsv(res)).toEqual([
        NPS_HEADER,
        ['Zoë Bank :grinning:', 'Négociation', 'Cohorte été', '2', '1', '0', '1', '50', '50', '0'],
        ['Zoë Bank :grinning:', 'Négociation', 'Second', '4', '2', '1', '1', '50', '25', '25'],
      ]);
    }
  });

  it('writes Windows-1252 bytes: é, ë as one byte each, the emoji spelled out', async ({ ctx, admin, world }) => {
    const res = await ctx.api({ method: 'GET', url: `${NPS_URL}?cohort_ids=${world.cohort1}`, token: admin.token });
    const bytes = res.rawPayload;
    // é is 0xE9 and ë 0xEB in Windows-1252.
    expect(bytes.includes(Buffer.from('Cohorte \xe9t\xe9', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('Zo\xeb Bank :grinning:', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
  });

  it('lists only the chosen cohorts, every rated cohort without any, and only the header when none has ratings', async ({
    ctx,
    admin,
    world,
  }) => {
    const get = async (q: string) => readCsv(await ctx.api({ method: 'GET', url: `${NPS_URL}${q}`, token: admin.token }));
    expect((await get(`?cohort_ids=${world.cohort2}`)).map((r) => r[2])).toEqual(['Cohort', 'Second']);
    expect((await get('')).map((r) => r[2])).toEqual(expect.arrayContaining(['Cohorte été', 'Second']));
    expect(await get(`?cohort_ids=${world.unrated}`)).toEqual([NPS_HEADER]);
  });

  it('refuses malformed cohort lists with a 400 naming cohort_ids', async ({ ctx, admin }) => {
    for (const bad of ['x', '0', '1,,2', '1;2']) {
      const res = await ctx.api({ method: 'GET', url: `${NPS_URL}?cohort_ids=${encodeURIComponent(bad)}`, token: admin.token });
      expect(res.statusCode, bad).toBe(400);
      expect(namedFields(res)).toContain('cohort_ids');
    }
  });

  it('aggregates the course’s answers per skills-list item and scenario, matching the hand count', async ({
    ctx,
    admin,
    sc,
    world,
  }) => {
    for (const who of [admin, sc]) {
      const res = await ctx.api({ method: 'GET', url: `${AGGREGATE_URL}?course_id=${world.course.id}`, token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${CSV_REPORTS.aggregate.fileName}"`);
      const A = 'Angry customer';
      const B = 'Late payment';
      const tf = (scenario: string, counts: number[], shares: string[]) =>
        ['On Standard', 'Needs Practice', 'N/A', 'DNGT'].map((answer, i) => [
          'Greets the caller',
          'True/False',
          scenario,
          answer,
          String(counts[i]),
          shares[i],
        ]);
      const mc = (scenario: string, counts: number[], shares: string[]) =>
        ['Calm', 'Warm', 'Cold'].map((answer, i) => ['Tone', 'Multiple choice', scenario, answer, String(counts[i]), shares[i]]);
      expect(readCsv(res)).toEqual([
        AGGREGATE_HEADER,
        ['Opening', 'Heading', '', '', '', ''],
        ...tf(A, [2, 0, 1, 0], ['66.7', '0', '33.3', '0']),
        ...tf(B, [1, 1, 0, 1], ['33.3', '33.3', '0', '33.3']),
        ['Closing', 'Sub-heading', '', '', '', ''],
        ['What went well?', 'Short answer', A, 'Answered', '2', ''],
        ['What went well?', 'Short answer', B, 'Answered', '1', ''],
        ...mc(A, [2, 1, 0], ['66.7', '33.3', '0']),
        ...mc(B, [0, 0, 1], ['0', '0', '100']),
      ]);
    }
  });

  it('narrows by the participant’s region, branch and manager (case aside) and by the shift’s start', async ({
    ctx,
    admin,
    world,
  }) => {
    const get = async (params: Record<string, string | undefined>) => {
      const res = await ctx.api({
        method: 'GET',
        url: `${AGGREGATE_URL}?${query({ course_id: world.course.id, ...params })}`,
        token: admin.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return readCsv(res);
    };
    const onStandard = (csv: Csv, scenario: string) =>
      csv.find((r) => r[0] === 'Greets the caller' && r[2] === scenario && r[3] === 'On Standard')?.[4];
    const needsPractice = (csv: Csv) => csv.find((r) => r[2] === 'Late payment' && r[3] === 'Needs Practice')?.[4];
    // P1 alone: East, North, Mona.
    for (const filter of [{ region: 'east' }, { branch: 'NORTH' }, { manager_name: 'Mona' }]) {
      const csv = await get(filter);
      expect([onStandard(csv, 'Angry customer'), needsPractice(csv)], JSON.stringify(filter)).toEqual(['1', '1']);
    }
    // P2 alone (a manager name with an accent).
    expect(onStandard(await get({ manager_name: 'Noé', region: 'West' }), 'Angry customer')).toBe('1');
    // The second shift alone (P3): in [day 10, day 20).
    const later = await get({
      start_time: new Date(Date.now() + 10 * DAY).toISOString(),
      end_time: new Date(Date.now() + 20 * DAY).toISOString(),
    });
    expect(onStandard(later, 'Late payment')).toBe('1');
    expect(later.find((r) => r[2] === 'Angry customer' && r[3] === 'N/A')).toEqual([
      'Greets the caller',
      'True/False',
      'Angry customer',
      'N/A',
      '1',
      '100',
    ]);
    // Nobody matches: the header alone.
    expect(await get({ region: 'East', branch: 'South' })).toEqual([AGGREGATE_HEADER]);
    expect(await get({ end_time: new Date(Date.now() + DAY).toISOString(), start_time: new Date().toISOString() })).toEqual([
      AGGREGATE_HEADER,
    ]);
  });

  it('answers a course without answers with the header alone, and an unknown course with 404', async ({ ctx, admin, world }) => {
    const empty = await ctx.api({ method: 'GET', url: `${AGGREGATE_URL}?course_id=${world.emptyCourse.id}`, token: admin.token });
    expect(empty.statusCode).toBe(200);
    expect(readCsv(empty)).toEqual([AGGREGATE_HEADER]);
    expect(iconv.decode(empty.rawPayload, 'win1252')).toBe(`${AGGREGATE_HEADER.join(',')}\r\n`);
    const unknown = await ctx.api({ method: 'GET', url: `${AGGREGATE_URL}?course_id=999999`, token: admin.token });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a course and refuses bad filters with a 400 naming the parameter', async ({ ctx, admin, world }) => {
    const id = world.course.id;
    const now = new Date().toISOString();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{}, 'course_id'],
      [{ region: 'East' }, 'course_id'],
      [{ course_id: 'abc' }, 'course_id'],
      [{ course_id: '0' }, 'course_id'],
      [{ course_id: id, start_time: 'yesterday' }, 'start_time'],
      [{ course_id: id, end_time: '2026-13-01' }, 'end_time'],
      [{ course_id: id, start_time: now, end_time: new Date(Date.now() - DAY).toISOString() }, 'end_time'],
      [{ course_id: id, region: 'x'.repeat(201) }, 'region'],
      [{ course_id: id, branch: 'y'.repeat(201) }, 'branch'],
      [{ course_id: id, manager_name: 'z'.repeat(201) }, 'manager_name'],
    ];
    for (const [params, field] of cases) {
      const res = await ctx.api({ method: 'GET', url: `${AGGREGATE_URL}?${query(params)}`, token: admin.token });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(namedFields(res), JSON.stringify(params)).toContain(field);
    }
  });
});
