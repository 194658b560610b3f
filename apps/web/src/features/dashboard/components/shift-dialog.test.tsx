import type { CalendarShift } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCalendarShift, aRolePlayer } from '../../../test/data';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { dashboardKeys } from '../api/keys';
import { ShiftDialog } from './shift-dialog';

const WEEK = { start: '2030-03-18T00:00:00-04:00', end: '2030-03-25T00:00:00-04:00' };
const shift = (overrides: Partial<CalendarShift>) =>
  aCalendarShift({ begins: '2030-03-20T14:00:00.000Z', ends: '2030-03-20T15:00:00.000Z', myInviteId: 301, ...overrides });

/** The dialog opened on `tapped` (what the calendar item carried) while the calendar's cache holds `cached`. */
function openOn(tapped: CalendarShift, cached: CalendarShift | null) {
  const queryClient = testQueryClient(aRolePlayer());
  if (cached) queryClient.setQueryData(dashboardKeys.shiftRange(WEEK), [cached]);
  renderWithProviders(<ShiftDialog item={{ kind: 'shift', shift: tapped }} onClose={() => undefined} />, {
    user: aRolePlayer(),
    queryClient,
  });
  return { queryClient, dialog: screen.getByRole('dialog') };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the dashboard shift dialog', () => {
  it('offers what the shift allows now, not what the tapped item carried from before an answer', () => {
    // The calendar item still says 'invited' (FullCalendar had not redrawn); the data says accepted.
    const { dialog } = openOn(shift({ myStatus: 'invited' }), shift({ myStatus: 'accepted' }));
    expect(dialog.textContent).toContain('You are scheduled for this shift.');
    expect(buttonNames(dialog)).toContain('Request partial coverage');
    expect(buttonNames(dialog)).not.toContain('Accept');
  });

  it('follows the shift while open: a live update changes what it offers', () => {
    const { dialog, queryClient } = openOn(shift({ myStatus: 'accepted' }), shift({ myStatus: 'accepted' }));
    expect(buttonNames(dialog)).toContain('Give to…');
    act(() => queryClient.setQueryData(dashboardKeys.shiftRange(WEEK), [shift({ myStatus: 'swap_requested' })]));
    expect(buttonNames(dialog)).toContain('Withdraw offer');
    expect(buttonNames(dialog)).not.toContain('Give to…');
  });

  it('keeps the tapped item when the calendar holds no copy of the shift', () => {
    const { dialog } = openOn(shift({ myStatus: 'invited' }), null);
    expect(buttonNames(dialog)).toEqual(expect.arrayContaining(['Accept', 'Decline']));
  });
});
