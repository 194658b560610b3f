import {
  type Call,
  type CallBlock,
  liveChangedByText,
  MESSAGES,
  type ShiftCalls,
  type UpdateCallBody,
  updateCallBodySchema,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCall, aResourceLink, aRoleplayShift, aStaffCandidate, someScheduleInfo, someShiftCalls } from '../../../../test/data';
import { api, conflict, json, withBody } from '../../../../test/http';
import { aLiveChange, fakeLiveStream, withLiveUpdates } from '../../../../test/live';
import { renderRoutes } from '../../../../test/render';
import { server } from '../../../../test/server';
import { shiftRoutes } from '../../routes';

/** Before the shift's day (20 March 2026). */
const BEFORE = new Date('2026-03-02T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: BEFORE });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A custom room: each call's meeting URL is written on the call. */
const room = { id: 5, name: 'Studio', roomType: 'custom' as const, localNumber: null, tollFreeNumber: null, meetingUrl: null };
const OLD = 'https://meet.example.com/old';
const STAMP = '2026-03-01T12:00:00.000Z';
const LATER = '2026-03-02T14:55:00.000Z';
const MINE = 'https://meet.example.com/mine';
const THEIRS = 'https://meet.example.com/theirs';

const withUrl = (url: string, overrides: Partial<Call> = {}) => aCall({ meetingUrl: url, joinUrl: url, ...overrides });
const dayOf = (calls: Call[]): ShiftCalls => {
  const block: CallBlock = { blockNumber: 0, startTime: '2026-03-20T14:00:00.000Z', calls };
  return someShiftCalls({ room, roomLocked: true, blocks: [block] });
};

/** Serves shift 41 and its day as `set` last said (as the server would after somebody else's save). */
function dayApi(initial: ShiftCalls) {
  let current = initial;
  let reads = 0;
  server.use(
    api.get('/roleplay_shifts/41', () => json(aRoleplayShift({ room, roomLocked: true }))),
    api.get('/roleplay_shifts/41/calls', () => {
      reads += 1;
      return json(current);
    }),
    api.get('/course_events/41/resource_links', () => json([aResourceLink()])),
    api.get('/events/41/rooms', () => json([{ ...room, current: true }])),
    api.get('/shift_coaches', () => json([aStaffCandidate()])),
    api.get('/shift_coordinators', () => json([])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
  );
  return {
    reads: () => reads,
    set: (next: ShiftCalls) => {
      current = next;
    },
  };
}

/** Answers each PATCH /calls/:id with `answer`; the bodies sent, read with the shared contract. */
function patchCalls(answer: (body: UpdateCallBody) => Response): UpdateCallBody[] {
  const patches: UpdateCallBody[] = [];
  server.use(
    api.patch(
      '/calls/:id',
      withBody(updateCallBodySchema, (body) => {
        patches.push(body);
        return answer(body);
      }),
    ),
  );
  return patches;
}

/** The shift page with the app shell's live stream, for a manager (an admin, Olivia Owner). */
async function openLiveShiftPage() {
  const live = fakeLiveStream();
  const rendered = renderRoutes(withLiveUpdates(shiftRoutes), { at: '/roleplayShifts/41' });
  await live.connected();
  return { ...rendered, live, card: within(await screen.findByTestId('call-blocks')) };
}

const FIRST = 'Meeting URL, block 1 call 1';
const SECOND = 'Meeting URL, block 1 call 2';

describe("a call's meeting URL while somebody else changes the calls (live updates)", () => {
  it('keeps the URL being typed, says who changed the calls, and Reload takes the saved one', async () => {
    const day = dayApi(dayOf([withUrl(OLD)]));
    const { user, live, card } = await openLiveShiftPage();
    const field = await card.findByRole('textbox', { name: FIRST });
    expect(field).toHaveProperty('value', OLD);
    await user.clear(field);
    await user.type(field, MINE);

    // Sam Coordinator sets another link and adds a second call; the stream says the shift's calls changed.
    day.set(dayOf([withUrl(THEIRS), aCall({ id: 702 })]));
    const reads = day.reads();
    live.send(aLiveChange({ kind: 'call', id: 41 }));

    // The block view read the day again and shows it, yet the URL being typed stays.
    await card.findByRole('textbox', { name: SECOND });
    expect(day.reads()).toBeGreaterThan(reads);
    expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', MINE);
    // One notice, beside the field being edited.
    const [notice, ...others] = card.getAllByTestId('changed-elsewhere');
    expect(others).toEqual([]);
    expect(within(notice as HTMLElement).getByText(liveChangedByText('Sam Coordinator')).textContent).toBe(
      'Changed by Sam Coordinator a moment ago',
    );
    expect(card.getAllByRole('button', { name: 'Save URL' }).map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      true,
    ]);

    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Reload' }));
    expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', THEIRS);
    expect(card.queryByTestId('changed-elsewhere')).toBeNull();
    expect(card.getAllByRole('button', { name: 'Save URL' })[0]).toHaveProperty('disabled', true);
  });

  it('shows the new URL at once when nothing was typed, with no notice', async () => {
    const day = dayApi(dayOf([withUrl(OLD)]));
    const { live, card } = await openLiveShiftPage();
    await waitFor(() => expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', OLD));

    day.set(dayOf([withUrl(THEIRS)]));
    live.send(aLiveChange({ kind: 'call', id: 41 }));

    await waitFor(() => expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', THEIRS));
    expect(card.queryByTestId('changed-elsewhere')).toBeNull();
    expect(card.getByRole('button', { name: 'Save URL' })).toHaveProperty('disabled', true);
  });

  it('says nothing of a change to another shift’s calls, nor of the manager’s own', async () => {
    const day = dayApi(dayOf([withUrl(OLD)]));
    const { user, live, card } = await openLiveShiftPage();
    const field = await card.findByRole('textbox', { name: FIRST });
    await user.type(field, '/x');

    // Sam's change of shift 42's calls, then the manager's own change in another tab (which adds a call).
    live.send(aLiveChange({ kind: 'call', id: 42, shiftId: 42 }));
    day.set(dayOf([withUrl(OLD), aCall({ id: 702 })]));
    live.send(aLiveChange({ kind: 'call', id: 41, actor: { id: 1, name: 'Olivia Owner' } }));
    // Shown once the day was read again after both.
    await card.findByRole('textbox', { name: SECOND });
    expect(card.queryByTestId('changed-elsewhere')).toBeNull();

    // Kim's change to this shift is the one the field tells of.
    live.send(aLiveChange({ kind: 'call', id: 41, actor: { id: 32, name: 'Kim Coordinator' } }));
    expect((await card.findByTestId('changed-elsewhere')).textContent).toContain(liveChangedByText('Kim Coordinator'));
    expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', `${OLD}/x`);
  });

  it('saves the URL with the version it was begun from; over theirs it is refused (409) with the conflict alert, and Reload takes theirs', async () => {
    const day = dayApi(dayOf([withUrl(OLD, { updatedAt: STAMP })]));
    const patches = patchCalls(() => conflict());
    const { user, live, card } = await openLiveShiftPage();
    const field = await card.findByRole('textbox', { name: FIRST });
    await user.clear(field);
    await user.type(field, MINE);

    // Sam Coordinator saved another link meanwhile (the call's stamp moved on).
    day.set(dayOf([withUrl(THEIRS, { updatedAt: LATER })]));
    live.send(aLiveChange({ kind: 'call', id: 41 }));
    await card.findByTestId('changed-elsewhere');

    // "Save anyway" sends the version the edit began from, and the server refuses it.
    await user.click(card.getByRole('button', { name: 'Save URL' }));
    const alert = (await card.findByText(MESSAGES.conflict)).closest('[role="alert"]') as HTMLElement;
    expect(patches).toEqual([{ call: { meetingUrl: MINE, updatedAt: STAMP } }]);
    expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', MINE);

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(card.getByRole('textbox', { name: FIRST })).toHaveProperty('value', THEIRS);
    await waitFor(() => expect(card.queryByText(MESSAGES.conflict)).toBeNull());
    expect(card.getByRole('button', { name: 'Save URL' })).toHaveProperty('disabled', true);
  });

  it('a second save sends the stamp the first one answered', async () => {
    const day = dayApi(dayOf([withUrl(OLD, { updatedAt: STAMP })]));
    const patches = patchCalls((body) => {
      const saved = withUrl(body.call.meetingUrl ?? '', { updatedAt: LATER });
      day.set(dayOf([saved]));
      return json(saved);
    });
    const { user, card } = await openLiveShiftPage();
    const field = await card.findByRole('textbox', { name: FIRST });
    await user.clear(field);
    await user.type(field, MINE);
    await user.click(card.getByRole('button', { name: 'Save URL' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    await user.type(field, '/2');
    await user.click(card.getByRole('button', { name: 'Save URL' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { call: { meetingUrl: MINE, updatedAt: STAMP } },
        { call: { meetingUrl: `${MINE}/2`, updatedAt: LATER } },
      ]),
    );
  });
});
