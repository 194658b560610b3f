/**
 * The .ics of a participant's session (ical-generator): one VEVENT whose UID stays the same for the
 * participant slot, with a SEQUENCE that grows with each change, sent as METHOD:REQUEST (new or
 * updated) or METHOD:CANCEL (removed). Times are written in UTC, so every calendar places them right.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface SessionEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** "Name <address>" or a bare address, as a calendar organizer. */
export function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match?.[2]) return { name: match[1]?.trim() || match[2].trim(), email: match[2].trim() };
  return { name: from.trim(), email: from.trim() };
}

/** The calendar text of one session event for the method given. */
export function sessionIcs(method: 'REQUEST' | 'CANCEL', event: SessionEvent): string {
  const calendar = ical({
    prodId: { company: 'Roleplay Back Office', product: 'sessions', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: event.organizer,
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: method === 'REQUEST' ? ICalAttendeeStatus.NEEDSACTION : ICalAttendeeStatus.DECLINED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
