import { createLiveShiftBodySchema, createTrainingShiftBodySchema } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRoleplayShift } from '../../../test/data';
import { api, json, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { TimedShiftDialog, type TimedShiftType } from './timed-shift-dialog';

/** 'Now': Friday 6 March 2026, 10:00 in Toronto. */
const NOW = new Date('2026-03-06T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Records each creation body, read with the shared rule of its type. */
function createApi() {
  const posts: unknown[] = [];
  server.use(
    api.post(
      '/courses/7/training_shifts',
      withBody(createTrainingShiftBodySchema, (body) => {
        posts.push(body);
        return json(aRoleplayShift({ type: 'training' }), 201);
      }),
    ),
    api.post(
      '/courses/7/live_shifts',
      withBody(createLiveShiftBodySchema, (body) => {
        posts.push(body);
        return json(aRoleplayShift({ type: 'live' }), 201);
      }),
    ),
  );
  return { posts };
}

function renderDialog(type: TimedShiftType) {
  const onClose = vi.fn();
  return { ...renderWithProviders(<TimedShiftDialog courseId={7} type={type} open onClose={onClose} />), onClose };
}

describe('TimedShiftDialog: answer-by hours and automatic backfill', () => {
  it('sends the hours before the start and the backfill switch with the new orientation shift', async () => {
    const { posts } = createApi();
    const { user, onClose } = renderDialog('training');
    const dialog = within(await screen.findByRole('dialog'));
    const hours = dialog.getByRole('spinbutton', { name: /Answer by \(hours before the start\)/ });
    expect(hours).toHaveProperty('value', '72');
    expect(dialog.getByRole('switch', { name: 'Automatic backfill' })).toHaveProperty('checked', true);

    await user.clear(hours);
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await dialog.findByText('Answer by (hours before the start) is required');
    expect(posts).toEqual([]);

    await user.type(hours, '24');
    await user.click(dialog.getByRole('switch', { name: 'Automatic backfill' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await expectMessage('Orientation shift created');
    expect(posts).toEqual([
      {
        trainingShift: expect.objectContaining({ answerByHoursBeforeStart: 24, backfillEnabled: false }),
      },
    ]);
  });

  it('sends the defaults with a live shift left as it opened', async () => {
    const { posts } = createApi();
    const { user, onClose } = renderDialog('live');
    const dialog = within(await screen.findByRole('dialog'));
    // Today 10:00 to 12:00.
    dialog.getByText('Lasts 2 h');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(posts).toEqual([{ liveShift: expect.objectContaining({ answerByHoursBeforeStart: 72, backfillEnabled: true }) }]);
  });
});
