import {
  type Call,
  type CallBlock,
  createCallBodySchema,
  createCallSlotBodySchema,
  createParticipantSlotBodySchema,
  MESSAGES,
  type Me,
  participantSlotNoteBodySchema,
  type Shift,
  type ShiftCalls,
  updateCallBodySchema,
  updateCallSlotBodySchema,
  updateParticipantSlotBodySchema,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../../lib/i18n/i18n';
import { allMessages } from '../../../../test/catalogues';
import {
  aCall,
  aCallSlot,
  anAdmin,
  aParticipantSlot,
  aResourceLink,
  aRolePlayer,
  aRoleplayShift,
  aStaffCandidate,
  someScheduleInfo,
  someShiftCalls,
} from '../../../../test/data';
import { api, json, refusal, serverError, withBody } from '../../../../test/http';
import { expectMessage, renderRoutes } from '../../../../test/render';
import { server } from '../../../../test/server';
import { shiftRoutes } from '../../routes';
import { blockTimeRange } from './block-times';

/** Before the shift's day (20 March 2026, 10:00 in Toronto). */
const BEFORE = new Date('2026-03-02T15:00:00.000Z');
/** The shift's day, an hour before it begins. */
const ON_THE_DAY = new Date('2026-03-20T13:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: BEFORE });
});
afterEach(() => {
  vi.useRealTimers();
});

const block = (blockNumber: number, calls: Call[]): CallBlock => ({
  blockNumber,
  startTime: someShiftCalls().slotStartTimes[blockNumber] ?? '2026-03-20T14:00:00.000Z',
  calls,
});

/**
 * Serves shift 41 and its day as `day()` says (a test changes it as the server would), the cards'
 * own lists, and records the day's reads and every write to it (bodies read with the shared contracts).
 */
function dayApi(initialDay: ShiftCalls, shift: Shift = aRoleplayShift()) {
  let current = initialDay;
  let reads = 0;
  const writes: Array<{ method: string; path: string; body?: unknown }> = [];
  const record = (method: string, path: string, body?: unknown) => {
    writes.push(body === undefined ? { method, path } : { method, path, body });
  };
  server.use(
    api.get('/roleplay_shifts/41', () => json(shift)),
    api.get('/roleplay_shifts/41/calls', () => {
      reads += 1;
      return json(current);
    }),
    api.get('/course_events/41/resource_links', () => json([aResourceLink()])),
    api.get('/events/41/rooms', () => json([])),
    api.get('/shift_coaches', () => json([aStaffCandidate()])),
    api.get('/shift_coordinators', () => json([])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
  );
  return {
    writes,
    record,
    reads: () => reads,
    set: (next: ShiftCalls) => {
      current = next;
    },
  };
}

const openPage = (user: Me = anAdmin()) => renderRoutes(shiftRoutes, { at: '/roleplayShifts/41', user });
const blocksCard = async () => within(await screen.findByTestId('call-blocks'));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the block view, for a manager', () => {
  it('offers the free start slots with their times and adds the chosen block', async () => {
    const day = dayApi(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    server.use(
      api.post(
        '/calls',
        withBody(createCallBodySchema, (body) => {
          day.record('POST', '/calls', body);
          return json(aCall({ id: 702, blockNumber: 1 }), 201);
        }),
      ),
    );
    const { user } = openPage();
    const card = await blocksCard();
    await card.findByText('Block 1');
    card.getByText('10:00–10:20');

    await user.click(card.getByRole('button', { name: 'Add call block' }));
    const items = screen.getAllByRole('menuitem');
    // Block 1 is taken: only block 2 (10:20) is offered.
    expect(items.map((i) => i.textContent)).toEqual(['Block 210:20–10:40']);
    const readsBefore = day.reads();
    await user.click(items[0] as HTMLElement);

    await waitFor(() =>
      expect(day.writes).toEqual([{ method: 'POST', path: '/calls', body: { call: { eventId: 41, blockNumber: 1 } } }]),
    );
    await waitFor(() => expect(day.reads()).toBeGreaterThan(readsBefore));
  });

  it("says 'Could not create Call Block' when a block cannot be added, and asks before removing a call with people in it", async () => {
    const day = dayApi(
      someShiftCalls({ blocks: [block(0, [aCall({ participantSlots: [aParticipantSlot()] }), aCall({ id: 702 })])] }),
    );
    server.use(
      api.post('/calls', () => serverError()),
      api.delete('/calls/:id', ({ params }) => {
        day.record('DELETE', `/calls/${params.id}`);
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = openPage();
    const card = await blocksCard();
    await user.click(await card.findByRole('button', { name: 'Add call block' }));
    await user.click(screen.getByRole('menuitem', { name: /^Block 2/ }));
    await expectMessage(MESSAGES.couldNotCreateCallBlock);

    // The empty call goes at once; the one with Pat asks first.
    await user.click(card.getByRole('button', { name: 'Remove block 1 call 2' }));
    await waitFor(() => expect(day.writes).toEqual([{ method: 'DELETE', path: '/calls/702' }]));
    await user.click(card.getByRole('button', { name: 'Remove block 1 call 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this call?' });
    expect(day.writes).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove call' }));
    await waitFor(() => expect(day.writes).toHaveLength(2));
    expect(day.writes[1]).toEqual({ method: 'DELETE', path: '/calls/701' });
  });

  it("role-player menus leave out who declined and who plays that scenario in the block's other call", async () => {
    dayApi(
      someShiftCalls({
        blocks: [block(0, [aCall({ callSlots: [aCallSlot()], participantSlots: [aParticipantSlot()] }), aCall({ id: 702 })])],
      }),
    );
    openPage();
    const card = await blocksCard();
    const openingOfCall2 = await card.findByRole('combobox', { name: 'Role-player for Opening, block 1 call 2' });
    expect(optionTexts(openingOfCall2)).toEqual(['Nobody', 'Robin Actor']);
    // Riley plays Opening in call 1, not Objections: Objections of call 2 may have them.
    expect(optionTexts(card.getByRole('combobox', { name: 'Role-player for Objections, block 1 call 2' }))).toEqual([
      'Nobody',
      'Riley Player',
      'Robin Actor',
    ]);
    // Call 1 keeps Riley chosen in its own menu.
    expect(card.getByRole('combobox', { name: 'Role-player for Opening, block 1 call 1' })).toHaveProperty('value', '33');
    // Pat sits in call 1: the participant menu of call 2 offers only Quinn.
    expect(optionTexts(card.getByRole('combobox', { name: 'Add a participant to block 1 call 2' }))).toEqual([
      'Add participant…',
      'Quinn Student',
    ]);
    // A call outside group sessions that has its participant offers no other.
    expect(card.queryByRole('combobox', { name: 'Add a participant to block 1 call 1' })).toBeNull();
  });

  it('creates, changes and empties a call slot from its menu', async () => {
    const day = dayApi(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    server.use(
      api.post(
        '/call_slots',
        withBody(createCallSlotBodySchema, (body) => {
          day.record('POST', '/call_slots', body);
          day.set(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot()] })])] }));
          return json(aCallSlot(), 201);
        }),
      ),
      api.put(
        '/call_slots/:id',
        withBody(updateCallSlotBodySchema, (body, { params }) => {
          day.record('PUT', `/call_slots/${params.id}`, body);
          day.set(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot({ userId: 34 })] })])] }));
          return json(aCallSlot({ userId: 34 }));
        }),
      ),
      api.delete('/call_slots/:id', ({ params }) => {
        day.record('DELETE', `/call_slots/${params.id}`);
        day.set(someShiftCalls({ blocks: [block(0, [aCall()])] }));
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = openPage();
    const card = await blocksCard();
    const opening = () => card.getByRole('combobox', { name: 'Role-player for Opening, block 1 call 1' });
    await card.findByRole('combobox', { name: 'Role-player for Opening, block 1 call 1' });

    await user.selectOptions(opening(), 'Riley Player');
    await waitFor(() => expect(opening()).toHaveProperty('value', '33'));
    await waitFor(() => expect(opening()).toHaveProperty('disabled', false));
    await user.selectOptions(opening(), 'Robin Actor');
    await waitFor(() => expect(opening()).toHaveProperty('value', '34'));
    await waitFor(() => expect(opening()).toHaveProperty('disabled', false));
    await user.selectOptions(opening(), 'Nobody');
    await waitFor(() => expect(day.writes).toHaveLength(3));

    expect(day.writes).toEqual([
      { method: 'POST', path: '/call_slots', body: { callSlot: { callId: 701, scenarioComponentId: 61, userId: 33 } } },
      { method: 'PUT', path: '/call_slots/801', body: { callSlot: { userId: 34 } } },
      { method: 'DELETE', path: '/call_slots/801' },
    ]);
    await waitFor(() => expect(opening()).toHaveProperty('value', ''));
  });

  it("says 'Could not create Call Slot' when the server fails, and shows a 409 as the conflict alert and reads the day again", async () => {
    const day = dayApi(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    let answer: () => Response = serverError;
    server.use(api.post('/call_slots', () => answer()));
    const { user } = openPage();
    const card = await blocksCard();
    const opening = await card.findByRole('combobox', { name: 'Role-player for Opening, block 1 call 1' });

    await user.selectOptions(opening, 'Riley Player');
    await expectMessage(MESSAGES.couldNotCreateCallSlot);
    expect(card.queryByRole('button', { name: 'Reload' })).toBeNull();

    answer = () => refusal(409, 'roleplayer_busy', MESSAGES.roleplayerBusy);
    const before = day.reads();
    await waitFor(() => expect(opening).toHaveProperty('disabled', false));
    await user.selectOptions(opening, 'Riley Player');
    await card.findByText(MESSAGES.roleplayerBusy);
    await waitFor(() => expect(day.reads()).toBeGreaterThan(before));
    await user.click(card.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(card.queryByText(MESSAGES.roleplayerBusy)).toBeNull());
  });

  it("adds a participant, showing the server's words when it refuses and 'Could not create Call Participant Slot' when it fails", async () => {
    const day = dayApi(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    let answer: (body: unknown) => Response = serverError;
    server.use(
      api.post(
        '/participant_slots',
        withBody(createParticipantSlotBodySchema, (body) => {
          day.record('POST', '/participant_slots', body);
          return answer(body);
        }),
      ),
    );
    const { user } = openPage();
    const card = await blocksCard();
    const add = await card.findByRole('combobox', { name: 'Add a participant to block 1 call 1' });

    await user.selectOptions(add, 'Quinn Student');
    await expectMessage(MESSAGES.couldNotCreateParticipantSlot);

    answer = () => refusal(400, 'bad_request', MESSAGES.participantNotEnrolledInCourse);
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.selectOptions(add, 'Quinn Student');
    await expectMessage(MESSAGES.participantNotEnrolledInCourse);
    expect(day.writes.map((w) => w.body)).toEqual([
      { participantSlot: { callId: 701, userId: 82 } },
      { participantSlot: { callId: 701, userId: 82 } },
    ]);
  });

  it('keeps a note disabled until a role-player plays the scenario, counts its characters, refuses a 16th visibly and saves on blur', async () => {
    const day = dayApi(
      someShiftCalls({
        blocks: [
          block(0, [
            aCall({
              callSlots: [aCallSlot()],
              participantSlots: [aParticipantSlot({ scenarioNotes: [{ id: 951, scenarioComponentId: 61, note: 'Calm' }] })],
            }),
          ]),
        ],
      }),
    );
    server.use(
      api.put(
        '/participant_slots/:id/note',
        withBody(participantSlotNoteBodySchema, (body, { params }) => {
          day.record('PUT', `/participant_slots/${params.id}/note`, body);
          const saved = aParticipantSlot({
            scenarioNotes: [{ id: 951, scenarioComponentId: 61, note: body.participantSlotNote.note }],
          });
          day.set(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot()], participantSlots: [saved] })])] }));
          return json(saved);
        }),
      ),
    );
    const { user } = openPage();
    const card = await blocksCard();
    const opening = await card.findByRole('textbox', { name: 'Note on Opening for Pat Learner' });
    const objections = card.getByRole('textbox', { name: 'Note on Objections for Pat Learner' });
    // Nobody plays Objections in this call.
    expect(objections).toHaveProperty('disabled', true);
    expect(opening).toHaveProperty('disabled', false);
    expect(opening).toHaveProperty('value', 'Calm');

    await user.clear(opening);
    await user.type(opening, 'abcdefghijklmnop');
    // The 16th character stays in the field, marked, with the limit; leaving the field saves nothing.
    expect(opening).toHaveProperty('value', 'abcdefghijklmnop');
    expect(opening.getAttribute('aria-invalid')).toBe('true');
    card.getByText('16/15: at most 15 characters, not saved');
    await user.tab();
    expect(day.writes).toEqual([]);
    card.getByText('16/15: at most 15 characters, not saved');

    // Back to 15: the counter says so, and leaving the field saves it.
    await user.click(opening);
    await user.type(opening, '{Backspace}');
    card.getByText('15/15');
    expect(opening.getAttribute('aria-invalid')).toBeNull();
    expect(day.writes).toEqual([]);
    await user.tab();

    await waitFor(() =>
      expect(day.writes).toEqual([
        {
          method: 'PUT',
          path: '/participant_slots/901/note',
          body: { participantSlotNote: { id: 951, scenarioComponentId: 61, note: 'abcdefghijklmno' } },
        },
      ]),
    );
    // Leaving it unchanged saves nothing.
    await user.click(opening);
    await user.tab();
    expect(day.writes).toHaveLength(1);
  });

  it("says 'Could not update Call Participant Slot Note' when a note cannot be saved", async () => {
    dayApi(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot()], participantSlots: [aParticipantSlot()] })])] }));
    server.use(api.put('/participant_slots/:id/note', () => serverError()));
    const { user } = openPage();
    const note = await (await blocksCard()).findByRole('textbox', { name: 'Note on Opening for Pat Learner' });
    await user.type(note, 'Slow');
    await user.tab();
    await expectMessage(MESSAGES.couldNotUpdateParticipantSlotNote);
  });

  it('marks a participant not yet added to the event, and offers reminders only when added and the shift sends invites', async () => {
    dayApi(
      someShiftCalls({
        blocks: [
          block(0, [aCall({ participantSlots: [aParticipantSlot({ addedToEvent: false })] })]),
          block(1, [aCall({ id: 702, blockNumber: 1, participantSlots: [aParticipantSlot({ id: 902, callId: 702 })] })]),
        ],
      }),
      aRoleplayShift({ details: { ...aRoleplayShift().details, useGoogleCalendar: true } }),
    );
    openPage();
    const card = await blocksCard();
    const [first, second] = await card.findAllByTestId('participant-slot');
    within(first as HTMLElement).getByText(MESSAGES.calendarInvitationPending);
    expect(within(first as HTMLElement).queryByRole('button', { name: 'Reminder for Pat Learner' })).toBeNull();
    expect(within(second as HTMLElement).queryByText(MESSAGES.calendarInvitationPending)).toBeNull();
    within(second as HTMLElement).getByRole('button', { name: 'Reminder for Pat Learner' });
  });

  it('offers no reminder and marks nobody as not invited when the shift sends no calendar invites', async () => {
    dayApi(
      someShiftCalls({
        blocks: [
          block(0, [
            aCall({ participantSlots: [aParticipantSlot()] }),
            aCall({
              id: 702,
              participantSlots: [
                aParticipantSlot({ id: 902, callId: 702, user: { id: 82, name: 'Quinn Student' }, addedToEvent: false }),
              ],
            }),
          ]),
        ],
      }),
    );
    openPage();
    const rows = await (await blocksCard()).findAllByTestId('participant-slot');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).queryByRole('button', { name: /Reminder/ })).toBeNull();
      expect(within(row).queryByText(MESSAGES.calendarInvitationPending)).toBeNull();
    }
  });

  it("shows the reminder as it will arrive, sends it only on Send, and says 'Sending…' until the answer", async () => {
    const day = dayApi(
      someShiftCalls({ blocks: [block(0, [aCall({ participantSlots: [aParticipantSlot()] })])] }),
      aRoleplayShift({ details: { ...aRoleplayShift().details, useGoogleCalendar: true } }),
    );
    let release: (response: Response) => void = () => {};
    const previews: string[] = [];
    server.use(
      api.get('/participant_slots/:id/send_reminder/preview', ({ request, params }) => {
        previews.push(`${params.id}${new URL(request.url).search}`);
        return json({
          mails: [
            {
              to: [{ name: 'Pat Learner', email: 'pat@example.com' }],
              cc: [],
              bcc: [],
              from: 'trainers@example.com',
              subject: 'Reminder: your session of Negotiation Skills',
              text: 'Hello Pat, your session starts at 9:00.',
            },
          ],
        });
      }),
      api.post('/participant_slots/:id/send_reminder', ({ request, params }) => {
        day.record('POST', `/participant_slots/${params.id}/send_reminder${new URL(request.url).search}`);
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }),
    );
    const { user } = openPage();
    const row = await (await blocksCard()).findByTestId('participant-slot');
    const state = () => within(row).getByTestId('reminder-state').textContent;

    // Cancel on the preview sends nothing.
    await user.click(within(row).getByRole('button', { name: 'Reminder for Pat Learner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send the reminder?' });
    expect((await within(dialog).findByTestId('mail-preview')).textContent).toContain(
      'Reminder: your session of Negotiation Skills',
    );
    within(dialog).getByText('Hello Pat, your session starts at 9:00.');
    expect(day.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day.writes).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Reminder for Pat Learner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder and resend calendar invite' }));
    dialog = await screen.findByRole('dialog', { name: 'Send the reminder and the calendar invite again?' });
    await within(dialog).findByTestId('mail-preview');
    expect(day.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(state()).toBe('Sending…'));
    expect(within(row).getByRole('button', { name: 'Reminder for Pat Learner' })).toHaveProperty('disabled', true);
    release(json({ message: MESSAGES.successfullySentReminder }));
    await waitFor(() => expect(state()).toBe(MESSAGES.successfullySentReminder));

    await user.click(within(row).getByRole('button', { name: 'Reminder for Pat Learner' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send reminder' }));
    dialog = await screen.findByRole('dialog', { name: 'Send the reminder?' });
    await within(dialog).findByTestId('mail-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(state()).toBe('Sending…'));
    release(refusal(409, 'reminder_not_allowed' as never, 'This participant has not been added to the event'));
    await waitFor(() => expect(state()).toBe('This participant has not been added to the event'));

    expect(day.writes).toEqual([
      { method: 'POST', path: '/participant_slots/901/send_reminder?resend_invite=1' },
      { method: 'POST', path: '/participant_slots/901/send_reminder?resend_invite=0' },
    ]);
    expect(previews).toEqual(['901?resend_invite=0', '901?resend_invite=1', '901?resend_invite=0']);
  });

  it('edits the meeting URL of a call in a custom room, and copies it with a confirmation for 1.5 seconds', async () => {
    vi.useRealTimers();
    const room = {
      id: 5,
      name: 'Studio',
      roomType: 'custom' as const,
      localNumber: null,
      tollFreeNumber: null,
      meetingUrl: null,
    };
    const url = 'https://meet.example.com/block-1';
    const day = dayApi(someShiftCalls({ room, blocks: [block(0, [aCall()])] }));
    server.use(
      api.patch(
        '/calls/:id',
        withBody(updateCallBodySchema, (body, { params }) => {
          day.record('PATCH', `/calls/${params.id}`, body);
          day.set(someShiftCalls({ room, roomLocked: true, blocks: [block(0, [aCall({ meetingUrl: url, joinUrl: url })])] }));
          return json(aCall({ meetingUrl: url, joinUrl: url }));
        }),
      ),
    );
    const { user } = openPage();
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await blocksCard();
    const field = await card.findByRole('textbox', { name: 'Meeting URL, block 1 call 1' });
    expect(card.getByRole('button', { name: 'Save URL' })).toHaveProperty('disabled', true);
    expect(card.queryByRole('button', { name: 'Copy URL' })).toBeNull();
    expect(card.queryByTestId('blocks-room-locked')).toBeNull();

    await user.type(field, url);
    await user.click(card.getByRole('button', { name: 'Save URL' }));
    await waitFor(() =>
      expect(day.writes).toEqual([
        { method: 'PATCH', path: '/calls/701', body: { call: { meetingUrl: url, updatedAt: aCall().updatedAt } } },
      ]),
    );

    const copy = await card.findByRole('button', { name: 'Copy URL' });
    // The first meeting URL locks the room choice, and the block view says so.
    card.getByTestId('blocks-room-locked');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(url);
    const shown = Date.now();
    await card.findByRole('button', { name: MESSAGES.copied });
    await waitFor(() => expect(card.queryByRole('button', { name: MESSAGES.copied })).toBeNull(), { timeout: 4000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1400);
    card.getByRole('button', { name: 'Copy URL' });
  });

  it("shows a Teams room's link read-only on every call", async () => {
    const room = {
      id: 6,
      name: 'Teams A',
      roomType: 'teams' as const,
      localNumber: null,
      tollFreeNumber: null,
      meetingUrl: 'https://teams.example.com/a',
    };
    dayApi(someShiftCalls({ room, blocks: [block(0, [aCall({ joinUrl: room.meetingUrl })])] }));
    openPage();
    const card = await blocksCard();
    expect((await card.findByTestId('call-join-url')).textContent).toContain('https://teams.example.com/a');
    expect(card.queryByRole('textbox', { name: 'Meeting URL, block 1 call 1' })).toBeNull();
    card.getByRole('button', { name: 'Copy URL' });
  });

  it('asks before removing any block, saying whether people are in it', async () => {
    const day = dayApi(
      someShiftCalls({
        blocks: [block(0, [aCall({ callSlots: [aCallSlot()] })]), block(1, [aCall({ id: 702, blockNumber: 1 })])],
      }),
    );
    server.use(
      api.delete('/roleplay_shifts/41/call_blocks/:n', ({ params }) => {
        day.record('DELETE', `/roleplay_shifts/41/call_blocks/${params.n}`);
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = openPage();
    const card = await blocksCard();
    await user.click(await card.findByRole('button', { name: 'Remove Block 2' }));
    const empty = await screen.findByRole('dialog', { name: 'Remove Block 2?' });
    within(empty).getByText(/Nobody is slotted in this block yet/);
    expect(day.writes).toEqual([]);
    await user.click(within(empty).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day.writes).toEqual([]);
    await user.click(card.getByRole('button', { name: 'Remove Block 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Block 2?' })).getByRole('button', { name: 'Remove block' }),
    );
    await waitFor(() => expect(day.writes).toEqual([{ method: 'DELETE', path: '/roleplay_shifts/41/call_blocks/1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card.getByRole('button', { name: 'Remove Block 1' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/1 person is slotted in this block/);
    expect(day.writes).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    await waitFor(() => expect(day.writes).toHaveLength(2));
    expect(day.writes[1]).toEqual({ method: 'DELETE', path: '/roleplay_shifts/41/call_blocks/0' });
  });

  it("moves a participant to a call with room, never into a block they are already in, and says 'Could not update Call Participant Slot' on failure", async () => {
    const day = dayApi(
      someShiftCalls({
        blocks: [
          block(0, [aCall({ participantSlots: [aParticipantSlot()] }), aCall({ id: 702 })]),
          block(1, [
            aCall({ id: 703, blockNumber: 1, participantSlots: [aParticipantSlot({ id: 902, callId: 703 })] }),
            aCall({ id: 704, blockNumber: 1 }),
          ]),
        ],
      }),
    );
    let answer: () => Response = () => json(aParticipantSlot({ callId: 702 }));
    server.use(
      api.put(
        '/participant_slots/:id',
        withBody(updateParticipantSlotBodySchema, (body, { params }) => {
          day.record('PUT', `/participant_slots/${params.id}`, body);
          return answer();
        }),
      ),
    );
    const { user } = openPage();
    const card = await blocksCard();
    const [move] = await card.findAllByRole('combobox', { name: 'Move Pat Learner to another call' });
    // Block 2 already has Pat: only the empty call of block 1 is offered.
    expect(optionTexts(move as HTMLElement)).toEqual(['Move to…', 'Block 1, call 2']);

    answer = serverError;
    await user.selectOptions(move as HTMLElement, 'Block 1, call 2');
    await expectMessage(MESSAGES.couldNotUpdateParticipantSlot);
    expect(day.writes).toEqual([{ method: 'PUT', path: '/participant_slots/901', body: { participantSlot: { callId: 702 } } }]);
  });

  it('reads the day again when the shift changes (a room booked)', async () => {
    const room = {
      id: 5,
      name: 'Studio',
      roomType: 'zoom' as const,
      localNumber: null,
      tollFreeNumber: null,
      meetingUrl: 'https://zoom.example.com/s',
    };
    const day = dayApi(someShiftCalls({ blocks: [block(0, [aCall()])] }));
    server.use(
      api.get('/events/41/rooms', () => json([{ ...room, current: false }])),
      api.patch('/roleplay_shifts/:id', () => {
        day.set(someShiftCalls({ room, blocks: [block(0, [aCall({ joinUrl: room.meetingUrl })])] }));
        return json(aRoleplayShift({ room }));
      }),
    );
    const { user } = openPage();
    const card = await blocksCard();
    await card.findByText('Block 1');
    expect(card.queryByTestId('call-join-url')).toBeNull();

    await user.click(within(screen.getByTestId('room-picker')).getByRole('combobox', { name: 'Room' }));
    await user.click(await screen.findByRole('option', { name: 'Studio (Zoom)' }));
    expect((await card.findByTestId('call-join-url')).textContent).toContain('https://zoom.example.com/s');
  });

  it("links each call's skills list and each role-player's coaching form", async () => {
    dayApi(someShiftCalls({ blocks: [block(0, [aCall({ callSlots: [aCallSlot()] })])] }));
    openPage();
    const card = await blocksCard();
    expect((await card.findByRole('link', { name: 'Skills list, block 1 call 1' })).getAttribute('href')).toBe(
      '/roleplayShifts/41/participantSkillsList/701',
    );
    expect(card.getByRole('link', { name: 'Coach Riley Player' }).getAttribute('href')).toBe(
      '/roleplayers/33/calls/701/coachingForm',
    );
  });
});

describe('the block view, for staff who do not manage the shift', () => {
  const readOnlyDay = () =>
    someShiftCalls({
      permissions: { manage: false, viewResults: false },
      candidates: null,
      blocks: [
        block(0, [
          aCall({ joinUrl: 'https://meet.example.com/1', callSlots: [aCallSlot()], participantSlots: [aParticipantSlot()] }),
          aCall({ id: 702, joinUrl: 'https://meet.example.com/2', callSlots: [aCallSlot({ id: 802, callId: 702, userId: 34 })] }),
        ]),
      ],
    });

  /** Block 1 starts at 14:00 UTC (10:00 in Toronto) and lasts 20 minutes. */
  const IN_THE_JOIN_WINDOW = new Date('2026-03-20T13:55:00.000Z');

  it('shows participants and role-players per scenario, and a Join button on their own call only', async () => {
    vi.setSystemTime(IN_THE_JOIN_WINDOW);
    dayApi(readOnlyDay());
    openPage(aRolePlayer());
    const card = await blocksCard();
    const [mine, other] = await card.findAllByTestId('call');
    expect(card.queryAllByRole('combobox')).toEqual([]);
    expect(card.queryByRole('button', { name: 'Add call block' })).toBeNull();
    within(mine as HTMLElement).getByText('Pat Learner');
    within(mine as HTMLElement).getByText('Riley Player');
    expect(
      within(mine as HTMLElement)
        .getByRole('link', { name: 'Join meeting' })
        .getAttribute('href'),
    ).toBe('https://meet.example.com/1');
    within(other as HTMLElement).getByText('Player 34');
    expect(within(other as HTMLElement).queryByRole('link', { name: 'Join meeting' })).toBeNull();
    // A role-player does not fill in coaching forms.
    expect(card.queryByRole('link', { name: /^Coach / })).toBeNull();
  });

  it('shows a role-player their own calls first: the time, the scenario they play, the participant and the note', async () => {
    vi.setSystemTime(IN_THE_JOIN_WINDOW);
    dayApi(
      someShiftCalls({
        permissions: { manage: false, viewResults: false },
        candidates: null,
        blocks: [
          block(0, [
            aCall({
              joinUrl: 'https://meet.example.com/1',
              callSlots: [aCallSlot()],
              participantSlots: [
                aParticipantSlot({ scenarioNotes: [{ id: 951, scenarioComponentId: 61, note: 'Calm opener' }] }),
              ],
            }),
            aCall({ id: 702, callSlots: [aCallSlot({ id: 802, callId: 702, userId: 34 })] }),
          ]),
        ],
      }),
    );
    openPage(aRolePlayer());
    const mine = await screen.findByTestId('my-calls');
    const cards = within(mine).getAllByTestId('my-call-card');
    expect(cards).toHaveLength(1);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByTestId('my-call-time').textContent).toBe(blockTimeRange('2026-03-20T14:00:00.000Z', 20));
    expect(card.getByTestId('my-call-scenario').textContent).toBe('You play Opening (10 min)');
    card.getByText('Pat Learner');
    card.getByText('Note: Calm opener');
    expect(card.getByRole('link', { name: 'Join meeting' }).getAttribute('href')).toBe('https://meet.example.com/1');
    // Own calls come before the whole day.
    const blocks = await screen.findByTestId('call-blocks');
    expect(mine.compareDocumentPosition(blocks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps Join disabled with the reason until 10 minutes before the call, and offers none once it ended', async () => {
    dayApi(readOnlyDay());
    const early = openPage(aRolePlayer());
    const mine = within(await screen.findByTestId('my-call-card'));
    expect(mine.queryByRole('link', { name: 'Join meeting' })).toBeNull();
    const join = mine.getByRole('button', { name: 'Join meeting' });
    expect(join).toHaveProperty('disabled', true);
    expect(mine.getByTestId('join-reason').textContent).toBe('Opens at Mar 20 2026, 9:50, 10 minutes before the call');
    early.unmount();

    vi.setSystemTime(new Date('2026-03-20T14:20:00.000Z'));
    openPage(aRolePlayer());
    const ended = within(await screen.findByTestId('my-call-card'));
    expect(ended.queryByRole('link', { name: 'Join meeting' })).toBeNull();
    expect(ended.queryByRole('button', { name: 'Join meeting' })).toBeNull();
    expect(ended.getByTestId('call-ended').textContent).toBe('Call ended at 10:20');
  });

  it('leads to the course’s Results page when the server says the viewer may read it, and not otherwise', async () => {
    dayApi({ ...readOnlyDay(), permissions: { manage: false, viewResults: true } });
    const coach = openPage(anAdmin({ id: 44, roleList: ['coach'] }));
    const card = await blocksCard();
    expect((await card.findByRole('link', { name: 'Course results' })).getAttribute('href')).toBe('/courses/7/results');
    coach.unmount();

    dayApi(readOnlyDay());
    openPage(anAdmin({ id: 45, roleList: ['coach'] }));
    const other = await blocksCard();
    await other.findByRole('link', { name: 'Coach Riley Player' });
    expect(other.queryByRole('link', { name: 'Course results' })).toBeNull();
  });

  it('offers the Coach link to a coach', async () => {
    dayApi(readOnlyDay());
    openPage(anAdmin({ id: 44, roleList: ['coach'] }));
    const card = await blocksCard();
    expect((await card.findByRole('link', { name: 'Coach Riley Player' })).getAttribute('href')).toBe(
      '/roleplayers/33/calls/701/coachingForm',
    );
  });
});

describe('the Late Reminder button', () => {
  it("is enabled for a coach on the shift's day, shows whom it would remind and with what, sends on Send and names them", async () => {
    vi.setSystemTime(ON_THE_DAY);
    const day = dayApi(someShiftCalls({ permissions: { manage: false, viewResults: false }, candidates: null }));
    const pat = { name: 'Pat Participant', email: 'pat@example.com' };
    server.use(
      api.get('/roleplay_shifts/41/late_reminders/preview', () =>
        json({
          mails: [
            {
              to: [pat],
              cc: [],
              bcc: ['copies@example.com'],
              from: 'trainers@example.com',
              subject: 'Your session is starting: Handling Objections',
              text: 'Hello Pat Participant, your session is starting.',
            },
          ],
        }),
      ),
      api.post('/roleplay_shifts/41/late_reminders', () => {
        day.record('POST', '/roleplay_shifts/41/late_reminders');
        return json({ sent: 1, recipients: [pat], message: 'Late reminder sent to Pat Participant' });
      }),
    );
    const { user } = openPage(anAdmin({ id: 44, roleList: ['coach'] }));
    const attendance = within(await screen.findByTestId('attendance'));
    // Cancel sends nothing.
    await user.click(attendance.getByRole('button', { name: 'Late Reminder' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Send the late reminder?' }));
    await dialog.findByText('Pat Participant <pat@example.com>');
    dialog.getByText('copies@example.com');
    dialog.getByText('Your session is starting: Handling Objections');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day.writes).toHaveLength(0);

    await user.click(attendance.getByRole('button', { name: 'Late Reminder' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Send the late reminder?' }));
    await user.click(await dialog.findByRole('button', { name: 'Send reminders' }));
    expect((await attendance.findByTestId('late-reminder-result')).textContent).toBe('Late reminder sent to Pat Participant');
    expect(day.writes).toHaveLength(1);
  });

  it("is disabled before the shift's day, and not shown to a role-player", async () => {
    dayApi(someShiftCalls());
    const first = openPage();
    const attendance = within(await screen.findByTestId('attendance'));
    expect(attendance.getByRole('button', { name: 'Late Reminder' })).toHaveProperty('disabled', true);
    first.unmount();

    dayApi(someShiftCalls({ permissions: { manage: false, viewResults: false }, candidates: null }));
    openPage(aRolePlayer());
    const again = within(await screen.findByTestId('attendance'));
    expect(again.queryByRole('button', { name: 'Late Reminder' })).toBeNull();
  });
});

describe('the participant view', () => {
  const participant = () => anAdmin({ id: 81, name: 'Pat Learner', roleList: ['participant'] });

  it("says the session information comes on the shift's day before it", async () => {
    const early = () => refusal(403, 'shift_not_today', MESSAGES.sessionInfoOnShiftDay);
    server.use(api.get('/roleplay_shifts/41/calls', early), api.get('/roleplay_shifts/41', early));
    openPage(participant());
    expect((await screen.findByTestId('participant-session-problem')).textContent).toContain(MESSAGES.sessionInfoOnShiftDay);
    expect(screen.queryByTestId('shift-header')).toBeNull();
    expect(screen.queryByTestId('my-call')).toBeNull();
  });

  it("shows on the day their call's time, room and Join button, and nobody else", async () => {
    // Five minutes before their call (block 2, 10:20 in Toronto): Join is open.
    vi.setSystemTime(new Date('2026-03-20T14:15:00.000Z'));
    const room = {
      id: 6,
      name: 'Zoom B',
      roomType: 'zoom' as const,
      localNumber: null,
      tollFreeNumber: null,
      meetingUrl: 'https://zoom.example.com/b',
    };
    server.use(
      api.get('/roleplay_shifts/41/calls', () =>
        json(
          someShiftCalls({
            permissions: { manage: false, viewResults: false },
            candidates: null,
            room,
            blocks: [
              block(1, [aCall({ id: 702, blockNumber: 1, joinUrl: room.meetingUrl, participantSlots: [aParticipantSlot()] })]),
            ],
          }),
        ),
      ),
    );
    server.use(api.get('/roleplay_shifts/41', () => json(aRoleplayShift({ room, begins: '2026-03-20T14:00:00.000Z' }))));
    openPage(participant());
    const header = within(await screen.findByTestId('shift-header'));
    expect(header.getByRole('heading', { level: 1 }).textContent).toBe('Negotiation Skills');
    expect(header.getByTestId('shift-time').textContent).toBe('10:00–11:00');
    expect(header.getByTestId('shift-room').textContent).toBe('Zoom B (Zoom)');
    const call = await screen.findByTestId('my-call');
    expect(within(call).getByRole('heading').textContent).toBe('Mar 20 2026 · 10:20–10:40');
    expect(within(call).getByTestId('my-call-room').textContent).toBe('Room: Zoom B (Zoom)');
    expect(within(call).getByRole('link', { name: 'Join meeting' }).getAttribute('href')).toBe('https://zoom.example.com/b');
    expect(screen.queryByTestId('call-blocks')).toBeNull();
    expect(screen.queryByTestId('attendance')).toBeNull();
  });

  it("names a phone room's kind in their language, in the header and on their call (issue 40)", async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    vi.setSystemTime(new Date('2026-03-20T14:15:00.000Z'));
    const room = {
      id: 7,
      name: 'Linha B',
      roomType: 'phone' as const,
      localNumber: '416 555 0100',
      tollFreeNumber: null,
      meetingUrl: null,
    };
    server.use(
      api.get('/roleplay_shifts/41/calls', () =>
        json(
          someShiftCalls({
            permissions: { manage: false, viewResults: false },
            candidates: null,
            room,
            blocks: [block(1, [aCall({ id: 702, blockNumber: 1, participantSlots: [aParticipantSlot()] })])],
          }),
        ),
      ),
    );
    server.use(api.get('/roleplay_shifts/41', () => json(aRoleplayShift({ room, begins: '2026-03-20T14:00:00.000Z' }))));
    openPage(participant());
    const header = within(await screen.findByTestId('shift-header'));
    expect(header.getByTestId('shift-room').textContent).toBe('Linha B (Telefone)');
    const call = await screen.findByTestId('my-call');
    expect(within(call).getByTestId('my-call-room').textContent).toBe('Sala: Linha B (Telefone)');
  });
});
