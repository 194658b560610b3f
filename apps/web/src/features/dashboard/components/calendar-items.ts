import {
  type Availability,
  type CalendarShift,
  type Holiday,
  holdsPlace,
  type MyCall,
  SHIFT_COLORS,
  SHIFT_ROUTES,
} from '@app/shared';
import type { EventInput } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import { startOfDayInZone } from '../../../components/date-time';
import { t } from '../../../lib/i18n/i18n';
import { DASHBOARD_TEXTS as D } from '../messages';

/**
 * What one calendar item stands for, kept in the event's extendedProps. The calendar holds no React
 * state per item: everything the content, the hover card and the dialog need is here.
 */
export type CalendarItem =
  | { kind: 'shift'; shift: CalendarShift; call?: MyCall }
  | { kind: 'offer'; shift: CalendarShift }
  | { kind: 'availability'; availability: Availability }
  | { kind: 'holiday'; holiday: Holiday };

/** The start of today in the business time zone: nothing may be selected or moved before it. */
export function startOfToday(now: Date = new Date()): Date {
  return startOfDayInZone(now);
}

/** True when a range may become availability: a timed range that starts today or later. */
export function mayHoldAvailability(range: { start: Date; allDay: boolean }, now: Date = new Date()): boolean {
  return !range.allDay && range.start.getTime() >= startOfToday(now).getTime();
}

/** The text a shift's item carries: an offer reads 'Shift Available'; otherwise the course (and cohort). */
export function shiftTitle(item: Extract<CalendarItem, { kind: 'shift' | 'offer' }>): string {
  if (item.kind === 'offer') return t(D.shiftAvailable);
  const { courseName, cohortName, myCalls } = item.shift;
  const title = cohortName ? `${courseName} · ${cohortName}` : courseName;
  // A participant with several calls in the shift: each item says which of them it is.
  const number = item.call ? myCalls.findIndex((call) => call.id === item.call?.id) + 1 : 0;
  return number > 0 && myCalls.length > 1 ? t(D.callOf, { title, number, count: myCalls.length }) : title;
}

/** How a participant joins one of their calls, in one line: its meeting link, or the room's numbers. */
export function callJoining(call: MyCall): string {
  if (call.joinUrl) return call.joinUrl;
  const numbers = [call.localNumber, call.tollFreeNumber].filter(Boolean).join(' · ');
  return numbers ? t(D.dial, { numbers }) : '';
}

/** The one-line description under an item's title: client and shift type. */
export function shiftSubtitle(shift: CalendarShift): string {
  return `${shift.clientName} · ${t(D.shiftType, { type: shift.type })}`;
}

/** The shift page of a calendar shift. */
export function shiftPagePath(shift: Pick<CalendarShift, 'type' | 'id'>): string {
  return `/${SHIFT_ROUTES[shift.type]}/${shift.id}`;
}

/**
 * A shift as calendar events: one per call of a participant who sits in calls of it (each at its own
 * time, with its own joining details), otherwise one for the shift; none once declined.
 */
export function shiftToEvents(shift: CalendarShift): EventInput[] {
  const events = shift.myCalls.length > 0 ? shift.myCalls.map((call) => shiftToEvent(shift, call)) : [shiftToEvent(shift)];
  return events.filter((event): event is EventInput => event !== null);
}

/** A shift (or one `call` of the viewer in it) as a calendar event: colour fixed by type, never editable; hidden once declined. */
export function shiftToEvent(shift: CalendarShift, call?: MyCall): EventInput | null {
  // Offered to the viewer, who does not hold it: 'Shift Available'.
  const offered = shift.swapInviteId !== null && (shift.myStatus === null || !holdsPlace(shift.myStatus));
  if (shift.myStatus !== null && !holdsPlace(shift.myStatus) && !offered) return null;
  const item: CalendarItem = offered
    ? { kind: 'offer', shift }
    : call
      ? { kind: 'shift', shift, call }
      : { kind: 'shift', shift };
  const color = offered ? SHIFT_COLORS.swap : SHIFT_COLORS[shift.type];
  const invited = !offered && shift.myStatus === 'invited';
  const classNames = ['rp-shift'];
  if (offered) classNames.push('rp-offer');
  else if (invited) classNames.push('rp-invited');
  else if (shift.myStatus === 'swap_requested') classNames.push('rp-swap-requested');
  return {
    id: `${item.kind}:${shift.type}:${shift.id}${call ? `:call:${call.id}` : ''}`,
    title: shiftTitle(item),
    // A participant's call is drawn at its own time.
    start: call?.begins ?? shift.begins,
    end: call?.ends ?? shift.ends,
    // An invite still waiting for an answer is drawn outlined, in the type's colour.
    backgroundColor: invited ? '#fff' : color,
    borderColor: color,
    textColor: invited ? color : '#fff',
    editable: false,
    classNames,
    extendedProps: { item },
  };
}

/** One's own availability: the availability colour, movable and resizable unless it began before today. */
export function availabilityToEvent(availability: Availability, now: Date = new Date()): EventInput {
  const item: CalendarItem = { kind: 'availability', availability };
  const editable = DateTime.fromISO(availability.startTime).toMillis() >= startOfToday(now).getTime();
  return {
    id: `availability:${availability.id}`,
    // The server names every block 'Available' (its title): written in the person's language here.
    title: t(D.available),
    start: availability.startTime,
    end: availability.endTime,
    backgroundColor: SHIFT_COLORS.availability,
    borderColor: SHIFT_COLORS.availability,
    textColor: '#fff',
    editable,
    classNames: ['rp-availability'],
    extendedProps: { item },
  };
}

/**
 * A holiday as two events: an all-day item with its name (in the all-day row and the list) and a
 * background tint over the day's column in the week grid.
 */
export function holidayToEvents(holiday: Holiday): EventInput[] {
  const item: CalendarItem = { kind: 'holiday', holiday };
  // Date-only strings: the calendar reads them as midnight in its own (the business) time zone. The
  // next calendar date is counted in UTC, where every day has 24 hours (a malformed date: no tint).
  const nextDay = DateTime.fromISO(holiday.date, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? holiday.date;
  return [
    {
      id: `holiday:${holiday.date}:${holiday.name}`,
      title: holiday.name,
      start: holiday.date,
      allDay: true,
      backgroundColor: SHIFT_COLORS.holiday,
      borderColor: SHIFT_COLORS.holiday,
      textColor: '#fff',
      editable: false,
      classNames: ['rp-holiday'],
      extendedProps: { item },
    },
    {
      id: `holiday-tint:${holiday.date}:${holiday.name}`,
      start: holiday.date,
      end: nextDay,
      allDay: false,
      display: 'background',
      backgroundColor: SHIFT_COLORS.holiday,
      classNames: ['rp-holiday-tint'],
      extendedProps: { item },
    },
  ];
}

/** The item an event stands for; undefined for FullCalendar's own (the selection mirror). */
export function itemOf(extendedProps: Record<string, unknown>): CalendarItem | undefined {
  return extendedProps.item as CalendarItem | undefined;
}
