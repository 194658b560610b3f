import { API_PREFIX, PARTICIPANT_CSV_COLUMNS, type Role } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  backfillOffers,
  backfillPlaces,
  callSlots,
  calls,
  courseEvents,
  courses,
  participantProfiles,
  participantSlots,
  regappWaitlist,
  userAvailabilities,
  userQualifications,
} from '../db/schema';
import { DAY, enrol, insertCourse, insertInvite, insertRoleplayShift, insertShift, qualify } from './fixtures';
import { createTestContext, TEST_PASSWORD, type TestContext, testDbKind } from './harness';

/**
 * The audit walker: every route that changes something (POST, PUT, PATCH, DELETE) is called once
 * with valid input, on records made for it, and must answer 2xx and write at least one audit row.
 * The routes come from the app itself, so a new route fails here until it has a recipe below (the
 * call that changes something) or is listed in NOT_A_CHANGE with the reason it records nothing.
 */

const ctx: TestContext = await createTestContext();
const mutating = ctx.app.routeAccess
  .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
  .map((r) => `${r.method} ${r.url.slice(API_PREFIX.length)}`)
  .sort();

type Call = InjectOptions & { token?: string };
interface Session {
  user: { id: number; name: string; email: string };
  token: string;
}
interface Kit {
  admin: Session;
  sc: Session;
  signIn(roles: Role | Role[]): Promise<Session>;
  /** A new course (of a new client) with one Scenario component. */
  course(opts?: { resourcesReady?: boolean }): Promise<{ id: number; scenarioId: number; key: string; clientId: number }>;
}

const db = () => ctx.database.db;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const soon = (days: number, hour = 15) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

/** Calls the API and returns the answer's JSON, failing on a refusal (for setting up). */
async function made<T = { id: number }>(call: Call): Promise<T> {
  const res = await ctx.api(call);
  if (res.statusCode >= 300) throw new Error(`${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function scenarioOf(courseId: number): Promise<number> {
  const rows = await ctx.database.db.query.scenarioComponents.findMany({ where: (s, { eq: is }) => is(s.courseId, courseId) });
  const [first] = rows;
  if (!first) throw new Error('course without scenario');
  return first.id;
}

/** A roleplay shift with one call in block 0 (and the course's scenario). */
async function shiftWithCall(k: Kit) {
  const course = await k.course();
  const shift = await insertRoleplayShift(db(), course.id, { daysAhead: 10 });
  const [call] = await db().insert(calls).values({ eventId: shift.id, blockNumber: 0 }).returning();
  if (!call) throw new Error('no call');
  return { course, shift, call };
}

/** A participant enrolled in the course. */
async function enrolled(k: Kit, courseId: number) {
  const person = await k.signIn('participant');
  await enrol(db(), courseId, person.user.id);
  return person;
}

/** A multipart form as a browser sends it: the body and its content-type header. */
async function multipart(parts: Record<string, string | { name: string; data: string; type: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.data], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A custom room (its calls carry their own links), for shifts that need one. */
const customRoom = (k: Kit) =>
  made({ method: 'POST', url: '/rooms', token: k.sc.token, payload: { room: { name: `Custom ${tag()}`, roomType: 'custom' } } });

/**
 * A roleplay shift of a cohort with one call, an enrolled participant seated in it and a true/false
 * item on the course's skills list: what a participant's assessment is opened on.
 */
async function assessable(k: Kit) {
  const course = await k.course();
  const shift = await insertRoleplayShift(db(), course.id, { daysAhead: 10, cohortName: `Cohort ${tag()}` });
  const call = await made({
    method: 'POST',
    url: '/calls',
    token: k.sc.token,
    payload: { call: { eventId: shift.id, blockNumber: 0 } },
  });
  const person = await enrolled(k, course.id);
  await made({
    method: 'POST',
    url: '/participant_slots',
    token: k.sc.token,
    payload: { participantSlot: { callId: call.id, userId: person.user.id } },
  });
  const types = await made<Array<{ id: number; blockType: string }>>({
    method: 'GET',
    url: '/assessment_part_types',
    token: k.sc.token,
  });
  const part = await made({
    method: 'POST',
    url: `/courses/${course.id}/assessment_parts`,
    token: k.sc.token,
    payload: {
      assessmentPart: { assessmentPartTypeId: types.find((t) => t.blockType === 'true_false')?.id, text: 'Greets the caller' },
    },
  });
  return { course, shift, call, person, partId: part.id };
}

/** The participant's assessment opened on an assessable shift (by the coordinator, who edits every column). */
async function assessed(k: Kit) {
  const world = await assessable(k);
  const assessment = await made<{ id: number; updatedAt: string }>({
    method: 'POST',
    url: '/participant_assessments',
    token: k.sc.token,
    payload: { participantAssessment: { callId: world.call.id, userId: world.person.user.id } },
  });
  return { ...world, assessment };
}

/** The seeded coaching template (binary, binary, scale, scale, scale, comment). */
const SEEDED_COACHING_TEMPLATE = 1;

/** A call of a course coached with the seeded template, with a role-player playing its scenario. */
async function coachable(k: Kit) {
  const { course, shift, call } = await shiftWithCall(k);
  await db().update(courses).set({ roleplayerAssessmentTemplateId: SEEDED_COACHING_TEMPLATE }).where(eq(courses.id, course.id));
  const rp = await k.signIn('rp');
  // A role-player in a call holds a place on its shift.
  await insertInvite(db(), shift.id, rp.user.id, 'accepted');
  await db()
    .insert(callSlots)
    .values({ callId: call.id, eventId: shift.id, blockNumber: 0, scenarioComponentId: course.scenarioId, userId: rp.user.id });
  return { call, rp };
}

const newTemplate = (k: Kit) =>
  made({
    method: 'POST',
    url: '/roleplayer_assessment_templates',
    token: k.admin.token,
    payload: {
      roleplayerAssessmentTemplate: { name: `Walked ${tag()}`, questions: [{ header: 'On time', answerType: 'binary' }] },
    },
  });

const newPart = async (k: Kit) => {
  const course = await k.course();
  const types = await made<Array<{ id: number; blockType: string }>>({
    method: 'GET',
    url: '/assessment_part_types',
    token: k.sc.token,
  });
  return made({
    method: 'POST',
    url: `/courses/${course.id}/assessment_parts`,
    token: k.sc.token,
    payload: {
      assessmentPart: { assessmentPartTypeId: types.find((t) => t.blockType === 'short_answer')?.id, text: 'What went well?' },
    },
  });
};

/** A shift a role-player holds an accepted place on, and another role-player qualified to take it. */
async function heldPlace(k: Kit, status: 'accepted' | 'swap_requested') {
  const course = await k.course();
  const shift = await insertRoleplayShift(db(), course.id, { daysAhead: 10 });
  const holder = await k.signIn('rp');
  const invite = await insertInvite(db(), shift.id, holder.user.id, status);
  const other = await k.signIn('rp');
  await qualify(db(), other.user.id, course.id);
  return { invite, holder, other };
}

/** A course open in the registration app: a visible roleplay shift ten days ahead, one call in each of blocks 0 and 1. */
async function regappShift(k: Kit) {
  const course = await k.course();
  const shift = await insertRoleplayShift(db(), course.id, { daysAhead: 10, sessions: 2, extensions: 0 });
  const rows = await db()
    .insert(calls)
    .values([
      { eventId: shift.id, blockNumber: 0 },
      { eventId: shift.id, blockNumber: 1 },
    ])
    .returning();
  return { course, shift, callIds: rows.map((r) => r.id) };
}

/** A participant of the course with a registration-app session (a regapp-scope session, as the app's sign-in link gives). */
async function regappParticipant(courseId: number) {
  const user = await ctx.createUser({ roles: ['participant'] });
  await enrol(db(), courseId, user.id);
  return { user, token: await ctx.sessionFor(user, 'regapp') };
}

/** A booking made through the app, at block 0 of a registration-app shift. */
async function regappBooking(k: Kit) {
  const { course, shift } = await regappShift(k);
  const person = await regappParticipant(course.id);
  const { booking } = await made<{ booking: { id: number } }>({
    method: 'POST',
    url: '/regapp/bookings',
    token: person.token,
    payload: { booking: { shiftId: shift.id, blockNumber: 0 } },
  });
  return { shift, person, booking };
}

/**
 * How to change something through each route: the call to make, on records made for it. Each
 * recipe runs as the role the route is for (an invitee answers their own invite).
 */
const RECIPES: Record<string, (k: Kit) => Promise<Call>> = {
  'POST /login/link': async (k) => ({ method: 'POST', url: '/login/link', payload: { email: k.sc.user.email } }),
  'POST /users': async (k) => ({
    method: 'POST',
    url: '/users',
    token: k.admin.token,
    payload: {
      user: {
        name: 'Walked Person',
        email: `walked.${tag()}@test.example`,
        roleList: ['rp'],
        password: TEST_PASSWORD,
        passwordConfirmation: TEST_PASSWORD,
      },
    },
  }),
  'PUT /users/:id': async (k) => {
    const who = await k.signIn('rp');
    return { method: 'PUT', url: `/users/${who.user.id}`, token: k.admin.token, payload: { user: { name: `Renamed ${tag()}` } } };
  },
  'DELETE /users/:id': async (k) => ({ method: 'DELETE', url: `/users/${(await k.signIn('rp')).user.id}`, token: k.admin.token }),
  'POST /users/:id/reset_password': async (k) => ({
    method: 'POST',
    url: `/users/${(await k.signIn('participant')).user.id}/reset_password`,
    token: k.admin.token,
  }),
  'POST /users/:id/user_qualifications': async (k) => ({
    method: 'POST',
    url: `/users/${(await k.signIn('rp')).user.id}/user_qualifications`,
    token: k.admin.token,
    payload: { userQualification: { courseId: (await k.course()).id } },
  }),
  'DELETE /user_qualifications/:id': async (k) => {
    const who = await k.signIn('rp');
    const [row] = await db()
      .insert(userQualifications)
      .values({ userId: who.user.id, courseId: (await k.course()).id })
      .returning();
    return { method: 'DELETE', url: `/user_qualifications/${row?.id}`, token: k.admin.token };
  },
  'POST /clients': async (k) => ({
    method: 'POST',
    url: '/clients',
    token: k.sc.token,
    payload: { client: { orgName: `Walked Org ${tag()}`, contactEmail: `org.${tag()}@test.example` } },
  }),
  'PUT /clients/:id': async (k) => {
    const client = await made({
      method: 'POST',
      url: '/clients',
      token: k.sc.token,
      payload: { client: { orgName: `Walked Org ${tag()}`, contactEmail: `org.${tag()}@test.example` } },
    });
    return { method: 'PUT', url: `/clients/${client.id}`, token: k.sc.token, payload: { client: { telephone: '555-0101' } } };
  },
  'POST /courses': async (k) => {
    const client = await made({
      method: 'POST',
      url: '/clients',
      token: k.sc.token,
      payload: { client: { orgName: `Walked Org ${tag()}`, contactEmail: `org.${tag()}@test.example` } },
    });
    return {
      method: 'POST',
      url: '/courses',
      token: k.sc.token,
      payload: { course: { name: `Walked ${tag()}`, clientId: client.id } },
    };
  },
  'PUT /courses/:id': async (k) => ({
    method: 'PUT',
    url: `/courses/${(await k.course()).id}`,
    token: k.sc.token,
    payload: { course: { name: `Renamed ${tag()}` } },
  }),
  'DELETE /courses/:id': async (k) => ({ method: 'DELETE', url: `/courses/${(await k.course()).id}`, token: k.admin.token }),
  'PUT /courses/:id/preferences': async (k) => ({
    method: 'PUT',
    url: `/courses/${(await k.course()).id}/preferences`,
    token: k.sc.token,
    payload: { preferences: { resourcesReady: true } },
  }),
  'DELETE /courses/:id/participants/:userId': async (k) => {
    const course = await k.course();
    const person = await enrolled(k, course.id);
    return { method: 'DELETE', url: `/courses/${course.id}/participants/${person.user.id}`, token: k.sc.token };
  },
  'POST /scenario_component_types': async (k) => ({
    method: 'POST',
    url: '/scenario_component_types',
    token: k.sc.token,
    payload: { name: `Warm-up ${tag()}` },
  }),
  'POST /courses/:courseId/scenario_components': async (k) => ({
    method: 'POST',
    url: `/courses/${(await k.course()).id}/scenario_components`,
    token: k.sc.token,
    payload: { scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Walked', rpReference: 1 } },
  }),
  'PUT /scenario_components/:id': async (k) => ({
    method: 'PUT',
    url: `/scenario_components/${(await k.course()).scenarioId}`,
    token: k.sc.token,
    payload: { scenarioComponent: { duration: 45 } },
  }),
  'DELETE /scenario_components/:id': async (k) => ({
    method: 'DELETE',
    url: `/scenario_components/${(await k.course()).scenarioId}`,
    token: k.sc.token,
  }),
  'POST /courses/:courseId/roleplay_shifts': async (k) => ({
    method: 'POST',
    url: `/courses/${(await k.course()).id}/roleplay_shifts`,
    token: k.sc.token,
    payload: { roleplayShift: { startTime: soon(12).toISOString(), sessions: 1, extensions: 1, cohortName: 'A' } },
  }),
  'POST /courses/:courseId/training_shifts': async (k) => ({
    method: 'POST',
    url: `/courses/${(await k.course()).id}/training_shifts`,
    token: k.sc.token,
    payload: { trainingShift: { startTime: soon(13).toISOString(), endTime: soon(13, 17).toISOString() } },
  }),
  'POST /courses/:courseId/live_shifts': async (k) => ({
    method: 'POST',
    url: `/courses/${(await k.course()).id}/live_shifts`,
    token: k.sc.token,
    payload: { liveShift: { startTime: soon(14).toISOString(), endTime: soon(14, 17).toISOString() } },
  }),
  'DELETE /roleplay_shifts/:id': async (k) => ({
    method: 'DELETE',
    url: `/roleplay_shifts/${(await insertRoleplayShift(db(), (await k.course()).id)).id}`,
    token: k.sc.token,
  }),
  'DELETE /training_shifts/:id': async (k) => ({
    method: 'DELETE',
    url: `/training_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'training' })).id}`,
    token: k.sc.token,
  }),
  'DELETE /live_shifts/:id': async (k) => ({
    method: 'DELETE',
    url: `/live_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'live' })).id}`,
    token: k.sc.token,
  }),
  'PATCH /roleplay_shifts/:id': async (k) => ({
    method: 'PATCH',
    url: `/roleplay_shifts/${(await insertRoleplayShift(db(), (await k.course()).id)).id}`,
    token: k.sc.token,
    payload: { roleplayShift: { comments: 'Walked memo' } },
  }),
  'PATCH /course_events/:id': async (k) => ({
    method: 'PATCH',
    url: `/course_events/${(await insertRoleplayShift(db(), (await k.course()).id)).id}`,
    token: k.sc.token,
    payload: { courseEvent: { begins: soon(20).toISOString() } },
  }),
  'PUT /roleplay_shifts/:id/invite': async (k) => ({
    method: 'PUT',
    url: `/roleplay_shifts/${(await insertRoleplayShift(db(), (await k.course()).id)).id}/invite`,
    token: k.sc.token,
    payload: { invites: { userIds: [(await k.signIn('rp')).user.id] } },
  }),
  'POST /roleplay_shifts/:id/event_invites': async (k) => ({
    method: 'POST',
    url: `/roleplay_shifts/${(await insertRoleplayShift(db(), (await k.course()).id)).id}/event_invites`,
    token: k.sc.token,
    payload: { userId: (await k.signIn('rp')).user.id },
  }),
  'DELETE /event_invites/:id': async (k) => {
    const shift = await insertRoleplayShift(db(), (await k.course()).id);
    const invite = await insertInvite(db(), shift.id, (await k.signIn('rp')).user.id, 'accepted');
    return { method: 'DELETE', url: `/event_invites/${invite.id}`, token: k.sc.token };
  },
  'PUT /role_players/accept_event/:id': async (k) => {
    const rp = await k.signIn('rp');
    const invite = await insertInvite(db(), (await insertRoleplayShift(db(), (await k.course()).id)).id, rp.user.id);
    return { method: 'PUT', url: `/role_players/accept_event/${invite.id}`, token: rp.token };
  },
  'PUT /role_players/reject_event/:id': async (k) => {
    const rp = await k.signIn('rp');
    const invite = await insertInvite(db(), (await insertRoleplayShift(db(), (await k.course()).id)).id, rp.user.id);
    return { method: 'PUT', url: `/role_players/reject_event/${invite.id}`, token: rp.token };
  },
  'PUT /role_players/swap_event/:id': async (k) => {
    const rp = await k.signIn('rp');
    const invite = await insertInvite(db(), (await insertRoleplayShift(db(), (await k.course()).id)).id, rp.user.id, 'accepted');
    return { method: 'PUT', url: `/role_players/swap_event/${invite.id}`, token: rp.token };
  },
  'PATCH /role_players/undo_swap/:id': async (k) => {
    const rp = await k.signIn('rp');
    const invite = await insertInvite(
      db(),
      (await insertRoleplayShift(db(), (await k.course()).id)).id,
      rp.user.id,
      'swap_requested',
    );
    return { method: 'PATCH', url: `/role_players/undo_swap/${invite.id}`, token: rp.token };
  },
  'POST /users/:userId/user_availabilities': async (k) => ({
    method: 'POST',
    url: `/users/${k.sc.user.id}/user_availabilities`,
    token: k.sc.token,
    payload: { userAvailability: { startTime: soon(30).toISOString(), endTime: soon(30, 18).toISOString() } },
  }),
  'PUT /users/:userId/user_availabilities/:id': async (k) => {
    const [row] = await db()
      .insert(userAvailabilities)
      .values({ userId: k.sc.user.id, startTime: soon(31), endTime: soon(31, 18) })
      .returning();
    return {
      method: 'PUT',
      url: `/users/${k.sc.user.id}/user_availabilities/${row?.id}`,
      token: k.sc.token,
      payload: { userAvailability: { startTime: soon(31).toISOString(), endTime: soon(31, 19).toISOString() } },
    };
  },
  'DELETE /users/:userId/user_availabilities/:id': async (k) => {
    const [row] = await db()
      .insert(userAvailabilities)
      .values({ userId: k.sc.user.id, startTime: soon(32), endTime: soon(32, 18) })
      .returning();
    return { method: 'DELETE', url: `/users/${k.sc.user.id}/user_availabilities/${row?.id}`, token: k.sc.token };
  },
  'POST /rooms': async (k) => ({
    method: 'POST',
    url: '/rooms',
    token: k.sc.token,
    payload: { room: { name: `Walked Room ${tag()}`, roomType: 'phone', localNumber: '555-0102' } },
  }),
  'PATCH /rooms/:id': async (k) => {
    const room = await made({
      method: 'POST',
      url: '/rooms',
      token: k.sc.token,
      payload: { room: { name: `Walked Room ${tag()}`, roomType: 'phone', localNumber: '555-0103' } },
    });
    return { method: 'PATCH', url: `/rooms/${room.id}`, token: k.sc.token, payload: { room: { name: `Renamed Room ${tag()}` } } };
  },
  'DELETE /rooms/:id': async (k) => {
    const room = await made({
      method: 'POST',
      url: '/rooms',
      token: k.sc.token,
      payload: { room: { name: `Walked Room ${tag()}`, roomType: 'phone', localNumber: '555-0104' } },
    });
    return { method: 'DELETE', url: `/rooms/${room.id}`, token: k.sc.token };
  },
  'POST /calls': async (k) => ({
    method: 'POST',
    url: '/calls',
    token: k.sc.token,
    payload: { call: { eventId: (await insertRoleplayShift(db(), (await k.course()).id)).id, blockNumber: 0 } },
  }),
  'DELETE /calls/:id': async (k) => ({ method: 'DELETE', url: `/calls/${(await shiftWithCall(k)).call.id}`, token: k.sc.token }),
  'DELETE /roleplay_shifts/:id/call_blocks/:blockNumber': async (k) => ({
    method: 'DELETE',
    url: `/roleplay_shifts/${(await shiftWithCall(k)).shift.id}/call_blocks/0`,
    token: k.sc.token,
  }),
  'POST /call_slots': async (k) => {
    const { course, call } = await shiftWithCall(k);
    return {
      method: 'POST',
      url: '/call_slots',
      token: k.sc.token,
      payload: { callSlot: { callId: call.id, scenarioComponentId: course.scenarioId, userId: null } },
    };
  },
  'PUT /call_slots/:id': async (k) => {
    const { course, call } = await shiftWithCall(k);
    const slot = await made({
      method: 'POST',
      url: '/call_slots',
      token: k.sc.token,
      payload: { callSlot: { callId: call.id, scenarioComponentId: course.scenarioId, userId: null } },
    });
    return { method: 'PUT', url: `/call_slots/${slot.id}`, token: k.sc.token, payload: { callSlot: { userId: null } } };
  },
  'DELETE /call_slots/:id': async (k) => {
    const { course, call } = await shiftWithCall(k);
    const slot = await made({
      method: 'POST',
      url: '/call_slots',
      token: k.sc.token,
      payload: { callSlot: { callId: call.id, scenarioComponentId: course.scenarioId, userId: null } },
    });
    return { method: 'DELETE', url: `/call_slots/${slot.id}`, token: k.sc.token };
  },
  'POST /participant_slots': async (k) => {
    const { course, call } = await shiftWithCall(k);
    const person = await enrolled(k, course.id);
    return {
      method: 'POST',
      url: '/participant_slots',
      token: k.sc.token,
      payload: { participantSlot: { callId: call.id, userId: person.user.id } },
    };
  },
  'PUT /participant_slots/:id': async (k) => {
    const { course, call, shift } = await shiftWithCall(k);
    const person = await enrolled(k, course.id);
    const slot = await made({
      method: 'POST',
      url: '/participant_slots',
      token: k.sc.token,
      payload: { participantSlot: { callId: call.id, userId: person.user.id } },
    });
    const [other] = await db().insert(calls).values({ eventId: shift.id, blockNumber: 1 }).returning();
    return {
      method: 'PUT',
      url: `/participant_slots/${slot.id}`,
      token: k.sc.token,
      payload: { participantSlot: { callId: other?.id } },
    };
  },
  'DELETE /participant_slots/:id': async (k) => {
    const { course, call } = await shiftWithCall(k);
    const person = await enrolled(k, course.id);
    const slot = await made({
      method: 'POST',
      url: '/participant_slots',
      token: k.sc.token,
      payload: { participantSlot: { callId: call.id, userId: person.user.id } },
    });
    return { method: 'DELETE', url: `/participant_slots/${slot.id}`, token: k.sc.token };
  },
  'POST /login': async (k) => {
    const who = await k.signIn('rp');
    return { method: 'POST', url: '/login', payload: { email: who.user.email, password: TEST_PASSWORD } };
  },
  'PUT /training_shifts/:id/invite': async (k) => ({
    method: 'PUT',
    url: `/training_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'training' })).id}/invite`,
    token: k.sc.token,
    payload: { invites: { userIds: [(await k.signIn('rp')).user.id] } },
  }),
  'PUT /live_shifts/:id/invite': async (k) => ({
    method: 'PUT',
    url: `/live_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'live' })).id}/invite`,
    token: k.sc.token,
    payload: { invites: { userIds: [(await k.signIn('rp')).user.id] } },
  }),
  'POST /training_shifts/:id/event_invites': async (k) => ({
    method: 'POST',
    url: `/training_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'training' })).id}/event_invites`,
    token: k.sc.token,
    payload: { userId: (await k.signIn('rp')).user.id },
  }),
  'POST /live_shifts/:id/event_invites': async (k) => ({
    method: 'POST',
    url: `/live_shifts/${(await insertShift(db(), (await k.course()).id, { type: 'live' })).id}/event_invites`,
    token: k.sc.token,
    payload: { userId: (await k.signIn('rp')).user.id },
  }),
  'POST /event_invites/:id/partial_swap': async (k) => {
    const rp = await k.signIn('rp');
    const invite = await insertInvite(db(), (await insertRoleplayShift(db(), (await k.course()).id)).id, rp.user.id, 'accepted');
    return {
      method: 'POST',
      url: `/event_invites/${invite.id}/partial_swap`,
      token: rp.token,
      payload: { partialSwap: { requestDetails: 'Only the first block, please' } },
    };
  },
  'PATCH /calls/:id': async (k) => {
    const { shift, call } = await shiftWithCall(k);
    const room = await made({
      method: 'POST',
      url: '/rooms',
      token: k.sc.token,
      payload: { room: { name: `Custom ${tag()}`, roomType: 'custom' } },
    });
    await db().update(courseEvents).set({ roomId: room.id }).where(eq(courseEvents.id, shift.id));
    return {
      method: 'PATCH',
      url: `/calls/${call.id}`,
      token: k.sc.token,
      payload: { call: { meetingUrl: 'https://meet.example/walked' } },
    };
  },
  'PUT /participant_slots/:id/note': async (k) => {
    const { course, shift, call } = await shiftWithCall(k);
    const rp = await k.signIn('rp');
    await insertInvite(db(), shift.id, rp.user.id, 'accepted');
    await made({
      method: 'POST',
      url: '/call_slots',
      token: k.sc.token,
      payload: { callSlot: { callId: call.id, scenarioComponentId: course.scenarioId, userId: rp.user.id } },
    });
    const person = await enrolled(k, course.id);
    const slot = await made({
      method: 'POST',
      url: '/participant_slots',
      token: k.sc.token,
      payload: { participantSlot: { callId: call.id, userId: person.user.id } },
    });
    return {
      method: 'PUT',
      url: `/participant_slots/${slot.id}/note`,
      token: k.sc.token,
      payload: { participantSlotNote: { scenarioComponentId: course.scenarioId, note: 'Calm and clear' } },
    };
  },
  'POST /users/:id/calendar_feed/reset': async (k) => ({
    method: 'POST',
    url: `/users/${k.sc.user.id}/calendar_feed/reset`,
    token: k.sc.token,
  }),
  'POST /logout': async (k) => ({ method: 'POST', url: '/logout', token: (await k.signIn('rp')).token }),

  // Courses: skills list, resources, invitation e-mail.
  'POST /courses/:courseId/assessment_parts': async (k) => {
    const types = await made<Array<{ id: number; blockType: string }>>({
      method: 'GET',
      url: '/assessment_part_types',
      token: k.sc.token,
    });
    return {
      method: 'POST',
      url: `/courses/${(await k.course()).id}/assessment_parts`,
      token: k.sc.token,
      payload: { assessmentPart: { assessmentPartTypeId: types.find((t) => t.blockType === 'heading')?.id, text: 'Opening' } },
    };
  },
  'PUT /assessment_parts/:id': async (k) => ({
    method: 'PUT',
    url: `/assessment_parts/${(await newPart(k)).id}`,
    token: k.sc.token,
    payload: { assessmentPart: { text: 'What could be better?' } },
  }),
  'DELETE /assessment_parts/:id': async (k) => ({
    method: 'DELETE',
    url: `/assessment_parts/${(await newPart(k)).id}`,
    token: k.sc.token,
  }),
  'POST /courses/:id/resource_links': async (k) => ({
    method: 'POST',
    url: `/courses/${(await k.course()).id}/resource_links`,
    token: k.sc.token,
    ...(await multipart({ resource_type: 'other', resource_link: 'https://example.com/walked' })),
  }),
  'DELETE /resource_links/:id': async (k) => {
    const link = await made({
      method: 'POST',
      url: `/courses/${(await k.course()).id}/resource_links`,
      token: k.sc.token,
      ...(await multipart({
        resource_type: 'job_aid',
        resource_link: 'undefined',
        file: { name: 'aid.txt', data: 'hi', type: 'text/plain' },
      })),
    });
    return { method: 'DELETE', url: `/resource_links/${link.id}`, token: k.sc.token };
  },
  'POST /courses/:id/invite_email': async (k) => {
    const course = await k.course();
    await enrolled(k, course.id);
    return { method: 'POST', url: `/courses/${course.id}/invite_email`, token: k.sc.token };
  },

  // Clients and participants.
  'PUT /clients/:id/upload_participants': async (k) => {
    const course = await k.course();
    const csv = `${PARTICIPANT_CSV_COLUMNS.join(',')}\r\nWalked,Person,walked.${tag()}@test.example,,,,,,,\r\n`;
    return {
      method: 'PUT',
      url: `/clients/${course.clientId}/upload_participants`,
      token: k.sc.token,
      ...(await multipart({ course_id: String(course.id), csv: { name: 'participants.csv', data: csv, type: 'text/csv' } })),
    };
  },
  'DELETE /clients/:id/users/:userId': async (k) => {
    const course = await k.course();
    const person = await enrolled(k, course.id);
    // A client's participant is one whose profile names the client.
    await db().insert(participantProfiles).values({ userId: person.user.id, clientId: course.clientId });
    return { method: 'DELETE', url: `/clients/${course.clientId}/users/${person.user.id}`, token: k.admin.token };
  },
  'POST /participants/orphaned/delete': async (k) => ({
    method: 'POST',
    url: '/participants/orphaned/delete',
    token: k.admin.token,
    payload: { userIds: [(await k.signIn('participant')).user.id] },
  }),
  'PUT /participants/:id/profile': async (k) => ({
    method: 'PUT',
    url: `/participants/${(await k.signIn('participant')).user.id}/profile`,
    token: k.sc.token,
    payload: { participantProfile: { region: 'North', updatedAt: null } },
  }),

  // Skills assessment of participants.
  'POST /participant_assessments': async (k) => {
    const { call, person } = await assessable(k);
    return {
      method: 'POST',
      url: '/participant_assessments',
      token: k.sc.token,
      payload: { participantAssessment: { callId: call.id, userId: person.user.id } },
    };
  },
  'PUT /participant_assessments/:id': async (k) => {
    const { assessment } = await assessed(k);
    return {
      method: 'PUT',
      url: `/participant_assessments/${assessment.id}`,
      token: k.sc.token,
      payload: { participantAssessment: { customActionPlan: 'Slow down', updatedAt: assessment.updatedAt } },
    };
  },
  'PUT /participant_assessments/:id/internal_comments': async (k) => {
    const { course, assessment } = await assessed(k);
    return {
      method: 'PUT',
      url: `/participant_assessments/${assessment.id}/internal_comments`,
      token: k.sc.token,
      payload: { internalComment: { scenarioComponentId: course.scenarioId, comment: 'Nervous start' } },
    };
  },
  'POST /participant_assessment_parts': async (k) => {
    const { course, assessment, partId } = await assessed(k);
    return {
      method: 'POST',
      url: '/participant_assessment_parts',
      token: k.sc.token,
      payload: {
        participantAssessmentPart: {
          participantAssessmentId: assessment.id,
          assessmentPartId: partId,
          scenarioComponentId: course.scenarioId,
          data: { value: 'true' },
        },
      },
    };
  },
  'PUT /participant_assessment_parts/:id': async (k) => {
    const { course, assessment, partId } = await assessed(k);
    const answer = await made<{ id: number; updatedAt: string }>({
      method: 'POST',
      url: '/participant_assessment_parts',
      token: k.sc.token,
      payload: {
        participantAssessmentPart: {
          participantAssessmentId: assessment.id,
          assessmentPartId: partId,
          scenarioComponentId: course.scenarioId,
          data: { value: 'true' },
        },
      },
    });
    return {
      method: 'PUT',
      url: `/participant_assessment_parts/${answer.id}`,
      token: k.sc.token,
      payload: { participantAssessmentPart: { data: { value: 'false' }, updatedAt: answer.updatedAt } },
    };
  },
  'POST /ratings': async (k) => {
    const { assessment, partId } = await assessed(k);
    return {
      method: 'POST',
      url: '/ratings',
      token: k.sc.token,
      payload: { rating: { participantAssessmentId: assessment.id, assessmentPartId: partId, pressed: 1 } },
    };
  },
  'PUT /ratings/:id': async (k) => {
    const { assessment, partId } = await assessed(k);
    const rating = await made<{ id: number; updatedAt: string }>({
      method: 'POST',
      url: '/ratings',
      token: k.sc.token,
      payload: { rating: { participantAssessmentId: assessment.id, assessmentPartId: partId, pressed: 1 } },
    });
    return {
      method: 'PUT',
      url: `/ratings/${rating.id}`,
      token: k.sc.token,
      payload: { rating: { pressed: -1, updatedAt: rating.updatedAt } },
    };
  },
  'PUT /nps_ratings': async (k) => {
    const { shift, person } = await assessable(k);
    return {
      method: 'PUT',
      url: '/nps_ratings',
      token: k.sc.token,
      payload: { npsRating: { cohortId: shift.cohortId, userId: person.user.id, rating: 9 } },
    };
  },

  'PUT /business_settings': async (k) => ({
    method: 'PUT',
    url: '/business_settings',
    token: k.admin.token,
    payload: { businessSettings: { raterAgreementThreshold: 75, updatedAt: null } },
  }),
  'PUT /calibrations': async (k) => {
    const { shift, person, partId } = await assessable(k);
    return {
      method: 'PUT',
      url: '/calibrations',
      token: k.sc.token,
      payload: {
        calibration: {
          eventId: shift.id,
          userId: person.user.id,
          ratings: [{ assessmentPartId: partId, rating: 1 }],
          updatedAt: null,
        },
      },
    };
  },

  // Coaching of role-players.
  'POST /roleplayer_assessments': async (k) => {
    const { call, rp } = await coachable(k);
    return {
      method: 'POST',
      url: '/roleplayer_assessments',
      token: k.admin.token,
      payload: { roleplayerAssessment: { callId: call.id, userId: rp.user.id } },
    };
  },
  'POST /roleplayer_assessment_answers': async (k) => {
    const { call, rp } = await coachable(k);
    const record = await made<{ id: number; questions: Array<{ id: number; answerType: string }> }>({
      method: 'POST',
      url: '/roleplayer_assessments',
      token: k.admin.token,
      payload: { roleplayerAssessment: { callId: call.id, userId: rp.user.id } },
    });
    const question = record.questions.find((q) => q.answerType === 'binary');
    return {
      method: 'POST',
      url: '/roleplayer_assessment_answers',
      token: k.admin.token,
      payload: {
        roleplayerAssessmentAnswer: {
          roleplayerAssessmentId: record.id,
          roleplayerAssessmentQuestionId: question?.id,
          answerValue: 1,
        },
      },
    };
  },
  'POST /roleplayer_assessment_templates': async (k) => ({
    method: 'POST',
    url: '/roleplayer_assessment_templates',
    token: k.admin.token,
    payload: {
      roleplayerAssessmentTemplate: { name: `Walked ${tag()}`, questions: [{ header: 'Energy', answerType: 'scale' }] },
    },
  }),
  'PUT /roleplayer_assessment_templates/:id': async (k) => ({
    method: 'PUT',
    url: `/roleplayer_assessment_templates/${(await newTemplate(k)).id}`,
    token: k.admin.token,
    payload: {
      roleplayerAssessmentTemplate: { name: `Renamed ${tag()}`, questions: [{ header: 'Punctual', answerType: 'binary' }] },
    },
  }),
  'DELETE /roleplayer_assessment_templates/:id': async (k) => ({
    method: 'DELETE',
    url: `/roleplayer_assessment_templates/${(await newTemplate(k)).id}`,
    token: k.admin.token,
  }),

  // E-mails a coordinator sends from the shift page.
  'POST /participant_schedule': async (k) => {
    const course = await k.course({ resourcesReady: true });
    const shift = await insertRoleplayShift(db(), course.id, { daysAhead: 10 });
    await db()
      .update(courseEvents)
      .set({ roomId: (await customRoom(k)).id })
      .where(eq(courseEvents.id, shift.id));
    const person = await enrolled(k, course.id);
    return {
      method: 'POST',
      url: `/participant_schedule?roleplay_shift_id=${shift.id}`,
      token: k.sc.token,
      payload: { userIds: [person.user.id] },
    };
  },
  'POST /participant_slots/:id/send_reminder': async (k) => {
    const { course, shift, call } = await shiftWithCall(k);
    await db()
      .update(courseEvents)
      .set({ useGoogleCalendar: true, roomId: (await customRoom(k)).id })
      .where(eq(courseEvents.id, shift.id));
    const person = await enrolled(k, course.id);
    const slot = await made<{ id: number; addedToEvent: boolean }>({
      method: 'POST',
      url: '/participant_slots',
      token: k.sc.token,
      payload: { participantSlot: { callId: call.id, userId: person.user.id } },
    });
    if (!slot.addedToEvent) throw new Error('the participant was not added to the calendar event');
    return { method: 'POST', url: `/participant_slots/${slot.id}/send_reminder?resend_invite=0`, token: k.sc.token };
  },
  'POST /roleplay_shifts/:id/late_reminders': async (k) => ({
    method: 'POST',
    // On the shift's day only (business time zone): a shift beginning now.
    url: `/roleplay_shifts/${(await insertRoleplayShift(db(), (await k.course()).id, { begins: new Date() })).id}/late_reminders`,
    token: k.sc.token,
  }),

  // Swaps.
  'PUT /role_players/direct_swap/:id': async (k) => {
    const { invite, holder, other } = await heldPlace(k, 'accepted');
    return {
      method: 'PUT',
      url: `/role_players/direct_swap/${invite.id}`,
      token: holder.token,
      payload: { user_id: other.user.id },
    };
  },
  'PUT /role_players/accept_swap_event/:id': async (k) => {
    const { invite, other } = await heldPlace(k, 'swap_requested');
    return { method: 'PUT', url: `/role_players/accept_swap_event/${invite.id}`, token: other.token };
  },

  // Backfill.
  'POST /backfill_places/:id/take': async (k) => {
    const shift = await insertRoleplayShift(db(), (await k.course()).id, { daysAhead: 10 });
    const rp = await k.signIn('rp');
    const now = new Date();
    const [place] = await db()
      .insert(backfillPlaces)
      .values({ eventId: shift.id, role: 'roleplayer', reason: 'deadline', openedAt: now, waves: 1 })
      .returning();
    if (!place) throw new Error('no place');
    await db().insert(backfillOffers).values({ placeId: place.id, userId: rp.user.id, wave: 1, offeredAt: now });
    return { method: 'POST', url: `/backfill_places/${place.id}/take`, token: rp.token };
  },
  'POST /shifts/:id/backfill/stop': async (k) => ({
    method: 'POST',
    url: `/shifts/${(await insertRoleplayShift(db(), (await k.course()).id, { daysAhead: 10 })).id}/backfill/stop`,
    token: k.sc.token,
  }),
  'POST /shifts/:id/backfill/restart': async (k) => {
    const shift = await insertRoleplayShift(db(), (await k.course()).id, { daysAhead: 10 });
    await db().update(courseEvents).set({ backfillEnabled: false }).where(eq(courseEvents.id, shift.id));
    return { method: 'POST', url: `/shifts/${shift.id}/backfill/restart`, token: k.sc.token };
  },

  // The registration app: its sessions are regapp-scope (a back-office session is no session there).
  'POST /regapp/sign_in_link': async (k) => {
    const course = await k.course();
    const person = await regappParticipant(course.id);
    return { method: 'POST', url: '/regapp/sign_in_link', payload: { email: person.user.email, key: course.key } };
  },
  'POST /regapp/bookings': async (k) => {
    const { course, shift } = await regappShift(k);
    return {
      method: 'POST',
      url: '/regapp/bookings',
      token: (await regappParticipant(course.id)).token,
      payload: { booking: { shiftId: shift.id, blockNumber: 0 } },
    };
  },
  'PUT /regapp/bookings/:id': async (k) => {
    const { shift, person, booking } = await regappBooking(k);
    return {
      method: 'PUT',
      url: `/regapp/bookings/${booking.id}`,
      token: person.token,
      payload: { booking: { shiftId: shift.id, blockNumber: 1 } },
    };
  },
  'DELETE /regapp/bookings/:id': async (k) => {
    const { person, booking } = await regappBooking(k);
    return { method: 'DELETE', url: `/regapp/bookings/${booking.id}`, token: person.token };
  },
  'POST /regapp/waitlist': async (k) => {
    const { course, shift, callIds } = await regappShift(k);
    // Block 0's one call is taken: the time is full.
    const [first] = callIds;
    const booked = await regappParticipant(course.id);
    await db()
      .insert(participantSlots)
      .values({ callId: first ?? 0, eventId: shift.id, blockNumber: 0, userId: booked.user.id });
    return {
      method: 'POST',
      url: '/regapp/waitlist',
      token: (await regappParticipant(course.id)).token,
      payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
    };
  },
  'DELETE /regapp/waitlist/:id': async (k) => {
    const { course, shift } = await regappShift(k);
    const person = await regappParticipant(course.id);
    const [entry] = await db()
      .insert(regappWaitlist)
      .values({ eventId: shift.id, blockNumber: 0, userId: person.user.id })
      .returning();
    return { method: 'DELETE', url: `/regapp/waitlist/${entry?.id}`, token: person.token };
  },
  'POST /regapp/waitlist/:id/claim': async (k) => {
    const { course, shift } = await regappShift(k);
    const person = await regappParticipant(course.id);
    const [entry] = await db()
      .insert(regappWaitlist)
      .values({ eventId: shift.id, blockNumber: 1, userId: person.user.id, offeredUntil: new Date(Date.now() + DAY) })
      .returning();
    return { method: 'POST', url: `/regapp/waitlist/${entry?.id}/claim`, token: person.token };
  },
  'POST /roster_plans': async (k) => ({
    method: 'POST',
    url: '/roster_plans',
    token: k.sc.token,
    payload: { plan: { from: '2031-03-03', to: '2031-03-09', courseIds: [(await k.course()).id] } },
  }),
  'PATCH /roster_plans/:id': async (k) => {
    const plan = await rosterPlan(k);
    return { method: 'PATCH', url: `/roster_plans/${plan.id}`, token: k.sc.token, payload: { plan: { remove: [] } } };
  },
  'POST /roster_plans/:id/apply': async (k) => {
    const plan = await rosterPlan(k);
    return { method: 'POST', url: `/roster_plans/${plan.id}/apply`, token: k.sc.token };
  },
};

/** A draft roster plan of a week of a new course. */
function rosterPlan(k: Kit): Promise<{ id: number }> {
  return k.course().then((course) =>
    made({
      method: 'POST',
      url: '/roster_plans',
      token: k.sc.token,
      payload: { plan: { from: '2031-03-03', to: '2031-03-09', courseIds: [course.id] } },
    }),
  );
}

/**
 * Routes that change nothing worth a trail entry, each with its reason. Only for routes that change
 * no product data: the sign-in link requests (back office and registration app) are walked above, as
 * they write a one-time link and queue its e-mail (recorded as request_login_link and
 * request_regapp_link), and so is sign-out, which ends a session.
 */
const NOT_A_CHANGE: Record<string, string> = {
  'POST /live/ticket': 'a 30-second ticket for opening the live stream: no record of the product changes',
};

let kit: Kit;

beforeAll(async () => {
  const admin = await ctx.signIn('admin');
  const sc = await ctx.signIn('sc');
  kit = {
    admin,
    sc,
    signIn: (roles) => ctx.signIn(roles),
    async course(opts = {}) {
      const course = await insertCourse(db(), {
        components: [{ type: 'Scenario', duration: 30 }],
        ...(opts.resourcesReady ? { preferences: { resourcesReady: true } } : {}),
      });
      return { id: course.id, scenarioId: await scenarioOf(course.id), key: course.key, clientId: course.clientId };
    },
  };
});

afterAll(async () => {
  await ctx.close();
});

async function auditRows(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

describe(`every change made through the API writes an audit row (${testDbKind})`, () => {
  it('knows every mutating route: a recipe, or a reason it changes nothing', () => {
    expect(mutating.length).toBeGreaterThan(50);
    const unknown = mutating.filter((r) => !RECIPES[r] && !NOT_A_CHANGE[r]);
    expect(unknown, 'mutating routes the walker does not know').toEqual([]);
    const stale = [...Object.keys(RECIPES), ...Object.keys(NOT_A_CHANGE)].filter((r) => !mutating.includes(r));
    expect(stale, 'listed routes that do not exist').toEqual([]);
    expect(
      Object.keys(NOT_A_CHANGE).filter((r) => RECIPES[r]),
      'routes both walked and said to change nothing',
    ).toEqual([]);
  });

  it.each(mutating.filter((r) => RECIPES[r]))('%s', async (route) => {
    const recipe = RECIPES[route];
    if (!recipe) throw new Error(`no recipe for ${route}`);
    const call = await recipe(kit);
    const before = await auditRows();
    const res = await ctx.api(call);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    // Some routes answer before their work ends (a sign-in link is queued after the answer): wait for the row.
    await expect
      .poll(auditRows, { message: `${route} answered ${res.statusCode} and wrote no audit row`, timeout: 5_000 })
      .toBeGreaterThan(before);
  });
});

// Audit rows belong to the shift and person they are about: the History tabs read them by that.
describe(`audit rows are filed under their shift (${testDbKind})`, () => {
  it('files a call created on a shift under that shift', async () => {
    const { shift } = await shiftWithCall(kit);
    const call = await made({
      method: 'POST',
      url: '/calls',
      token: kit.sc.token,
      payload: { call: { eventId: shift.id, blockNumber: 1 } },
    });
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, call.id));
    expect(rows.filter((r) => r.entity === 'call').map((r) => r.eventId)).toEqual([shift.id]);
  });
});
