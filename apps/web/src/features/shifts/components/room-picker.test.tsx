import { type EventRoom, MESSAGES, type Shift, type ShiftRoom } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../../../components/messages';
import { eventRoomsKey } from '../api/get-event-rooms';
import { RoomPicker } from './room-picker';

// MUI renders slowly on a busy machine: allow for it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const phoneRoom: ShiftRoom = {
  id: 7,
  name: 'Boardroom Line',
  roomType: 'phone',
  localNumber: '416-555-0142',
  tollFreeNumber: '1-888-555-0142',
  meetingUrl: null,
};

function shiftWith(over: Partial<Shift>): Shift {
  return {
    id: 42,
    type: 'roleplay',
    begins: '2031-03-04T14:00:00.000Z',
    ends: '2031-03-04T16:00:00.000Z',
    course: {
      id: 1,
      name: 'Course',
      client: { id: 1, orgName: 'Client' },
      resourcesReady: false,
      roleplayerAssessmentTemplate: null,
    },
    details: {
      id: 42,
      attendees: [],
      roleplayers: [],
      participants: [],
      cohort: null,
      coachId: null,
      shiftCoordinatorId: null,
      coachName: null,
      shiftCoordinatorName: null,
      regAppVisibility: false,
      isGroupSession: false,
      useGoogleCalendar: false,
      comments: '',
    },
    sessions: 1,
    extensions: 1,
    staffingRatio: 1.5,
    answerByHoursBeforeStart: 72,
    backfillEnabled: true,
    callLength: 60,
    room: null,
    roomLocked: false,
    updatedAt: '2031-01-01T00:00:00.000Z',
    ...over,
  };
}

/** Renders the picker with the free rooms already known, so no request leaves the test. */
function renderPicker(shift: Shift, manager: boolean, free: EventRoom[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(eventRoomsKey(shift.id), free);
  render(
    <QueryClientProvider client={client}>
      <MessagesProvider>
        <RoomPicker shift={shift} manager={manager} />
      </MessagesProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('RoomPicker', () => {
  it('shows others the room and its dial-in numbers, without a picker', () => {
    renderPicker(shiftWith({ room: phoneRoom }), false);
    expect(screen.getByTestId('room-read-only').textContent).toContain('Boardroom Line');
    expect(screen.getByTestId('room-numbers').textContent).toContain('416-555-0142');
    expect(screen.getByTestId('room-numbers').textContent).toContain('1-888-555-0142');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows others 'No room' when none is booked", () => {
    renderPicker(shiftWith({}), false);
    expect(screen.getByTestId('room-read-only').textContent).toContain(MESSAGES.noRoom);
  });

  it('gives managers a picker of the free rooms with the booked one chosen', () => {
    renderPicker(shiftWith({ room: phoneRoom }), true, [{ ...phoneRoom, current: true }]);
    const picker = screen.getByRole('combobox', { name: 'Room' });
    expect(picker.textContent).toContain('Boardroom Line (Phone)');
    expect(picker.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.queryByTestId('room-locked')).toBeNull();
  });

  it('locks the picker once a call has a meeting URL, and says why', () => {
    renderPicker(shiftWith({ room: phoneRoom, roomLocked: true }), true, [{ ...phoneRoom, current: true }]);
    expect(screen.getByRole('combobox', { name: 'Room' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('room-locked').textContent).toContain(MESSAGES.roomLocked);
  });

  it('links a Teams room to its meeting', () => {
    const teams: ShiftRoom = {
      ...phoneRoom,
      roomType: 'teams',
      localNumber: null,
      tollFreeNumber: null,
      meetingUrl: 'https://teams.example/x',
    };
    renderPicker(shiftWith({ room: teams }), false);
    expect(screen.getByRole('link', { name: /Join meeting/ }).getAttribute('href')).toBe('https://teams.example/x');
  });
});
