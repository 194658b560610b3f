import { MESSAGES, type ShiftCalls } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { callSlots, calls, courseEvents, participantSlotNotes, participantSlots, users } from '../../db/schema';
import {
  apiTest,
  DAY,
  enrol,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  insertShift,
  namedFields,
  type Session,
  signInEachRole,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

const MINUTE = 60_000;

describe(`call blocks, call slots and participant slots (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  let coach: Session;
  let rp: Session;
  let participant: Session;
  let course: Awaited<ReturnType<typeof insertCourse>>;
  let otherCourse: Awaited<ReturnType<typeof insertCourse>>;
  /** Introduction 10, Scenario A 20, Break 5, Scenario B 20: a call is 55 minutes. */
  let comp: { intro: number; a: number; brk: number; b: number; otherA: number };
  let rp2: { id: number };
  let declined: { id: number };
  let uninvited: { id: number };
  let p2: { id: number };
  let stranger: { id: number };

  const db = () => ctx.database.db;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    ({ admin, sc, coach, rp, participant } = await signInEachRole(ctx));
    course = await insertCourse(db(), {
      name: 'Difficult Conversations',
      components: [
        { type: 'Introduction', duration: 10 },
        { type: 'Scenario', duration: 20, content: 'Angry customer' },
        { type: 'Break', duration: 5 },
        { type: 'Scenario', duration: 20, content: 'Late payment' },
      ],
    });
    otherCourse = await insertCourse(db(), { components: [{ type: 'Scenario', duration: 30 }] });
    const components = await ctx.api({ method: 'GET', url: `/courses/${course.id}/scenario_components`, token: admin.token });
    expect(components.statusCode, components.body).toBe(200);
    const ids = (components.json() as Array<{ id: number }>).map((c) => c.id);
    const otherIds = await ctx.api({ method: 'GET', url: `/courses/${otherCourse.id}/scenario_components`, token: admin.token });
    comp = {
      intro: ids[0] as number,
      a: ids[1] as number,
      brk: ids[2] as number,
      b: ids[3] as number,
      otherA: (otherIds.json() as Array<{ id: number }>)[0]?.id as number,
    };
    rp2 = await ctx.createUser({ roles: ['rp'], name: 'Rita Second' });
    declined = await ctx.createUser({ roles: ['rp'], name: 'Dan Declined' });
    uninvited = await ctx.createUser({ roles: ['rp'], name: 'Una Uninvited' });
    p2 = await ctx.createUser({ roles: ['participant'], name: 'Paula Second' });
    stranger = await ctx.createUser({ roles: ['participant'], name: 'Sam Stranger' });
    await enrol(db(), course.id, participant.user.id);
    await enrol(db(), course.id, p2.id);
  });

  /** A roleplay shift of the course (2 sessions + 1 extension: start slots 0..2) with its staff invited. */
  async function staffedShift(opts: { begins?: Date; group?: boolean } = {}) {
    const shift = await insertRoleplayShift(db(), course.id, opts.begins ? { begins: opts.begins } : { daysAhead: 7 });
    if (opts.group) await db().update(courseEvents).set({ isGroupSession: true }).where(eq(courseEvents.id, shift.id));
    await insertInvite(db(), shift.id, rp.user.id, 'accepted');
    await insertInvite(db(), shift.id, rp2.id, 'invited');
    await insertInvite(db(), shift.id, declined.id, 'rejected');
    await insertInvite(db(), shift.id, coach.user.id, 'accepted');
    return shift;
  }

  async function addCall(eventId: number, blockNumber: number, token = sc.token): Promise<number> {
    const res = await ctx.api({ method: 'POST', url: '/calls', token, payload: { call: { eventId, blockNumber } } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  const postSlot = (callId: number, scenarioComponentId: number, userId: number | null, token = sc.token) =>
    ctx.api({ method: 'POST', url: '/call_slots', token, payload: { callSlot: { callId, scenarioComponentId, userId } } });
  const postParticipant = (callId: number, userId: number, token = sc.token) =>
    ctx.api({ method: 'POST', url: '/participant_slots', token, payload: { participantSlot: { callId, userId } } });
  const putNote = (slotId: number, scenarioComponentId: number, note: string) =>
    ctx.api({
      method: 'PUT',
      url: `/participant_slots/${slotId}/note`,
      token: sc.token,
      payload: { participantSlotNote: { scenarioComponentId, note } },
    });
  const readCalls = (shiftId: number, token = sc.token) =>
    ctx.api({ method: 'GET', url: `/roleplay_shifts/${shiftId}/calls`, token });

  it('lets a manager build a block: calls, role-players per scenario, participants and notes, read back with block times', async () => {
    const shift = await staffedShift();
    const first = await addCall(shift.id, 0);
    const second = await addCall(shift.id, 0, admin.token);
    const later = await addCall(shift.id, 2);

    const slotA = await postSlot(first, comp.a, rp.user.id);
    expect(slotA.statusCode, slotA.body).toBe(201);
    expect(slotA.json()).toMatchObject({
      callId: first,
      scenarioComponentId: comp.a,
      user: { id: rp.user.id, name: rp.user.name },
    });
    // The same role-player may play another scenario of the block, and the same scenario in another block.
    expect((await postSlot(second, comp.b, rp.user.id)).statusCode).toBe(201);
    expect((await postSlot(later, comp.a, rp.user.id)).statusCode).toBe(201);
    expect((await postSlot(second, comp.a, rp2.id)).statusCode).toBe(201);

    const placed = await postParticipant(first, participant.user.id);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      callId: first,
      user: { id: participant.user.id },
      addedToEvent: false,
      scenarioNotes: [],
    });
    expect((await postParticipant(second, p2.id)).statusCode).toBe(201);
    // The same participant may be in another block.
    expect((await postParticipant(later, participant.user.id)).statusCode).toBe(201);

    const note = await putNote(placed.json().id, comp.a, 'Very nervous');
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().scenarioNotes).toEqual([expect.objectContaining({ scenarioComponentId: comp.a, note: 'Very nervous' })]);

    const read = await readCalls(shift.id);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    expect(body).toMatchObject({ eventId: shift.id, permissions: { manage: true }, callLength: 55 });
    expect(body.scenarios.map((s: { id: number }) => s.id)).toEqual([comp.a, comp.b]);
    expect(body.slotStartTimes).toEqual([0, 1, 2].map((k) => new Date(shift.begins.getTime() + k * 55 * MINUTE).toISOString()));
    expect(body.blocks.map((b: { blockNumber: number; startTime: string }) => [b.blockNumber, b.startTime])).toEqual([
      [0, shift.begins.toISOString()],
      [2, new Date(shift.begins.getTime() + 110 * MINUTE).toISOString()],
    ]);
    const block0 = body.blocks[0];
    expect(block0.calls.map((c: { id: number }) => c.id)).toEqual([first, second]);
    expect(block0.calls[0].callSlots).toEqual([
      expect.objectContaining({ scenarioComponentId: comp.a, user: { id: rp.user.id, name: rp.user.name } }),
    ]);
    expect(block0.calls[0].participantSlots).toEqual([
      expect.objectContaining({
        user: { id: participant.user.id, name: participant.user.name },
        scenarioNotes: [expect.objectContaining({ note: 'Very nervous' })],
      }),
    ]);
    expect(block0.calls[1].participantSlots.map((p: { user: { id: number } }) => p.user.id)).toEqual([p2.id]);
    // The slot menus' candidates: the shift's invite holders (declined marked) and the enrolled participants.
    expect(body.candidates.roleplayers).toEqual(
      expect.arrayContaining([
        { id: rp.user.id, name: rp.user.name, declined: false },
        { id: declined.id, name: 'Dan Declined', declined: true },
      ]),
    );
    expect(body.candidates.roleplayers.map((u: { id: number }) => u.id)).not.toContain(uninvited.id);
    expect(body.candidates.participants.map((u: { id: number }) => u.id).sort()).toEqual([participant.user.id, p2.id].sort());
  });

  it('refuses a call outside the start slots (400 naming the field), on another kind of shift or an unknown shift (404), bad ids (400)', async () => {
    const shift = await staffedShift();
    const beyond = await ctx.api({
      method: 'POST',
      url: '/calls',
      token: sc.token,
      payload: { call: { eventId: shift.id, blockNumber: 3 } },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('block_out_of_range');
    expect(namedFields(beyond)).toContain('Call block');
    expect(namedFields(beyond)).toContain('call.blockNumber');
    for (const blockNumber of [10, -1, 1.5, '1']) {
      const res = await ctx.api({
        method: 'POST',
        url: '/calls',
        token: sc.token,
        payload: { call: { eventId: shift.id, blockNumber } },
      });
      expect(res.statusCode, String(blockNumber)).toBe(400);
      expect(namedFields(res)).toContain('call.blockNumber');
    }
    const training = await insertShift(db(), course.id, { type: 'training' });
    for (const eventId of [training.id, 999_999]) {
      const res = await ctx.api({
        method: 'POST',
        url: '/calls',
        token: sc.token,
        payload: { call: { eventId, blockNumber: 0 } },
      });
      expect(res.statusCode).toBe(404);
    }
    for (const eventId of ['x', 0, 2 ** 40, null]) {
      const res = await ctx.api({
        method: 'POST',
        url: '/calls',
        token: sc.token,
        payload: { call: { eventId, blockNumber: 0 } },
      });
      expect(res.statusCode).toBe(400);
      expect(namedFields(res)).toContain('call.eventId');
    }
    expect((await ctx.api({ method: 'GET', url: '/roleplay_shifts/abc/calls', token: sc.token })).statusCode).toBe(400);
    expect((await ctx.api({ method: 'GET', url: '/roleplay_shifts/999999/calls', token: sc.token })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${training.id}/calls`, token: sc.token })).statusCode).toBe(
      404,
    );
  });

  it('refuses call slots: Break or another course (400), declined (409), not invited (409), busy in the block (409), unknown ids (404)', async () => {
    const shift = await staffedShift();
    const one = await addCall(shift.id, 1);
    const two = await addCall(shift.id, 1);

    for (const component of [comp.brk, comp.intro, comp.otherA]) {
      const res = await postSlot(one, component, rp.user.id);
      expect(res.statusCode, res.body).toBe(400);
      expect(namedFields(res)).toContain('Scenario');
      expect(namedFields(res)).toContain('callSlot.scenarioComponentId');
    }
    const refusedDeclined = await postSlot(one, comp.a, declined.id);
    expect(refusedDeclined.statusCode).toBe(409);
    expect(refusedDeclined.json()).toMatchObject({ code: 'roleplayer_declined', error: MESSAGES.roleplayerDeclined });
    const refusedUninvited = await postSlot(one, comp.a, uninvited.id);
    expect(refusedUninvited.statusCode).toBe(409);
    expect(refusedUninvited.json().code).toBe('roleplayer_not_on_shift');

    expect((await postSlot(one, comp.a, rp.user.id)).statusCode).toBe(201);
    const busy = await postSlot(two, comp.a, rp.user.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'roleplayer_busy', error: MESSAGES.roleplayerBusy });
    const twice = await postSlot(one, comp.a, rp2.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('call_slot_exists');

    // PUT: moving rp into the other call's slot of the same scenario is refused; an empty slot may be filled.
    const empty = await postSlot(two, comp.a, null);
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().user).toBeNull();
    const put = (id: number | string, userId: unknown) =>
      ctx.api({ method: 'PUT', url: `/call_slots/${id}`, token: sc.token, payload: { callSlot: { userId } } });
    const movedBusy = await put(empty.json().id, rp.user.id);
    expect(movedBusy.statusCode).toBe(409);
    expect(movedBusy.json().code).toBe('roleplayer_busy');
    expect((await put(empty.json().id, declined.id)).json().code).toBe('roleplayer_declined');
    const filled = await put(empty.json().id, rp2.id);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().user).toEqual({ id: rp2.id, name: 'Rita Second' });

    const gone = await ctx.createUser({ roles: ['rp'], name: 'Gone Away' });
    await insertInvite(db(), shift.id, gone.id, 'accepted');
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await postSlot(one, comp.b, gone.id)).statusCode).toBe(404);
    expect((await postSlot(999_999, comp.a, rp.user.id)).statusCode).toBe(404);
    expect((await postSlot(one, comp.b, 999_999)).statusCode).toBe(404);
    expect((await put(999_999, rp.user.id)).statusCode).toBe(404);
    expect((await put('abc', rp.user.id)).statusCode).toBe(400);
    const badUser = await put(empty.json().id, 'x');
    expect(badUser.statusCode).toBe(400);
    expect(namedFields(badUser)).toContain('callSlot.userId');
    expect((await ctx.api({ method: 'DELETE', url: '/call_slots/999999', token: sc.token })).statusCode).toBe(404);
    const removed = await ctx.api({ method: 'DELETE', url: `/call_slots/${empty.json().id}`, token: sc.token });
    expect(removed.statusCode).toBe(204);
    expect(await db().select().from(callSlots).where(eq(callSlots.id, empty.json().id))).toEqual([]);
  });

  it('lets exactly one of two managers slot the same role-player into the same scenario and block at once', async () => {
    const shift = await staffedShift();
    const one = await addCall(shift.id, 0);
    const two = await addCall(shift.id, 0);
    for (const scenario of [comp.a, comp.b]) {
      const results = await Promise.all([
        postSlot(one, scenario, rp2.id, sc.token),
        postSlot(two, scenario, rp2.id, admin.token),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('roleplayer_busy');
    }
    const rows = await db().select().from(callSlots).where(eq(callSlots.eventId, shift.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.scenarioComponentId))).toEqual(new Set([comp.a, comp.b]));
  });

  it('has the database refuse a second slot of a role-player in a scenario and block, and of a participant in a block', async () => {
    const shift = await staffedShift();
    const one = await addCall(shift.id, 0);
    const two = await addCall(shift.id, 0);
    const slot = { eventId: shift.id, blockNumber: 0, scenarioComponentId: comp.a, userId: rp2.id };
    await db()
      .insert(callSlots)
      .values({ ...slot, callId: one });
    const constraintOf = async (write: Promise<unknown>) => {
      const err = await write.then(
        () => null,
        (e: unknown) => e as { cause?: { constraint?: string; code?: string } },
      );
      return err?.cause?.constraint;
    };
    expect(
      await constraintOf(
        db()
          .insert(callSlots)
          .values({ ...slot, callId: two }),
      ),
    ).toBe('call_slots_rp_scenario_block_uq');
    // Empty slots do not count.
    await db()
      .insert(callSlots)
      .values({ ...slot, userId: null, scenarioComponentId: comp.b, callId: one });
    await db()
      .insert(callSlots)
      .values({ ...slot, userId: null, scenarioComponentId: comp.b, callId: two });

    const person = { eventId: shift.id, blockNumber: 0, userId: p2.id };
    await db()
      .insert(participantSlots)
      .values({ ...person, callId: one });
    expect(
      await constraintOf(
        db()
          .insert(participantSlots)
          .values({ ...person, callId: two }),
      ),
    ).toBe('participant_slots_block_user_uq');
  });

  it('lets exactly one of two managers put the same participant in two calls of a block at once', async () => {
    const shift = await staffedShift();
    const one = await addCall(shift.id, 0);
    const two = await addCall(shift.id, 0);
    const results = await Promise.all([postParticipant(one, p2.id, sc.token), postParticipant(two, p2.id, admin.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('participant_in_block');
    expect(await db().select().from(participantSlots).where(eq(participantSlots.eventId, shift.id))).toHaveLength(1);
  });

  it('refuses participant slots: not enrolled (409), twice in a block (409), a move to another shift (400) or into a block they are in (409)', async () => {
    const shift = await staffedShift();
    const one = await addCall(shift.id, 0);
    const two = await addCall(shift.id, 0);
    const three = await addCall(shift.id, 1);
    const notEnrolled = await postParticipant(one, stranger.id);
    expect(notEnrolled.statusCode).toBe(409);
    expect(notEnrolled.json().code).toBe('participant_not_enrolled');

    const placed = await postParticipant(one, participant.user.id);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().callId).toBe(one);
    const again = await postParticipant(two, participant.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'participant_in_block', error: MESSAGES.participantInBlock });

    const move = (id: number | string, callId: unknown) =>
      ctx.api({ method: 'PUT', url: `/participant_slots/${id}`, token: sc.token, payload: { participantSlot: { callId } } });
    const otherShift = await staffedShift();
    const foreign = await addCall(otherShift.id, 0);
    const toForeign = await move(placed.json().id, foreign);
    expect(toForeign.statusCode).toBe(400);
    expect(namedFields(toForeign)).toContain('participantSlot.callId');

    const inLaterBlock = await postParticipant(three, participant.user.id);
    expect(inLaterBlock.statusCode).toBe(201);
    const clash = await move(inLaterBlock.json().id, two);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('participant_in_block');
    // Within its own block a participant may move to another call.
    const moved = await move(placed.json().id, two);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().callId).toBe(two);

    expect((await postParticipant(999_999, participant.user.id)).statusCode).toBe(404);
    expect((await postParticipant(one, 999_999)).statusCode).toBe(404);
    expect((await move(999_999, two)).statusCode).toBe(404);
    expect((await move(placed.json().id, 999_999)).statusCode).toBe(404);
    expect((await move('0', two)).statusCode).toBe(400);
    expect((await ctx.api({ method: 'DELETE', url: `/participant_slots/${placed.json().id}`, token: sc.token })).statusCode).toBe(
      204,
    );
    expect((await ctx.api({ method: 'DELETE', url: `/participant_slots/${placed.json().id}`, token: sc.token })).statusCode).toBe(
      404,
    );
  });

  it('takes one participant per call, several on a group session, and lets one of two concurrent places win', async () => {
    const single = await staffedShift();
    const call = await addCall(single.id, 0);
    const other = await addCall(single.id, 0);
    expect((await postParticipant(call, participant.user.id)).statusCode).toBe(201);
    const full = await postParticipant(call, p2.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'call_full', error: MESSAGES.callFull });
    const p2Slot = await postParticipant(other, p2.id);
    expect(p2Slot.statusCode).toBe(201);
    const moveIn = await ctx.api({
      method: 'PUT',
      url: `/participant_slots/${p2Slot.json().id}`,
      token: sc.token,
      payload: { participantSlot: { callId: call } },
    });
    expect(moveIn.statusCode).toBe(409);
    expect(moveIn.json().code).toBe('call_full');

    const raced = await addCall(single.id, 1);
    const results = await Promise.all([
      postParticipant(raced, participant.user.id, sc.token),
      postParticipant(raced, p2.id, admin.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('call_full');
    expect(await db().select().from(participantSlots).where(eq(participantSlots.callId, raced))).toHaveLength(1);

    const group = await staffedShift({ group: true });
    const groupCall = await addCall(group.id, 0);
    expect((await postParticipant(groupCall, participant.user.id)).statusCode).toBe(201);
    expect((await postParticipant(groupCall, p2.id)).statusCode).toBe(201);
  });

  it('keeps notes to 15 characters (400 naming the field) and to scenarios a role-player plays in the call (409)', async () => {
    const shift = await staffedShift();
    const call = await addCall(shift.id, 0);
    const slot = (await postParticipant(call, p2.id)).json().id as number;

    const unplayed = await putNote(slot, comp.a, 'Shy');
    expect(unplayed.statusCode).toBe(409);
    expect(unplayed.json().code).toBe('note_needs_roleplayer_and_participant');
    await postSlot(call, comp.a, null);
    expect((await putNote(slot, comp.a, 'Shy')).json().code).toBe('note_needs_roleplayer_and_participant');
    const played = await postSlot(call, comp.b, rp2.id);
    expect(played.statusCode).toBe(201);

    const long = await putNote(slot, comp.b, 'x'.repeat(16));
    expect(long.statusCode).toBe(400);
    expect(namedFields(long)).toContain('Note');
    expect(namedFields(long)).toContain('participantSlotNote.note');
    const brk = await putNote(slot, comp.brk, 'ok');
    expect(brk.statusCode).toBe(400);
    expect(namedFields(brk)).toContain('participantSlotNote.scenarioComponentId');

    const full = await putNote(slot, comp.b, 'x'.repeat(15));
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().scenarioNotes).toEqual([expect.objectContaining({ scenarioComponentId: comp.b, note: 'x'.repeat(15) })]);
    const replaced = await putNote(slot, comp.b, 'Calm');
    expect(replaced.json().scenarioNotes.map((n: { note: string }) => n.note)).toEqual(['Calm']);
    const cleared = await putNote(slot, comp.b, '');
    expect(cleared.json().scenarioNotes).toEqual([]);
    expect(await db().select().from(participantSlotNotes).where(eq(participantSlotNotes.participantSlotId, slot))).toEqual([]);
    expect((await putNote(999_999, comp.b, 'x')).statusCode).toBe(404);
  });

  it('refuses every write to a role-player, a coach and a participant (403), and changes nothing', async () => {
    const shift = await staffedShift();
    const call = await addCall(shift.id, 0);
    const slot = (await postSlot(call, comp.a, rp.user.id)).json().id as number;
    const pslot = (await postParticipant(call, p2.id)).json().id as number;
    const writes = [
      { method: 'POST' as const, url: '/calls', payload: { call: { eventId: shift.id, blockNumber: 1 } } },
      { method: 'PATCH' as const, url: `/calls/${call}`, payload: { call: { meetingUrl: 'https://x.example/a' } } },
      { method: 'DELETE' as const, url: `/calls/${call}` },
      { method: 'DELETE' as const, url: `/roleplay_shifts/${shift.id}/call_blocks/0` },
      {
        method: 'POST' as const,
        url: '/call_slots',
        payload: { callSlot: { callId: call, scenarioComponentId: comp.b, userId: rp.user.id } },
      },
      { method: 'PUT' as const, url: `/call_slots/${slot}`, payload: { callSlot: { userId: rp2.id } } },
      { method: 'DELETE' as const, url: `/call_slots/${slot}` },
      {
        method: 'POST' as const,
        url: '/participant_slots',
        payload: { participantSlot: { callId: call, userId: participant.user.id } },
      },
      { method: 'PUT' as const, url: `/participant_slots/${pslot}`, payload: { participantSlot: { callId: call } } },
      { method: 'DELETE' as const, url: `/participant_slots/${pslot}` },
      {
        method: 'PUT' as const,
        url: `/participant_slots/${pslot}/note`,
        payload: { participantSlotNote: { scenarioComponentId: comp.a, note: 'x' } },
      },
    ];
    for (const who of [rp, coach, participant]) {
      for (const write of writes) {
        const res = await ctx.api({ ...write, token: who.token });
        expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    const after = (await readCalls(shift.id)).json();
    expect(after.blocks).toHaveLength(1);
    expect(after.blocks[0].calls[0].callSlots).toHaveLength(1);
    expect(after.blocks[0].calls[0].participantSlots).toHaveLength(1);
  });

  it('tells the viewer whether they may read the course’s Results page: managers and the course’s coaches', async () => {
    const shift = await staffedShift();
    const viewResults = async (token: string) => {
      const res = await readCalls(shift.id, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ShiftCalls).permissions.viewResults;
    };
    expect(await viewResults(sc.token)).toBe(true);
    expect(await viewResults(admin.token)).toBe(true);
    expect(await viewResults(rp.token)).toBe(false);
    // A coach holding a place on the shift, who coaches none of the course's shifts, may not (403 there).
    expect(await viewResults(coach.token)).toBe(false);
    expect((await ctx.api({ method: 'GET', url: `/courses/${course.id}/results`, token: coach.token })).statusCode).toBe(403);
    // Once they are the chosen coach of one of its shifts, they may.
    await insertRoleplayShift(db(), course.id, { coachId: coach.user.id, daysAhead: 30 });
    expect(await viewResults(coach.token)).toBe(true);
    expect((await ctx.api({ method: 'GET', url: `/courses/${course.id}/results`, token: coach.token })).statusCode).toBe(200);
  });

  it('shows the staff of the shift every call read-only, and refuses those not on it', async () => {
    const shift = await staffedShift();
    const call = await addCall(shift.id, 0);
    await postParticipant(call, p2.id);
    for (const who of [rp, coach]) {
      const res = await readCalls(shift.id, who.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        permissions: { manage: false },
        candidates: null,
        blocks: [{ calls: [{ id: call, participantSlots: [{ user: { id: p2.id } }] }] }],
      });
    }
    const outsider = await ctx.signIn('rp');
    const refused = await readCalls(shift.id, outsider.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_in_shift');
  });

  it("shows a participant only their own call and slot, on the shift's day only", async () => {
    const today = await staffedShift({ begins: new Date(Date.now() + MINUTE), group: true });
    const mine = await addCall(today.id, 0);
    const theirs = await addCall(today.id, 0);
    await postSlot(mine, comp.a, rp.user.id);
    await postParticipant(mine, participant.user.id);
    await postParticipant(mine, p2.id);
    const other = await ctx.createUser({ roles: ['participant'], name: 'Olga Other' });
    await enrol(db(), course.id, other.id);
    expect((await postParticipant(theirs, other.id)).statusCode).toBe(201);

    const read = await readCalls(today.id, participant.token);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    expect(body.permissions).toEqual({ manage: false, viewResults: false });
    expect(body.candidates).toBeNull();
    expect(body.blocks).toHaveLength(1);
    expect(body.blocks[0].calls.map((c: { id: number }) => c.id)).toEqual([mine]);
    expect(body.blocks[0].calls[0].participantSlots.map((p: { user: { id: number } }) => p.user.id)).toEqual([
      participant.user.id,
    ]);
    expect(body.blocks[0].calls[0].callSlots).toEqual([
      expect.objectContaining({ user: { id: rp.user.id, name: rp.user.name } }),
    ]);

    const later = await staffedShift({ begins: new Date(Date.now() + 3 * DAY) });
    await postParticipant(await addCall(later.id, 0), participant.user.id);
    const early = await readCalls(later.id, participant.token);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'shift_not_today', error: MESSAGES.sessionInfoOnShiftDay });

    const notSlotted = await ctx.signIn('participant');
    const refused = await readCalls(today.id, notSlotted.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_in_shift');

    // The shift page itself follows the same rule: a seat in a call lets the participant read it on the day.
    const page = (id: number, token: string) => ctx.api({ method: 'GET', url: `/roleplay_shifts/${id}`, token });
    const onTheDay = await page(today.id, participant.token);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect(onTheDay.json().id).toBe(today.id);
    expect((await page(later.id, participant.token)).json()).toMatchObject({ code: 'shift_not_today' });
    expect((await page(today.id, notSlotted.token)).json()).toMatchObject({ code: 'not_in_shift' });
  });

  it('sets meeting URLs for custom rooms only, and the first one locks the room', async () => {
    const roomOf = async (roomType: string, extra: Record<string, unknown> = {}) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/rooms',
        token: admin.token,
        payload: { room: { name: `Room ${roomType} ${Math.random()}`, roomType, ...extra } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const book = (shiftId: number, roomId: number | null) =>
      ctx.api({ method: 'PATCH', url: `/roleplay_shifts/${shiftId}`, token: sc.token, payload: { roleplayShift: { roomId } } });
    const setUrl = (callId: number | string, meetingUrl: unknown) =>
      ctx.api({ method: 'PATCH', url: `/calls/${callId}`, token: sc.token, payload: { call: { meetingUrl } } });

    const shift = await staffedShift({ begins: new Date(Date.now() + 40 * DAY) });
    const call = await addCall(shift.id, 0);
    const noRoom = await setUrl(call, 'https://meet.example/a');
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json().code).toBe('meeting_url_from_room');

    const teams = await roomOf('teams', { meetingUrl: 'https://teams.example/room' });
    expect((await book(shift.id, teams)).statusCode).toBe(200);
    expect((await setUrl(call, 'https://meet.example/a')).json().code).toBe('meeting_url_from_room');
    const viaTeams = (await readCalls(shift.id)).json();
    expect(viaTeams).toMatchObject({ room: { id: teams, roomType: 'teams' }, roomLocked: false });
    expect(viaTeams.blocks[0].calls[0]).toMatchObject({ meetingUrl: null, joinUrl: 'https://teams.example/room' });

    const custom = await roomOf('custom');
    expect((await book(shift.id, custom)).statusCode).toBe(200);
    for (const bad of ['ftp://files.example/a', 'not a url', 'javascript:alert(1)']) {
      const res = await setUrl(call, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(namedFields(res)).toContain('Meeting URL');
    }
    const set = await setUrl(call, 'https://meet.example/difficult-1');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      meetingUrl: 'https://meet.example/difficult-1',
      joinUrl: 'https://meet.example/difficult-1',
    });
    expect((await readCalls(shift.id)).json()).toMatchObject({ roomLocked: true, room: { id: custom } });

    const locked = await book(shift.id, teams);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('room_locked');
    const page = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: sc.token });
    expect(page.json()).toMatchObject({ roomLocked: true, room: { id: custom } });

    // A meeting URL and a change to a teams room sent at once: one of them wins, never both.
    const raced = await staffedShift({ begins: new Date(Date.now() + 45 * DAY) });
    const racedCall = await addCall(raced.id, 0);
    const racedCustom = await roomOf('custom');
    const racedTeams = await roomOf('teams', { meetingUrl: 'https://teams.example/raced' });
    expect((await book(raced.id, racedCustom)).statusCode).toBe(200);
    const [urlRes, roomRes] = await Promise.all([setUrl(racedCall, 'https://meet.example/raced'), book(raced.id, racedTeams)]);
    expect([urlRes.statusCode, roomRes.statusCode].sort()).toEqual([200, 409]);
    const after = (await readCalls(raced.id)).json();
    if (urlRes.statusCode === 200) {
      expect(roomRes.json().code).toBe('room_locked');
      expect(after).toMatchObject({ room: { id: racedCustom }, roomLocked: true });
    } else {
      expect(urlRes.json().code).toBe('meeting_url_from_room');
      expect(after).toMatchObject({ room: { id: racedTeams }, roomLocked: false });
    }

    // Clearing the only URL unlocks the room again.
    const cleared = await setUrl(call, '');
    expect(cleared.json().meetingUrl).toBeNull();
    expect((await book(shift.id, teams)).statusCode).toBe(200);
    expect((await setUrl(999_999, 'https://meet.example/a')).statusCode).toBe(404);
  });

  it('saves a meeting URL with the call’s version stamp: stale 409 changing nothing, malformed 400, one of two at once', async () => {
    const shift = await staffedShift({ begins: new Date(Date.now() + 50 * DAY) });
    const room = await ctx.api({
      method: 'POST',
      url: '/rooms',
      token: admin.token,
      payload: { room: { name: `Custom ${Math.random()}`, roomType: 'custom' } },
    });
    expect(room.statusCode, room.body).toBe(201);
    const booked = await ctx.api({
      method: 'PATCH',
      url: `/roleplay_shifts/${shift.id}`,
      token: sc.token,
      payload: { roleplayShift: { roomId: room.json().id } },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const call = await addCall(shift.id, 0);
    const setUrl = (meetingUrl: string, updatedAt?: unknown) =>
      ctx.api({ method: 'PATCH', url: `/calls/${call}`, token: sc.token, payload: { call: { meetingUrl, updatedAt } } });
    const saved = async () => (await db().select().from(calls).where(eq(calls.id, call)))[0];

    const read = (await readCalls(shift.id)).json();
    const began = read.blocks[0].calls[0].updatedAt as string;
    expect(Date.parse(began)).toBe((await saved())?.updatedAt.getTime());

    const first = await setUrl('https://meet.example/first', began);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().meetingUrl).toBe('https://meet.example/first');
    expect(Date.parse(first.json().updatedAt)).toBeGreaterThan(Date.parse(began));

    // A save begun from the old version is refused, and the first link stays.
    const stale = await setUrl('https://meet.example/overwrite', began);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_edit', details: { updatedAt: first.json().updatedAt } });
    expect(await saved()).toMatchObject({ meetingUrl: 'https://meet.example/first' });
    expect((await saved())?.updatedAt.toISOString()).toBe(first.json().updatedAt);

    for (const bad of ['yesterday', '2026-11-26T10:00:00', 42]) {
      const res = await setUrl('https://meet.example/bad', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('call.updatedAt');
    }
    expect(await saved()).toMatchObject({ meetingUrl: 'https://meet.example/first' });

    // An old client without the stamp saves as before.
    const unguarded = await setUrl('https://meet.example/second');
    expect(unguarded.statusCode, unguarded.body).toBe(200);

    // Two saves begun from the same version at once: exactly one wins, the other changes nothing.
    const current = unguarded.json().updatedAt as string;
    const raced = await Promise.all([setUrl('https://meet.example/a', current), setUrl('https://meet.example/b', current)]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = raced.find((res) => res.statusCode === 200);
    expect(raced.find((res) => res.statusCode === 409)?.json().code).toBe('stale_edit');
    expect(await saved()).toMatchObject({ meetingUrl: winner?.json().meetingUrl });
  });

  it('reads a full day of 10 blocks × 6 scenarios (its timing: bench/call-blocks.ts)', async () => {
    const big = await insertCourse(db(), {
      components: Array.from({ length: 6 }, (_, i) => ({
        type: 'Scenario' as const,
        duration: 10,
        content: `Scenario ${i + 1}`,
      })),
    });
    const bigIds = (
      (await ctx.api({ method: 'GET', url: `/courses/${big.id}/scenario_components`, token: admin.token })).json() as Array<{
        id: number;
      }>
    ).map((c) => c.id);
    const shift = await insertRoleplayShift(db(), big.id, { sessions: 8, extensions: 2, daysAhead: 20 });
    await db().update(courseEvents).set({ isGroupSession: true }).where(eq(courseEvents.id, shift.id));
    const staff: Array<{ id: number }> = [];
    for (let i = 0; i < 6; i++) {
      const user = await ctx.createUser({ roles: ['rp'], name: `Bench RP ${i}` });
      await insertInvite(db(), shift.id, user.id, 'accepted');
      staff.push(user);
    }
    const people: Array<{ id: number }> = [];
    for (let i = 0; i < 2; i++) {
      const user = await ctx.createUser({ roles: ['participant'], name: `Bench P ${i}` });
      await enrol(db(), big.id, user.id);
      people.push(user);
    }
    for (let block = 0; block < 10; block++) {
      const [call] = await db().insert(calls).values({ eventId: shift.id, blockNumber: block, meetingUrl: null }).returning();
      if (!call) throw new Error('no call');
      await db()
        .insert(callSlots)
        .values(
          bigIds.map((scenarioComponentId, i) => ({
            callId: call.id,
            eventId: shift.id,
            blockNumber: block,
            scenarioComponentId,
            userId: staff[i]?.id ?? null,
          })),
        );
      await db()
        .insert(participantSlots)
        .values(people.map((user) => ({ callId: call.id, eventId: shift.id, blockNumber: block, userId: user.id })));
    }
    const res = await readCalls(shift.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.slotStartTimes).toHaveLength(10);
    expect(body.blocks).toHaveLength(10);
    expect(
      body.blocks.flatMap((b: { calls: Array<{ callSlots: unknown[] }> }) => b.calls.flatMap((c) => c.callSlots)),
    ).toHaveLength(60);
    expect(body.blocks[9].startTime).toBe(new Date(shift.begins.getTime() + 9 * 60 * MINUTE).toISOString());
  });

  it('removes a call with its slots, and a whole block; unknown blocks are 404 and bad block numbers 400', async () => {
    const shift = await staffedShift();
    const a = await addCall(shift.id, 0);
    const b = await addCall(shift.id, 1);
    const c = await addCall(shift.id, 1);
    await postSlot(a, comp.a, rp.user.id);
    await postParticipant(a, p2.id);
    await postSlot(b, comp.a, rp.user.id);
    await postParticipant(c, p2.id);

    expect((await ctx.api({ method: 'DELETE', url: `/calls/${a}`, token: sc.token })).statusCode).toBe(204);
    expect((await ctx.api({ method: 'DELETE', url: `/calls/${a}`, token: sc.token })).statusCode).toBe(404);
    expect(await db().select().from(callSlots).where(eq(callSlots.callId, a))).toEqual([]);
    expect(await db().select().from(participantSlots).where(eq(participantSlots.callId, a))).toEqual([]);

    const block = (n: string, id = shift.id) =>
      ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${id}/call_blocks/${n}`, token: sc.token });
    for (const bad of ['10', '-1', 'x', '01', '1.5']) expect((await block(bad)).statusCode, bad).toBe(400);
    expect((await block('2')).statusCode).toBe(404);
    expect((await block('1', 999_999)).statusCode).toBe(404);
    expect((await block('1')).statusCode).toBe(204);
    expect((await readCalls(shift.id)).json().blocks).toEqual([]);
    expect(await db().select().from(participantSlots).where(eq(participantSlots.eventId, shift.id))).toEqual([]);
  });
});
