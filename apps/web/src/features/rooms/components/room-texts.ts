import { phoneRoomLacksNumber, ROOM_TYPES, type RoomType, validationSentence } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../../lib/api';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused, ruleSentence } from '../../../lib/i18n/validation-texts';
import { ROOMS_TEXTS } from '../messages';

/** A room type's name in the person's language ('Phone', 'Téléphone'…). */
export const roomTypeName = (type: RoomType) => t(ROOMS_TEXTS.typeName, { type });

/** The room types as a select offers them, with their names in the person's language. */
export const roomTypeOptions = () => ROOM_TYPES.map((value) => ({ value, label: roomTypeName(value) }));

/** Only phone rooms have dial-in numbers; the other types have a meeting link. */
export const hasNumbers = (type: RoomType) => type === 'phone';

/** The editable values of a room as a form holds them: text boxes hold '' for "none". */
export interface RoomDraft {
  name: string;
  roomType: RoomType;
  localNumber: string;
  tollFreeNumber: string;
  meetingUrl: string;
}

type Field = keyof RoomDraft;

/** The room's fields as the forms label them, in the person's language. */
export function roomLabels(): Record<Field, string> {
  return {
    name: t(ROOMS_TEXTS.roomName),
    roomType: t(ROOMS_TEXTS.roomType),
    localNumber: t(ROOMS_TEXTS.localNumber),
    tollFreeNumber: t(ROOMS_TEXTS.tollFreeNumber),
    meetingUrl: t(ROOMS_TEXTS.meetingUrl),
  };
}

/** The server's refusals of a room, by code, in the person's language (a conflict is the shell's). */
const ROOM_CODES: Readonly<Record<string, MessageDescriptor>> = {
  room_name_taken: ROOMS_TEXTS.nameTaken,
  room_in_use: ROOMS_TEXTS.inUse,
  conflict: COMMON_TEXTS.conflict,
  stale_edit: COMMON_TEXTS.conflict,
};

/**
 * The failure text ('Error creating Room'), followed by the reason when the server refused the
 * request (a name taken, a room still booked, a stale copy): in English the server's own words, in
 * another language the text of the refusal's code, else the failure alone.
 */
export function roomFailure(err: unknown, base: MessageDescriptor): string {
  const failure = t(base);
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return failure;
  if (currentLanguage() === 'en-CA') return err.message ? `${failure}: ${err.message}` : failure;
  const reason = Object.hasOwn(ROOM_CODES, err.code) ? ROOM_CODES[err.code] : undefined;
  return reason ? t(ROOMS_TEXTS.failedBecause, { failure, reason: t(reason) }) : failure;
}

/** A rule of the room schema failed by `field` (of the room `body`), as a sentence in the person's language. */
export function roomIssueSentence(
  field: Field,
  issue: { code: string; message: string; input?: unknown },
  body: Parameters<typeof phoneRoomLacksNumber>[0],
): string {
  if (currentLanguage() === 'en-CA') return validationSentence(['room', field], issue.message);
  const label = roomLabels()[field];
  if (issue.code !== 'custom') return ruleSentence(label, issue);
  if (field === 'localNumber' && phoneRoomLacksNumber(body)) return t(ROOMS_TEXTS.phoneNeedsNumber);
  if (field === 'meetingUrl') return t(ROOMS_TEXTS.notWebAddress, { field: label });
  if (field === 'localNumber' || field === 'tollFreeNumber') return t(ROOMS_TEXTS.notTelephone, { field: label });
  return fieldRefused(label);
}

/**
 * The body of a save: what the room's type keeps, the rest cleared (the numbers of a room that is
 * no longer a phone room, the link of one that now is).
 */
export function roomBody(draft: RoomDraft) {
  const phone = hasNumbers(draft.roomType);
  return {
    name: draft.name,
    roomType: draft.roomType,
    localNumber: phone ? draft.localNumber : null,
    tollFreeNumber: phone ? draft.tollFreeNumber : null,
    meetingUrl: phone ? null : draft.meetingUrl,
  };
}
