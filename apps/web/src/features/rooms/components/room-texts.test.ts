import { updateRoomBodySchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { ROOMS_TEXTS } from '../messages';
import { type RoomDraft, roomBody, roomFailure, roomTypeOptions } from './room-texts';

const draft: RoomDraft = {
  name: 'Boardroom',
  roomType: 'phone',
  localNumber: '416-555-0100',
  tollFreeNumber: '1-800-555-0100',
  meetingUrl: 'https://left.over.example',
};

describe('roomBody', () => {
  it('sends the numbers of a phone room and clears its link', () => {
    expect(roomBody(draft)).toEqual({
      name: 'Boardroom',
      roomType: 'phone',
      localNumber: '416-555-0100',
      tollFreeNumber: '1-800-555-0100',
      meetingUrl: null,
    });
  });

  it('sends the link of the other types and clears their numbers, which the shared schema accepts', () => {
    for (const roomType of ['teams', 'zoom', 'meet', 'custom'] as const) {
      const body = roomBody({ ...draft, roomType });
      expect(body).toMatchObject({ roomType, localNumber: null, tollFreeNumber: null, meetingUrl: 'https://left.over.example' });
      expect(updateRoomBodySchema.safeParse({ room: body }).success).toBe(true);
    }
  });
});

describe('roomFailure', () => {
  it("adds the server's reason to the catalogue text for a refusal, and only then", () => {
    const taken = new ApiError(409, 'Another room already has this name', 'room_name_taken');
    expect(roomFailure(taken, ROOMS_TEXTS.errorCreating)).toBe('Error creating Room: Another room already has this name');
    expect(roomFailure(new ApiError(500, 'boom', 'internal'), ROOMS_TEXTS.errorUpdating)).toBe('Error updating Room');
    expect(roomFailure(new Error('network'), ROOMS_TEXTS.errorDeleting)).toBe('Error deleting Room');
  });
});

it('offers every room type with its label, phone first', () => {
  expect(roomTypeOptions().map((o) => o.label)).toEqual(['Phone', 'MS Teams', 'Zoom', 'Google Meet', 'Online room']);
});
