import { MESSAGES, PARTICIPANT_CSV_COLUMNS, PARTICIPANT_IMPORT_MAX_ROWS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { auditLog, courseParticipants, participantProfiles, users } from '../../db/schema';
import { apiTest, insertClient, insertCourse } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; content: string | Buffer };

/** A multipart/form-data body built by hand: boundary lines, part headers and CRLFs. */
function multipart(parts: Part[]) {
  const boundary = `----clients-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'text/csv'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push(
      Buffer.isBuffer((part as { content?: unknown }).content)
        ? (part as { content: Buffer }).content
        : Buffer.from('value' in part ? part.value : part.content),
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HEADER = PARTICIPANT_CSV_COLUMNS.join(',');
const csvFile = (content: string | Buffer, filename = 'participants.csv'): Part => ({ name: 'csv', filename, content });
const courseField = (id: number | string): Part => ({ name: 'course_id', value: String(id) });

/**
 * The shared preamble, plus this file's importing client with two courses, a course of another
 * client, `upload` (sends a multipart body to the client's import, as the sc unless told) and
 * `snapshot` and `auditCount`, which show whether an import changed anything.
 */
const it = apiTest
  .extend(
    'clientId',
    { scope: 'file' },
    async ({ ctx }) => (await insertClient(ctx.database.db, { orgName: 'Importing Client', contactEmail: 'a@test.example' })).id,
  )
  .extend(
    'courseId',
    { scope: 'file' },
    async ({ ctx, clientId }) => (await insertCourse(ctx.database.db, { clientId, name: 'Course One', key: 'import-one' })).id,
  )
  .extend(
    'secondCourseId',
    { scope: 'file' },
    async ({ ctx, clientId }) => (await insertCourse(ctx.database.db, { clientId, name: 'Course Two', key: 'import-two' })).id,
  )
  .extend('otherClientCourseId', { scope: 'file' }, async ({ ctx }) => {
    const db = ctx.database.db;
    const other = await insertClient(db, { orgName: 'Other Client', contactEmail: 'b@test.example' });
    return (await insertCourse(db, { clientId: other.id, name: 'Foreign Course', key: 'import-foreign' })).id;
  })
  .extend(
    'upload',
    { scope: 'file' },
    ({ ctx, sc, clientId }) =>
      (parts: Part[], opts: { token?: string; client?: number | string } = {}) => {
        const body = multipart(parts);
        return ctx.api({
          method: 'PUT',
          url: `/clients/${opts.client ?? clientId}/upload_participants`,
          ...body,
          ...(opts.token === undefined ? { token: sc.token } : opts.token ? { token: opts.token } : {}),
        });
      },
  )
  /** Row counts and version stamps of everything an import may touch. */
  .extend('snapshot', { scope: 'file' }, ({ ctx }) => async () => {
    const db = ctx.database.db;
    const [u] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        stamps: sql<string>`string_agg(${users.updatedAt}::text, ',' order by ${users.id})`,
      })
      .from(users);
    const [p] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        stamps: sql<string>`coalesce(string_agg(${participantProfiles.updatedAt}::text, ',' order by ${participantProfiles.userId}), '')`,
      })
      .from(participantProfiles);
    const [e] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(courseParticipants);
    return { users: u, profiles: p, enrolments: e?.n };
  })
  .extend('auditCount', { scope: 'file' }, ({ ctx }) => async () => {
    const [a] = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    return a?.n ?? 0;
  });

function expectBad(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('bad_request');
  expect(res.json().error).toContain(field);
}

describe(`participant CSV import (${testDbKind})`, () => {
  describe('access', () => {
    it('refuses an anonymous caller with 401', async ({ courseId, upload }) => {
      const res = await upload([courseField(courseId), csvFile(`${HEADER}\r\nA,B,a@b.example,,,,,,,\r\n`)], { token: '' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.sessionExpired);
    });

    it('refuses a coach, a role-player and a participant with 403, and changes nothing', async ({
      coach,
      rp,
      participant,
      courseId,
      upload,
      snapshot,
    }) => {
      const before = await snapshot();
      for (const who of [coach, rp, participant]) {
        const res = await upload([courseField(courseId), csvFile(`${HEADER}\r\nA,B,x.${who.user.id}@b.example,,,,,,,\r\n`)], {
          token: who.token,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: MESSAGES.forbidden, code: 'forbidden' });
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('request checks', () => {
    const good = `${HEADER}\r\nRequest,Check,request.check@p.example,,,,,,,\r\n`;

    it('answers 404 for an unknown client and 400 for a bad client id', async ({ courseId, upload }) => {
      const res = await upload([courseField(courseId), csvFile(good)], { client: 999999 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Client not found');
      expectBad(await upload([courseField(courseId), csvFile(good)], { client: 'abc' }), 'id');
    });

    it('refuses a body that is not multipart, naming csv', async ({ ctx, sc, clientId, courseId }) => {
      const res = await ctx.api({
        method: 'PUT',
        url: `/clients/${clientId}/upload_participants`,
        payload: { course_id: courseId },
        token: sc.token,
      });
      expectBad(res, 'csv');
    });

    it('refuses a missing or malformed course_id', async ({ upload }) => {
      expectBad(await upload([csvFile(good)]), 'course_id');
      expectBad(await upload([courseField('abc'), csvFile(good)]), 'course_id');
      expectBad(await upload([courseField('-3'), csvFile(good)]), 'course_id');
    });

    it('refuses a course of another client, or none at all, naming course_id', async ({ otherClientCourseId, upload }) => {
      expectBad(await upload([courseField(otherClientCourseId), csvFile(good)]), 'course_id');
      expectBad(await upload([courseField(999999), csvFile(good)]), 'course_id');
    });

    it('refuses no file, two files, a file in another field and a file that is not CSV', async ({
      courseId,
      upload,
      snapshot,
    }) => {
      const before = await snapshot();
      const none = await upload([courseField(courseId)]);
      expectBad(none, 'csv');
      expect(none.json().error).toBe('Invalid body: csv file is required');
      const two = await upload([courseField(courseId), csvFile(good), csvFile(good, 'second.csv')]);
      expectBad(two, 'csv');
      expect(two.json().error).toBe('Invalid body: csv takes exactly one file');
      expectBad(await upload([courseField(courseId), { name: 'file', filename: 'p.csv', content: good }]), 'csv');
      expectBad(
        await upload([
          courseField(courseId),
          { name: 'csv', filename: 'report.pdf', type: 'application/pdf', content: '%PDF-1.7' },
        ]),
        'csv',
      );
      expectBad(
        await upload([
          courseField(courseId),
          { name: 'csv', filename: 'x.csv', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]) },
        ]),
        'csv',
      );
      expectBad(await upload([courseField(courseId), csvFile('')]), 'csv');
      expect(await snapshot()).toEqual(before);
    });

    it('accepts the file before the course_id field, and a .csv sent as a spreadsheet type', async ({
      secondCourseId,
      upload,
    }) => {
      const res = await upload([
        { name: 'csv', filename: 'Participants.CSV', type: 'application/vnd.ms-excel', content: good },
        courseField(secondCourseId),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rows: 1, created: 1, enrolled: 1 });
    });
  });

  describe('importing', () => {
    it('creates participants, profiles and enrolments; a second import of the same file changes nothing', async ({
      ctx,
      admin,
      sc,
      clientId,
      courseId,
      secondCourseId,
      upload,
      snapshot,
      auditCount,
    }) => {
      const existing = await ctx.createUser({ roles: ['participant'], name: 'Old Name', email: 'Known.Person@P.example' });
      // Columns in another order, spelt another way, with a BOM, CRLF and blank lines.
      const file = [
        '\uFEFFemail,first_name,LAST NAME,Manager Name,manager_email,region,Location,branch,TimeZone,position',
        'ann.one@p.example,Ann,One,Mary Boss,Mary.Boss@P.example,East,Toronto,B1,america/toronto,Agent',
        '',
        'KNOWN.PERSON@p.example,Known,Person,,,,,,,',
        '"bo.two@p.example","Bo","Two, Jr.",,,West,,,UTC,',
        '',
      ].join('\r\n');
      const before = await auditCount();
      const res = await upload([courseField(courseId), csvFile(file)]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: MESSAGES.clientParticipantsUploaded,
        rows: 3,
        created: 2,
        updated: 1,
        unchanged: 0,
        enrolled: 3,
      });
      expect(await auditCount()).toBe(before + 1);

      const db = ctx.database.db;
      const [ann] = await db.select().from(users).where(eq(users.email, 'ann.one@p.example'));
      expect(ann).toMatchObject({ name: 'Ann One', roles: ['participant'], passwordHash: null, mustChangePassword: false });
      const [annProfile] = await db
        .select()
        .from(participantProfiles)
        .where(eq(participantProfiles.userId, ann?.id ?? 0));
      expect(annProfile).toMatchObject({
        clientId,
        firstName: 'Ann',
        lastName: 'One',
        managerName: 'Mary Boss',
        managerEmail: 'mary.boss@p.example',
        region: 'East',
        location: 'Toronto',
        branch: 'B1',
        timeZone: 'America/Toronto',
        position: 'Agent',
      });
      const [bo] = await db.select().from(users).where(eq(users.email, 'bo.two@p.example'));
      expect(bo?.name).toBe('Bo Two, Jr.');
      const [known] = await db.select().from(users).where(eq(users.id, existing.id));
      expect(known).toMatchObject({ name: 'Known Person', email: 'Known.Person@P.example' });
      const enrolled = await db.select().from(courseParticipants).where(eq(courseParticipants.courseId, courseId));
      expect(enrolled.map((e) => e.userId).sort()).toEqual([ann?.id, bo?.id, existing.id].sort());

      const list = await ctx.api({ method: 'GET', url: `/clients/${clientId}/users?search=p.example`, token: sc.token });
      const listed = list.json().data.map((u: { email: string }) => u.email);
      expect(listed).toEqual(expect.arrayContaining(['ann.one@p.example', 'bo.two@p.example', 'Known.Person@P.example']));

      // The same file again: nothing is written, no version stamp moves.
      const settled = await snapshot();
      const again = await upload([courseField(courseId), csvFile(file)]);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({
        message: MESSAGES.clientParticipantsUploaded,
        rows: 3,
        created: 0,
        updated: 0,
        unchanged: 3,
        enrolled: 0,
      });
      expect(await snapshot()).toEqual(settled);

      // Into another course of the client: only enrolments are added.
      const second = await upload([courseField(secondCourseId), csvFile(file)], { token: admin.token });
      expect(second.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, enrolled: 3 });
      const afterSecond = await snapshot();
      expect(afterSecond.users).toEqual(settled.users);
      expect(afterSecond.profiles).toEqual(settled.profiles);
      expect(afterSecond.enrolments).toBe((settled.enrolments ?? 0) + 3);

      // A changed name touches that user alone.
      const changed = file.replace('Ann,One', 'Anne,One');
      const third = await upload([courseField(courseId), csvFile(changed)]);
      expect(third.json()).toMatchObject({ created: 0, updated: 1, unchanged: 2, enrolled: 0 });
      const [anne] = await db
        .select()
        .from(users)
        .where(eq(users.id, ann?.id ?? 0));
      expect(anne?.name).toBe('Anne One');
      expect(anne?.updatedAt.getTime()).toBeGreaterThan(ann?.updatedAt.getTime() ?? 0);
      const [unchangedBo] = await db
        .select()
        .from(users)
        .where(eq(users.id, bo?.id ?? 0));
      expect(unchangedBo?.updatedAt.getTime()).toBe(bo?.updatedAt.getTime());
    });

    it('reads a Windows-1252 file from a spreadsheet program', async ({ ctx, courseId, upload }) => {
      const file = Buffer.from(
        `${HEADER}\r\nH\u00e9l\u00e8ne,B\u00e9dard,helene.bedard@p.example,,,Qu\u00e9bec,,,,\r\n`,
        'latin1',
      );
      const res = await upload([courseField(courseId), csvFile(file)]);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'helene.bedard@p.example'));
      expect(row?.name).toBe('H\u00e9l\u00e8ne B\u00e9dard');
    });

    it('refuses a file with several bad rows, listing every line and reason, and changes nothing', async ({
      coach,
      courseId,
      upload,
      snapshot,
      auditCount,
    }) => {
      const staff = coach.user.email.toUpperCase();
      const file = [
        HEADER,
        'Good,Row,good.row@p.example,,,,,,,',
        ',Nofirst,nofirst@p.example,,,,,,,',
        'Bad,Email,not-an-email,,,,,,,',
        'Bad,Manager,bad.manager@p.example,M,manager-at-nowhere,,,,,',
        'Bad,Zone,bad.zone@p.example,,,,,,Mars/Olympus,',
        'Twice,Again,GOOD.ROW@p.example,,,,,,,',
        `Staff,Member,${staff},,,,,,,`,
        'Fine,Person,fine.person@p.example,,,,,,,',
      ].join('\n');
      const before = await snapshot();
      const audits = await auditCount();
      const res = await upload([courseField(courseId), csvFile(file)]);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('The file has 6 lines with errors; nothing was imported');
      expect(body.details.rows).toEqual([
        { line: 3, field: 'First Name', message: 'is required' },
        { line: 4, field: 'Email', message: 'is not a valid e-mail address' },
        { line: 5, field: 'Manager Email', message: 'is not a valid e-mail address' },
        { line: 6, field: 'Time Zone', message: expect.stringContaining('Mars/Olympus') },
        { line: 7, field: 'Email', message: 'good.row@p.example is already on line 2' },
        { line: 8, field: 'Email', message: expect.stringContaining('staff') },
      ]);
      expect(await snapshot()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('refuses a duplicate e-mail in the file on its second line', async ({ courseId, upload }) => {
      const file = `${HEADER}\nDup,One,dup@p.example,,,,,,,\nOther,Person,other.dup@p.example,,,,,,,\nDup,Two,Dup@P.example,,,,,,,\n`;
      const res = await upload([courseField(courseId), csvFile(file)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The file has 1 line with errors; nothing was imported');
      expect(res.json().details.rows).toEqual([{ line: 4, field: 'Email', message: 'dup@p.example is already on line 2' }]);
    });

    it("refuses a staff member's e-mail", async ({ rp, courseId, upload, snapshot }) => {
      const before = await snapshot();
      const file = `${HEADER}\nStaff,Person,${rp.user.email},,,,,,,\n`;
      const res = await upload([courseField(courseId), csvFile(file)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.rows).toEqual([
        { line: 2, field: 'Email', message: `${rp.user.email} belongs to a staff account, not a participant` },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a header with a missing column or an unknown one', async ({ courseId, upload }) => {
      const withoutRegion = PARTICIPANT_CSV_COLUMNS.filter((c) => c !== 'Region');
      const missing = await upload([courseField(courseId), csvFile(`${withoutRegion.join(',')}\nA,B,c@p.example,,,,,,\n`)]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain('Region');
      expect(missing.json().details.rows).toEqual([{ line: 1, field: 'Region', message: 'column is missing' }]);

      const extra = await upload([courseField(courseId), csvFile(`${HEADER},Nickname\nA,B,c@p.example,,,,,,,,Cee\n`)]);
      expect(extra.statusCode).toBe(400);
      expect(extra.json().details.rows).toEqual([{ line: 1, field: 'Nickname', message: 'is not a column of the template' }]);
    });

    it('refuses a file without rows, one that is not valid CSV, and one with too many rows', async ({
      courseId,
      upload,
      snapshot,
    }) => {
      const empty = await upload([courseField(courseId), csvFile(`${HEADER}\r\n\r\n`)]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('The file has no participant rows');

      const broken = await upload([courseField(courseId), csvFile(`${HEADER}\n"Open,quote,x@p.example,,,,,,,\n`)]);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error).toMatch(/^The file is not valid CSV/);

      const lines = [HEADER];
      for (let i = 0; i <= PARTICIPANT_IMPORT_MAX_ROWS; i++) lines.push(`F,L,many.${i}@p.example,,,,,,,`);
      const before = await snapshot();
      const many = await upload([courseField(courseId), csvFile(lines.join('\n'))]);
      expect(many.statusCode).toBe(400);
      expect(many.json().error).toContain(String(PARTICIPANT_IMPORT_MAX_ROWS));
      expect(await snapshot()).toEqual(before);
    });
  });
});
