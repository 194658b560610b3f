import { liveChangedByText, MESSAGES, type Shift } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRoleplayShift, aStaffCandidate, STAMP, someScheduleInfo } from '../../../test/data';
import { api, conflict, json } from '../../../test/http';
import { aLiveChange, fakeLiveStream, withLiveUpdates } from '../../../test/live';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { shiftApi } from '../../../test/shift-api';
import { shiftRoutes } from '../routes';

/** Before the shift (20 March 2026). */
const NOW = new Date('2026-03-02T15:00:00.000Z');
const LATER = '2026-03-02T15:30:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const withMemo = (comments: string, overrides: Partial<Shift> = {}) =>
  aRoleplayShift({ details: { ...aRoleplayShift().details, comments }, ...overrides });

/** Shift 41 as test/shift-api.ts serves it, and the lists a manager's cards ask for. */
function managedShiftApi(initial: Shift, answerPatch?: (body: unknown) => Response) {
  server.use(
    api.get('/events/41/rooms', () => json([])),
    api.get('/shift_coaches', () => json([aStaffCandidate()])),
    api.get('/shift_coordinators', () => json([])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
  );
  return shiftApi(initial, answerPatch);
}

/** The shift page with the app shell's live stream, for a manager (an admin, Olivia Owner). */
async function openLiveShiftPage() {
  const live = fakeLiveStream();
  const rendered = renderRoutes(withLiveUpdates(shiftRoutes), { at: '/roleplayShifts/41' });
  await live.connected();
  return { ...rendered, live };
}

const memoBox = () => within(screen.getByTestId('memo'));
const memoField = () => memoBox().getByRole('textbox', { name: 'Memo' });
/** Somebody else's save of the shift reached this page: its course name, changed with it, is shown. */
const renamedCourse = (shift: Shift, name: string): Shift => ({ ...shift, course: { ...shift.course, name } });

describe('the memo while somebody else changes the shift (live updates)', () => {
  it('keeps what the manager typed, says who changed the shift, and Reload takes the memo saved now', async () => {
    const shift = managedShiftApi(withMemo('Bring headsets'), () => conflict());
    const { user, live } = await openLiveShiftPage();
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills' });
    await user.type(memoField(), ' and notes');
    expect(memoBox().queryByTestId('changed-elsewhere')).toBeNull();

    // Sam Coordinator saves another memo (and the course's new name); the stream says the shift changed.
    shift.set(renamedCourse(withMemo('Room 4 instead', { updatedAt: LATER }), 'Negotiation Skills 2'));
    const gets = shift.gets();
    live.send(aLiveChange({ kind: 'shift', id: 41 }));

    // The page read the shift again and shows it, yet the memo being typed stays.
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills 2' });
    expect(shift.gets()).toBeGreaterThan(gets);
    expect(memoField()).toHaveProperty('value', 'Bring headsets and notes');
    expect(memoBox().getByTestId('memo-state').textContent).toBe('Unsaved changes');
    const notice = memoBox().getByTestId('changed-elsewhere');
    expect(within(notice).getByText(liveChangedByText('Sam Coordinator')).textContent).toBe(
      'Changed by Sam Coordinator a moment ago',
    );

    // Saving it anyway sends the version the draft began from: the server refuses instead of losing Sam's memo.
    await user.click(memoBox().getByRole('button', { name: 'Save memo' }));
    await memoBox().findByText(MESSAGES.conflict);
    expect(shift.patches).toEqual([{ roleplayShift: { comments: 'Bring headsets and notes', updatedAt: STAMP } }]);

    await user.click(within(memoBox().getByTestId('changed-elsewhere')).getByRole('button', { name: 'Reload' }));
    expect(memoField()).toHaveProperty('value', 'Room 4 instead');
    expect(memoBox().queryByTestId('changed-elsewhere')).toBeNull();
    expect(memoBox().getByTestId('memo-state').textContent).toBe('');
    expect(memoBox().getByRole('button', { name: 'Save memo' })).toHaveProperty('disabled', true);
  });

  it('after Reload, an edit is saved over the new memo with its version', async () => {
    const shift = managedShiftApi(withMemo('Bring headsets'), (body) => {
      const { comments } = (body as { roleplayShift: { comments: string } }).roleplayShift;
      return json(withMemo(comments, { updatedAt: '2026-03-02T15:45:00.000Z' }));
    });
    const { user, live } = await openLiveShiftPage();
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills' });
    await user.type(memoField(), '!');

    shift.set(renamedCourse(withMemo('Room 4 instead', { updatedAt: LATER }), 'Negotiation Skills 2'));
    live.send(aLiveChange({ kind: 'shift', id: 41 }));
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills 2' });
    await user.click(within(memoBox().getByTestId('changed-elsewhere')).getByRole('button', { name: 'Reload' }));

    await user.type(memoField(), ', bring headsets');
    await user.click(memoBox().getByRole('button', { name: 'Save memo' }));
    await waitFor(() => expect(memoBox().getByTestId('memo-state').textContent).toBe('Saved'));
    expect(shift.patches).toEqual([{ roleplayShift: { comments: 'Room 4 instead, bring headsets', updatedAt: LATER } }]);
  });

  it('shows the new memo at once when nothing was typed, with no notice', async () => {
    const shift = managedShiftApi(withMemo('Bring headsets'));
    const { live } = await openLiveShiftPage();
    await waitFor(() => expect(memoField()).toHaveProperty('value', 'Bring headsets'));

    shift.set(withMemo('Room 4 instead', { updatedAt: LATER }));
    live.send(aLiveChange({ kind: 'shift', id: 41 }));

    await waitFor(() => expect(memoField()).toHaveProperty('value', 'Room 4 instead'));
    expect(memoBox().queryByTestId('changed-elsewhere')).toBeNull();
    expect(memoBox().getByRole('button', { name: 'Save memo' })).toHaveProperty('disabled', true);
  });

  it('says nothing of a change to another shift, nor of the manager’s own change from another tab', async () => {
    const shift = managedShiftApi(withMemo('Bring headsets'));
    const { user, live } = await openLiveShiftPage();
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills' });
    await user.type(memoField(), ' and notes');

    // The manager's own save in another tab, then Sam's change of shift 42: the page reads shift 41 again for each.
    shift.set(renamedCourse(withMemo('Bring headsets'), 'Negotiation Skills 2'));
    live.send(aLiveChange({ kind: 'shift', id: 41, actor: { id: 1, name: 'Olivia Owner' } }));
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills 2' });
    shift.set(renamedCourse(withMemo('Bring headsets'), 'Negotiation Skills 3'));
    live.send(aLiveChange({ kind: 'shift', id: 42, shiftId: 42 }));
    await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills 3' });

    expect(memoBox().queryByTestId('changed-elsewhere')).toBeNull();
    expect(memoField()).toHaveProperty('value', 'Bring headsets and notes');
  });
});
