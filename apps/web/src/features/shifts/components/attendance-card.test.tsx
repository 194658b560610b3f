import { MESSAGES } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAttendee, aRoleplayShift } from '../../../test/data';
import { renderWithProviders } from '../../../test/render';
import { AttendanceCard } from './attendance-card';

describe('attendance panel', () => {
  it('lists everyone slotted in a call of the shift, with their calls and whether their calendar invitation went out', () => {
    const shift = aRoleplayShift({
      details: {
        ...aRoleplayShift().details,
        attendees: [anAttendee({ id: 33, name: 'Riley Player', status: 'accepted' })],
        participants: [
          { id: 51, name: 'Drew Patel', email: 'drew@example.com', calls: 1, addedToEvent: false },
          { id: 52, name: 'Pat Participant', email: 'pat@example.com', calls: 2, addedToEvent: true },
        ],
      },
    });
    renderWithProviders(
      <AttendanceCard shift={{ ...shift, details: { ...shift.details, useGoogleCalendar: true } }} manager viewerId={1} />,
    );
    const panel = screen.getByTestId('attendance');
    expect(within(panel).queryByText('No participants yet.')).toBeNull();
    within(panel).getByRole('heading', { name: 'Participants (2)' });
    const rows = within(panel).getAllByTestId('slotted-participant');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Drew Patel'),
      expect.stringContaining('Pat Participant'),
    ]);
    expect(rows[0]?.textContent).toContain('In 1 call');
    // On the shift by their seats; the calendar invitation is its own fact, never 'not added to the event'.
    expect(rows[0]?.textContent).toContain(MESSAGES.calendarInvitationPending);
    expect(rows[1]?.textContent).toContain('In 2 calls');
    expect(rows[1]?.textContent).toContain(MESSAGES.calendarInvitationSent);
    expect(panel.textContent).not.toMatch(/added to event/i);
    // The staff stay apart.
    expect(within(panel).getByRole('list', { name: 'Role-players' }).textContent).toContain('Riley Player');
  });

  it('shows when a waiting invitation must be answered by, and an unanswered one as Expired among the declined', async () => {
    // Monday 16 March 2026, 11:00 in Toronto.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-16T15:00:00.000Z') });
    try {
      const shift = aRoleplayShift({
        details: {
          ...aRoleplayShift().details,
          attendees: [
            anAttendee({ id: 33, inviteId: 301, name: 'Riley Player', answerBy: '2026-03-17T18:00:00.000Z' }),
            anAttendee({ id: 34, inviteId: 302, name: 'Rowan Player', status: 'expired', answerBy: '2026-03-16T12:00:00.000Z' }),
          ],
        },
      });
      const { user } = renderWithProviders(<AttendanceCard shift={shift} manager viewerId={1} />);
      const panel = within(screen.getByTestId('attendance'));
      const riley = within(panel.getByRole('list', { name: 'Role-players' })).getByTestId('attendee');
      expect(riley.textContent).toContain('Riley Player');
      expect(within(riley).getByTestId('answer-by').textContent).toBe('Answer by Tue Mar 17 2026, 14:00');

      await user.click(panel.getByRole('button', { name: 'Declined (1)' }));
      const rowan = await panel.findByText('Rowan Player');
      const row = rowan.closest('[data-testid="attendee"]') as HTMLElement;
      expect(within(row).getByTestId('invite-status').textContent).toBe('Expired');
      expect(within(row).queryByTestId('answer-by')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there are no participants only when nobody sits in a call and no participant is invited', () => {
    renderWithProviders(<AttendanceCard shift={aRoleplayShift()} manager={false} viewerId={1} />);
    within(screen.getByTestId('attendance')).getByText('No participants yet.');
  });
});

describe('attendance panel: who is on the shift, by the rule the participant’s own day follows', () => {
  it('shows a participant seated in calls as on the shift, with no calendar chip on a shift that sends none', () => {
    const shift = aRoleplayShift({
      details: {
        ...aRoleplayShift().details,
        useGoogleCalendar: false,
        participants: [{ id: 5, name: 'Pat Participant', email: 'pat@example.com', calls: 2, addedToEvent: false }],
      },
    });
    renderWithProviders(<AttendanceCard shift={shift} manager viewerId={1} />);
    const panel = screen.getByTestId('attendance');
    const [pat] = within(panel).getAllByTestId('slotted-participant');
    expect(pat?.textContent).toContain('In 2 calls');
    expect(within(panel).queryByTestId('added-to-event')).toBeNull();
    expect(panel.textContent).not.toMatch(/not added|not yet invited/i);
  });
});
