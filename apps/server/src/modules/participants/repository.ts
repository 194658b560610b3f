import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  clients,
  courseEvents,
  courseParticipants,
  courses,
  eventInvites,
  participantAssessments,
  participantProfiles,
  participantSlots,
  users,
} from '../../db/schema';
import { inPage, matchedPageIds, matchesOf, matchesTotal, type PageWindow } from '../../lib/paging';
import { preparedRead } from '../../lib/prepared';
import { containsPattern, holdsPlaceSql, nextStamp } from '../../lib/records';
import { liveTotalSql } from '../users';

// Every query of the participants module: the directory, orphaned participants, a participant's
// course list and profile. The directory and the course list are read models over users, clients,
// courses and the shifts (see KEPT_CROSSINGS in table-ownership.test.ts).

export type ProfileRow = typeof participantProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof participantProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

// Written as a constant so the planner can use the partial index of live participants by name.
const liveParticipant = and(isNull(users.deletedAt), sql`${users.roles} @> '{participant}'::text[]`);
const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/** How the directory is narrowed: exact manager name, branch and region; search in names and e-mails. */
export interface DirectoryFilter {
  managerName?: string | undefined;
  branch?: string | undefined;
  region?: string | undefined;
  search?: string | undefined;
}

function directoryWhere(filter: DirectoryFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [liveParticipant];
  if (filter.managerName) conditions.push(eq(participantProfiles.managerName, filter.managerName));
  if (filter.branch) conditions.push(eq(participantProfiles.branch, filter.branch));
  if (filter.region) conditions.push(eq(participantProfiles.region, filter.region));
  if (filter.search) conditions.push(searchedParticipant(filter.search));
  return and(...conditions);
}

/**
 * The users whose name, address or manager's name contains `search`. The managers' matches are read
 * first (through their trigram index) as an id list, so that all three conditions are on `users`
 * and the planner can OR three index scans; an OR across the join could only be read row by row.
 */
function searchedParticipant(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const byManager = sql`${users.id} = any(array(
    select ${participantProfiles.userId} from ${participantProfiles} where ${ilike(participantProfiles.managerName, pattern)}
  ))`;
  return or(ilike(users.name, pattern), ilike(users.email, pattern), byManager);
}

/** How many live participants the directory filter matches. */
export async function countDirectory(tx: Tx, filter: DirectoryFilter): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(directoryWhere(filter));
  return row?.total ?? 0;
}

/** A participant's courses, by name, as a JSON list of `{id, name}` (the directory's Courses column). */
const enrolledCourses = sql<Array<{ id: number; name: string }>>`coalesce((
  select json_agg(json_build_object('id', ${courses.id}, 'name', ${courses.name}) order by lower(${courses.name}), ${courses.id})
  from ${courseParticipants} join ${courses} on ${courses.id} = ${courseParticipants.courseId}
  where ${courseParticipants.userId} = ${users.id}
), '[]'::json)`;

/** A directory row: the participant with their profile, client and courses. */
const directoryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  clientId: clients.id,
  clientName: clients.orgName,
  managerName: participantProfiles.managerName,
  region: participantProfiles.region,
  branch: participantProfiles.branch,
  location: participantProfiles.location,
  courses: enrolledCourses,
};

/** A directory row: the participant with their profile, client and courses (`directoryColumns`). */
export interface DirectoryRow {
  id: number;
  name: string;
  email: string;
  clientId: number | null;
  clientName: string | null;
  managerName: string | null;
  region: string | null;
  branch: string | null;
  location: string | null;
  courses: Array<{ id: number; name: string }>;
}

/** The directory rows of a page's ids, by name, each carrying `total` (`from` starts the query: `tx`, or `tx.with(…)`). */
function directoryRows(from: Pick<Tx, 'select'>, pageIds: SQLWrapper, total: SQL<number>) {
  return from
    .select({ row: directoryColumns, total })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(clients, eq(clients.id, participantProfiles.clientId))
    .where(inPage(users.id, pageIds))
    .orderBy(...byName);
}

/**
 * One page of the filtered directory, by name, with each participant's profile, client and courses,
 * each row carrying how many match in all: the page and the count are read from one reading of the
 * matches (`matchesOf`), and only the page's own rows are joined.
 */
export async function listDirectoryPage(
  tx: Tx,
  filter: DirectoryFilter,
  page: PageWindow,
): Promise<Array<{ row: DirectoryRow; total: number }>> {
  const matches = matchesOf(
    tx,
    tx
      .select({ id: users.id, sortKey: sql<string>`lower(${users.name})`.as('sort_key') })
      .from(users)
      .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
      .where(directoryWhere(filter)),
  );
  return directoryRows(tx.with(matches), matchedPageIds(tx, matches, page), matchesTotal(matches));
}

/**
 * One page of the whole directory (no filter), each row carrying the number of live participants
 * (kept by the users module): one prepared statement.
 */
export async function listWholeDirectoryPage(tx: Tx, page: PageWindow): Promise<Array<{ row: DirectoryRow; total: number }>> {
  return wholeDirectoryPage(tx, page);
}

const wholeDirectoryPage = preparedRead<PageWindow, Array<{ row: DirectoryRow; total: number }>>(
  'participants_directory_page',
  ['limit', 'offset'],
  (tx, page) =>
    directoryRows(
      tx,
      // The page's ids along the name index alone: a deep page skips index entries, not rows.
      tx
        .select({ id: users.id })
        .from(users)
        .where(liveParticipant)
        .orderBy(...byName)
        .limit(page.limit)
        .offset(page.offset),
      liveTotalSql('participants'),
    ),
);

/** The distinct non-empty values of one profile column among live participants, sorted. */
async function distinctValues(tx: Tx, field: 'managerName' | 'branch' | 'region'): Promise<string[]> {
  const column = participantProfiles[field];
  const rows = await tx
    .selectDistinct({ value: column })
    .from(participantProfiles)
    .innerJoin(users, eq(users.id, participantProfiles.userId))
    .where(and(liveParticipant, sql`${column} <> ''`))
    .orderBy(column);
  return rows.map((r) => r.value);
}

/** The manager names, branches and regions some live participant has: the directory pickers. */
export async function directoryFilterValues(tx: Tx) {
  return {
    managerNames: await distinctValues(tx, 'managerName'),
    branches: await distinctValues(tx, 'branch'),
    regions: await distinctValues(tx, 'region'),
  };
}

const enrolled = sql`exists (select 1 from ${courseParticipants} where ${courseParticipants.userId} = ${users.id})`;
const clientWithoutCourse = sql`(${participantProfiles.clientId} is not null and not exists (
  select 1 from ${courses} where ${courses.clientId} = ${participantProfiles.clientId}
))`;
/** Orphaned: in no course, or their client has no course. */
const orphanedWhere = and(liveParticipant, sql`(not ${enrolled} or ${clientWithoutCourse})`);

/** How many live participants are orphaned (matching the search, when given). */
export async function countOrphaned(tx: Tx, search: string | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(and(orphanedWhere, orphanSearch(search)));
  return row?.total ?? 0;
}

function orphanSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** One page of orphaned participants, by name, each with why they are listed. */
export async function listOrphanedPage(tx: Tx, search: string | undefined, page: PageWindow) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      clientName: clients.orgName,
      reason: sql<
        'no_course' | 'client_has_no_course'
      >`case when ${clientWithoutCourse} then 'client_has_no_course' else 'no_course' end`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .leftJoin(clients, eq(clients.id, participantProfiles.clientId))
    .where(and(orphanedWhere, orphanSearch(search)))
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
}

/** The users among `ids` that are live orphaned participants, their rows locked until the transaction ends. */
export async function lockOrphaned(tx: Tx, ids: number[]): Promise<Array<{ id: number; updatedAt: Date }>> {
  return tx
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .leftJoin(participantProfiles, eq(participantProfiles.userId, users.id))
    .where(and(inArray(users.id, ids), orphanedWhere))
    .orderBy(users.id)
    .for('update', { of: users });
}

/**
 * A shift of the course the participant holds a place in: an invite not declined (orientation and
 * live shifts), a participant slot (roleplay shifts), or an assessment.
 */
function placeInShiftOf(course: SQL, userId: SQL | number): SQL {
  return sql`${courseEvents.courseId} = ${course} and (
    exists (select 1 from ${eventInvites} where ${eventInvites.eventId} = ${courseEvents.id}
      and ${eventInvites.userId} = ${userId} and ${holdsPlaceSql(eventInvites.status)})
    or exists (select 1 from ${participantSlots} where ${participantSlots.eventId} = ${courseEvents.id}
      and ${participantSlots.userId} = ${userId})
    or exists (select 1 from ${participantAssessments} where ${participantAssessments.eventId} = ${courseEvents.id}
      and ${participantAssessments.userId} = ${userId})
  )`;
}

/**
 * True when the participant holds a place in a shift of the course (see placeInShiftOf): the one
 * rule behind 'Registered', on a participant's course list and on the course's Participants page.
 */
export function holdsPlaceInCourseSql(course: SQL, user: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${courseEvents} where ${placeInShiftOf(course, user)})`;
}

/**
 * The courses of a participant: those they are enrolled in and those they hold a place in a shift
 * of, by name, with the enrolment date, the latest shift they hold a place in and the latest
 * completion of their assessment in a shift of the course.
 */
export async function courseList(tx: Tx, userId: number) {
  const course = sql`${courses.id}`;
  return tx
    .select({
      courseId: courses.id,
      courseName: courses.name,
      clientName: clients.orgName,
      enrolledAt: courseParticipants.createdAt,
      shiftBegins:
        sql<Date | null>`(select max(${courseEvents.begins}) from ${courseEvents} where ${placeInShiftOf(course, userId)})`.mapWith(
          (value: unknown) => (value === null ? null : new Date(value as string)),
        ),
      completedAt: sql<Date | null>`(
        select max(${participantAssessments.completedAt}) from ${participantAssessments}
        join ${courseEvents} on ${courseEvents.id} = ${participantAssessments.eventId}
        where ${courseEvents.courseId} = ${courses.id} and ${participantAssessments.userId} = ${userId}
      )`.mapWith((value: unknown) => (value === null ? null : new Date(value as string))),
    })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .leftJoin(courseParticipants, and(eq(courseParticipants.courseId, courses.id), eq(courseParticipants.userId, userId)))
    .where(
      or(
        sql`${courseParticipants.userId} is not null`,
        sql`exists (select 1 from ${courseEvents} where ${placeInShiftOf(course, userId)})`,
      ),
    )
    .orderBy(asc(sql`lower(${courses.name})`), asc(courses.id));
}

/** A participant's profile with the client's name, or undefined when none was saved or imported. */
export async function findProfile(tx: Tx, userId: number, lock = false) {
  const query = tx
    .select({ profile: participantProfiles, clientName: clients.orgName })
    .from(participantProfiles)
    .leftJoin(clients, eq(clients.id, participantProfiles.clientId))
    .where(eq(participantProfiles.userId, userId));
  const [row] = lock ? await query.for('update', { of: participantProfiles }) : await query;
  return row;
}

/** True when a client has this id. */
export async function clientExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return row !== undefined;
}

/** Creates a profile; undefined when one appeared meanwhile (another editor was first). */
export async function insertProfile(tx: Tx, userId: number, values: ProfileValues): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .insert(participantProfiles)
    .values({ ...values, userId })
    .onConflictDoNothing({ target: participantProfiles.userId })
    .returning();
  return row;
}

/** Writes changes to a profile and moves its version stamp on from `previous`. */
export async function updateProfile(tx: Tx, userId: number, changes: ProfileValues, previous: Date): Promise<void> {
  await tx
    .update(participantProfiles)
    .set({ ...changes, updatedAt: nextStamp(previous) })
    .where(eq(participantProfiles.userId, userId));
}
