import { randomBytes } from 'node:crypto';
import type { InviteStatus, ShiftType } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { test } from 'vitest';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import {
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  mailOutbox,
  participantAssessments,
  scenarioComponents,
  userAvailabilities,
  userQualifications,
} from '../db/schema';
import { createTestContext, type TestContext } from './harness';

/**
 * The set-up the API tests share: signed-in users of each role, and rows put straight into the
 * database so that a test of one module need not go through another module's endpoints. The row
 * helpers take the database or a transaction, fill in what the test does not care about, and return
 * the inserted row where a test uses it. Set-up that only one module needs stays in its test-fixtures.ts.
 */

/**
 * The fields a 400 names: its text and the paths in its details (the text names a field by its
 * form label, the details by its path in the request).
 */
export function namedFields(res: { json(): unknown }): string {
  const body = res.json() as { error?: string; details?: Array<{ field?: string }> };
  const fields = Array.isArray(body.details) ? body.details.map((d) => d.field ?? '') : [];
  return [body.error ?? '', ...fields].join(' | ');
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A signed-in user and their bearer token, as `ctx.signIn` returns them. */
export type Session = Awaited<ReturnType<TestContext['signIn']>>;

/** Signs in one new user of each role, in this order: admin, sc, coach, rp, participant. */
export async function signInEachRole(ctx: Pick<TestContext, 'signIn'>) {
  const admin = await ctx.signIn('admin');
  const sc = await ctx.signIn('sc');
  const coach = await ctx.signIn('coach');
  const rp = await ctx.signIn('rp');
  const participant = await ctx.signIn('participant');
  return { admin, sc, coach, rp, participant };
}

/**
 * The bearer tokens of `signInEachRole`: the admin's, the sc's, and those of the roles that may not
 * manage courses (coach, rp, participant), keyed by role.
 */
export async function signInTokens(ctx: Pick<TestContext, 'signIn'>) {
  const { admin, sc, coach, rp, participant } = await signInEachRole(ctx);
  return {
    admin: admin.token,
    sc: sc.token,
    nonManagers: { coach: coach.token, rp: rp.token, participant: participant.token },
  };
}

/**
 * The preamble of an API test file as vitest fixtures: `apiTest('…', async ({ ctx, admin }) => …)`
 * builds the app on a fresh database the first time a test of the file asks for it and closes it
 * after the file's last test; `admin`, `sc`, `coach`, `rp` and `participant` are one signed-in user
 * of each role per file (made only when a test names them). A file adds its own file-wide set-up
 * with `apiTest.extend(name, { scope: 'file' }, …)`; `apiTest.beforeAll` receives these fixtures too.
 * `ownCtx` is an app of the same configuration on a database of its own, built for the one test that
 * names it and closed after it, for a test that must be alone in its database (an empty one, or the
 * only administrator).
 * `appConfig` is what the file's app runs with over the test configuration (none by default): a file
 * that needs its own redefines it, `apiTest.extend('appConfig', { scope: 'file' }, { timeZone: … })`,
 * or with a function for set-up that needs undoing (a temporary data directory). Redefine it with
 * `extend`, not `override`: the files of a worker share this module, and a top-level `override`
 * would change `apiTest` for the files that run after.
 * After every test the data invariants of db/invariants.ts are checked on every open test database
 * (test/invariants.ts); a test that builds broken data on purpose waives one by name, `waiveInvariant`.
 */
export const apiTest = test
  .extend('appConfig', { scope: 'file' }, {} as Partial<Config>)
  .extend('ctx', { scope: 'file' }, async ({ appConfig }, { onCleanup }) => {
    const ctx = await createTestContext(appConfig);
    onCleanup(() => ctx.close());
    return ctx;
  })
  .extend('ownCtx', async ({ appConfig }, { onCleanup }) => {
    const ctx = await createTestContext(appConfig);
    onCleanup(() => ctx.close());
    return ctx;
  })
  .extend('admin', { scope: 'file' }, ({ ctx }) => ctx.signIn('admin'))
  .extend('sc', { scope: 'file' }, ({ ctx }) => ctx.signIn('sc'))
  .extend('coach', { scope: 'file' }, ({ ctx }) => ctx.signIn('coach'))
  .extend('rp', { scope: 'file' }, ({ ctx }) => ctx.signIn('rp'))
  .extend('participant', { scope: 'file' }, ({ ctx }) => ctx.signIn('participant'));

/** A short random suffix for names and keys that must not clash within one test database. */
const uniqueTag = () => randomBytes(4).toString('hex');

function inserted<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} insert failed`);
  return row;
}

/** A client; `createdAt` also sets `updatedAt`, for tests of the list order. */
export async function insertClient(db: Tx, opts: { orgName?: string; contactEmail?: string; createdAt?: Date } = {}) {
  const rows = await db
    .insert(clients)
    .values({
      orgName: opts.orgName ?? `Client ${uniqueTag()}`,
      contactEmail: opts.contactEmail,
      ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    })
    .returning();
  return inserted(rows, 'client');
}

/** Scenario component type ids seeded by the migrations. */
export const COMPONENT_TYPE = { Introduction: 1, Scenario: 2, Break: 3, Debrief: 4 } as const;

export interface ComponentSpec {
  type: keyof typeof COMPONENT_TYPE;
  /** Minutes; the column's default (30) when left out. */
  duration?: number;
  content?: string;
}

/** The course's scenario: one component per entry, positioned in the order given. */
export async function insertScenarioComponents(db: Tx, courseId: number, components: ComponentSpec[]) {
  const rows = [];
  for (const [position, component] of components.entries()) {
    const made = await db
      .insert(scenarioComponents)
      .values({
        courseId,
        scenarioComponentTypeId: COMPONENT_TYPE[component.type],
        duration: component.duration,
        content: component.content,
        position,
      })
      .returning();
    rows.push(inserted(made, 'scenario component'));
  }
  return rows;
}

export interface CourseOptions {
  /** The course's client; a new client (named `clientName` when given) when left out. */
  clientId?: number;
  clientName?: string;
  name?: string;
  /** The registration key; a random one when left out. */
  key?: string;
  /** When given, the course gets its course_preferences row with these values. */
  preferences?: Omit<typeof coursePreferences.$inferInsert, 'courseId'>;
  /** When given, the course's scenario, in this order. */
  components?: ComponentSpec[];
}

/** A course, with its client, preferences row and scenario as the options ask. */
export async function insertCourse(db: Tx, opts: CourseOptions = {}) {
  const clientId = opts.clientId ?? (await insertClient(db, { orgName: opts.clientName })).id;
  const tag = uniqueTag();
  const rows = await db
    .insert(courses)
    .values({ clientId, name: opts.name ?? `Course ${tag}`, key: opts.key ?? `k${tag}${Date.now().toString(36)}` })
    .returning();
  const course = inserted(rows, 'course');
  if (opts.preferences) await db.insert(coursePreferences).values({ ...opts.preferences, courseId: course.id });
  if (opts.components) await insertScenarioComponents(db, course.id, opts.components);
  return course;
}

export async function insertCohort(db: Tx, courseId: number, name: string) {
  return inserted(await db.insert(cohorts).values({ courseId, name }).returning(), 'cohort');
}

export interface ShiftOptions {
  type?: ShiftType;
  /** When it begins: by default `daysAhead` (7) days from now. */
  begins?: Date | string;
  daysAhead?: number;
  /** When it ends: by default `hours` (3) hours after it begins. */
  ends?: Date | string;
  hours?: number;
  /** A new cohort of the course with this name, which the shift belongs to. */
  cohortName?: string;
  coachId?: number | null;
  coordinatorId?: number | null;
  sessions?: number | null;
  extensions?: number | null;
}

/**
 * The times given to shifts made without a start, per database: each such shift starts at the first
 * moment from the one asked for (`daysAhead`) at which it overlaps none of them, so the shifts tests
 * make for the same people are never two at once (the data invariant no_overlapping_places).
 */
const defaultTimes = new WeakMap<object, Array<{ begins: number; ends: number }>>();
function defaultStart(db: Tx, from: number, length: number): Date {
  const taken = defaultTimes.get(db) ?? [];
  defaultTimes.set(db, taken);
  let begins = from;
  for (let moved = true; moved; ) {
    moved = false;
    for (const t of taken) {
      if (begins < t.ends && t.begins < begins + length) {
        begins = t.ends;
        moved = true;
      }
    }
  }
  taken.push({ begins, ends: begins + length });
  return new Date(begins);
}

/** A shift (course event) of the course; by default a three-hour roleplay shift a week from now. */
export async function insertShift(db: Tx, courseId: number, opts: ShiftOptions = {}) {
  const cohortId = opts.cohortName ? (await insertCohort(db, courseId, opts.cohortName)).id : null;
  const length = (opts.hours ?? 3) * HOUR;
  const from = Date.now() + (opts.daysAhead ?? 7) * DAY;
  const begins = opts.begins ? new Date(opts.begins) : opts.ends ? new Date(from) : defaultStart(db, from, length);
  const ends = opts.ends ? new Date(opts.ends) : new Date(begins.getTime() + length);
  const rows = await db
    .insert(courseEvents)
    .values({
      courseId,
      type: opts.type ?? 'roleplay',
      begins,
      ends,
      cohortId,
      coachId: opts.coachId ?? null,
      shiftCoordinatorId: opts.coordinatorId ?? null,
      sessions: opts.sessions ?? null,
      extensions: opts.extensions ?? null,
    })
    .returning();
  return inserted(rows, 'shift');
}

/** A roleplay shift as the shift forms make them: two sessions and one extension unless told otherwise. */
export function insertRoleplayShift(db: Tx, courseId: number, opts: Omit<ShiftOptions, 'type'> = {}) {
  return insertShift(db, courseId, { sessions: 2, extensions: 1, ...opts, type: 'roleplay' });
}

/** A person's invite to a shift; `swapToUserId` names the one user a swap is offered to. */
export async function insertInvite(
  db: Tx,
  eventId: number,
  userId: number,
  status: InviteStatus = 'invited',
  opts: { swapToUserId?: number | null } = {},
) {
  const rows = await db
    .insert(eventInvites)
    .values({ eventId, userId, status, swapToUserId: opts.swapToUserId ?? null })
    .returning();
  return inserted(rows, 'invite');
}

/** Makes the user qualified for the course. */
export async function qualify(db: Tx, userId: number, courseId: number) {
  await db.insert(userQualifications).values({ userId, courseId });
}

/** The user's availability between two instants. */
export async function insertAvailability(db: Tx, userId: number, start: Date | string, end: Date | string) {
  const rows = await db
    .insert(userAvailabilities)
    .values({ userId, startTime: new Date(start), endTime: new Date(end) })
    .returning();
  return inserted(rows, 'availability');
}

/** Enrols the user in the course as a participant; `createdAt` sets the enrolment time. */
export async function enrol(db: Tx, courseId: number, userId: number, opts: { createdAt?: Date } = {}) {
  await db.insert(courseParticipants).values({ courseId, userId, createdAt: opts.createdAt });
}

/** A participant's assessment in a shift, unfinished unless `completed`. */
export async function insertAssessment(db: Tx, eventId: number, userId: number, opts: { completed?: boolean } = {}) {
  await db.insert(participantAssessments).values({ eventId, userId, completedAt: opts.completed ? new Date() : null });
}

/** Puts a queued message into a chosen state (times, status, attempts) as if the worker had been at it. */
export async function setOutboxRow(db: Tx, id: number, values: PgUpdateSetSource<typeof mailOutbox>) {
  await db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}
