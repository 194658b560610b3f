import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRolePlayer, aRoleplayShift } from '../../../test/data';
import { renderWithProviders } from '../../../test/render';
import { StaffingCard } from './staffing-card';

describe('the coach and coordinator card, for somebody who does not manage', () => {
  it('names the chosen coach and coordinator in words, also when they hold no place the viewer can see', () => {
    const shift = aRoleplayShift();
    const named = {
      ...shift,
      details: {
        ...shift.details,
        attendees: [],
        coachId: 3,
        coachName: 'Casey Coach',
        shiftCoordinatorId: 2,
        shiftCoordinatorName: 'Sam Coordinator',
      },
    };
    renderWithProviders(<StaffingCard shift={named} manager={false} onReload={() => undefined} />, { user: aRolePlayer() });
    expect(screen.getByTestId('coach-name').textContent).toBe('Coach: Casey Coach');
    expect(screen.getByTestId('coordinator-name').textContent).toBe('Shift coordinator: Sam Coordinator');
    expect(document.body.textContent).not.toMatch(/User #/);
  });

  it('says who is not chosen yet', () => {
    const shift = aRoleplayShift();
    renderWithProviders(
      <StaffingCard
        shift={{ ...shift, details: { ...shift.details, coachId: null, coachName: null } }}
        manager={false}
        onReload={() => undefined}
      />,
      { user: aRolePlayer() },
    );
    expect(screen.getByTestId('coach-name').textContent).toBe('Coach: Not chosen');
  });
});
