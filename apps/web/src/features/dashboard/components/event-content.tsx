import { type CalendarShift, type InviteDisplayStatus, inviteDisplayStatus } from '@app/shared';
import type { EventContentArg } from '@fullcalendar/core';
import { formatTimeRange } from '../../../components/date-time';
import { t } from '../../../lib/i18n/i18n';
import { DASHBOARD_TEXTS as D } from '../messages';
import { type CalendarItem, callJoining, itemOf, shiftSubtitle } from './calendar-items';

/** Marks the remove icon of an availability item: the calendar's click handler looks for it. */
export const REMOVE_AVAILABILITY_ATTR = 'data-remove-availability';
/** Marks the edit button of an availability item (opens the availability form). */
export const EDIT_AVAILABILITY_ATTR = 'data-edit-availability';

/** The statuses one's own shift carries a note for, in the person's language (D.statusNote). */
const NOTED: ReadonlySet<InviteDisplayStatus> = new Set(['tentative', 'invited', 'swap_requested']);

/** The note under one's own shift: 'Tentative – please respond' for an invitation still open, and so on. */
export function statusNote(shift: CalendarShift, now: number = Date.now()): string {
  if (!shift.myStatus) return '';
  const status = inviteDisplayStatus(shift.myStatus, { started: new Date(shift.begins).getTime() <= now });
  return NOTED.has(status) ? t(D.statusNote, { status }) : '';
}

interface EventBodyProps {
  layout: 'grid' | 'list';
  title: string;
  time: string;
  subtitle: string;
  note: string;
  removable: boolean;
  /**
   * The item opens a dialog when clicked. In the list the title is then a real button, reachable with
   * Tab and pressed with Enter or Space (its click reaches the calendar's click handler): the list's own
   * focusable link is what this content replaces. The week's items are focusable themselves.
   */
  opens?: boolean;
  /** The hours the edit button names ('Edit availability 10:00–12:00'). */
  hours?: string;
}

function button(className: string, text: string, label: string, attr: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.textContent = text;
  el.title = label;
  el.setAttribute('aria-label', label);
  el.setAttribute(attr, '');
  return el;
}

/** An availability's hours, '10:00–12:00' (the shared formatTimeRange), with the end's day when it spans several. */
export function availabilityHours(start: Date | null, end: Date | null, zone?: string): string {
  if (!start || !end) return '';
  return formatTimeRange(start, end, zone);
}

/**
 * An availability block in the week or day grid: a band behind the shifts, its hours written at its
 * top, with an edit and a remove button (each a real button: reachable with Tab).
 */
export function availabilityBand(hours: string, editable: boolean): HTMLElement {
  const body = document.createElement('div');
  body.className = 'rp-band';
  const label = document.createElement('div');
  label.className = 'rp-band-label';
  label.append(part('span', 'rp-title', t(D.available)), part('span', 'rp-time', hours));
  body.append(label);
  if (editable) body.append(availabilityActions(hours));
  return body;
}

function availabilityActions(hours: string): HTMLElement {
  const actions = document.createElement('span');
  actions.className = 'rp-actions';
  actions.append(
    button('rp-edit', '✎', t(D.editAvailability, { hours }), EDIT_AVAILABILITY_ATTR),
    button('rp-remove', '×', t(D.removeAvailability), REMOVE_AVAILABILITY_ATTR),
  );
  return actions;
}

function part(tag: 'span' | 'div', className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * The inside of one calendar item as plain elements, styled once by the calendar's stylesheet. Built
 * with the DOM rather than React: FullCalendar hands a React element to its own React root through a
 * portal per item, and each portal subscribes to every event type on its item (a thousand items, a
 * hundred thousand listeners). Clicks and hovers are caught once, by the calendar.
 */
export function eventBody({ layout, title, time, subtitle, note, removable, opens, hours }: EventBodyProps): HTMLElement {
  const tag = layout === 'list' ? 'span' : 'div';
  const body = document.createElement(tag);
  body.className = layout === 'list' ? 'rp-list-item' : 'rp-grid-item';
  if (time) body.append(part('div', 'rp-time', time));
  if (layout === 'list' && opens) {
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'rp-title rp-open';
    open.textContent = title;
    body.append(open);
  } else body.append(part(tag, 'rp-title', title));
  if (subtitle) body.append(part(tag, 'rp-sub', subtitle));
  if (note) body.append(part(tag, 'rp-note', note));
  if (removable) body.append(availabilityActions(hours || time));
  return body;
}

function describe(item: CalendarItem | undefined): { subtitle: string; note: string; removable: boolean; opens: boolean } {
  switch (item?.kind) {
    case 'shift':
      return {
        subtitle: shiftSubtitle(item.shift),
        // A participant's call says how to join it: its link or the room's numbers.
        note: item.call ? callJoining(item.call) : statusNote(item.shift),
        removable: false,
        opens: true,
      };
    case 'offer':
      return { subtitle: `${item.shift.courseName} · ${item.shift.clientName}`, note: '', removable: false, opens: true };
    case 'availability':
      return { subtitle: '', note: '', removable: true, opens: false };
    default:
      return { subtitle: '', note: '', removable: false, opens: false };
  }
}

/**
 * FullCalendar's eventContent: a module-level function (one identity for the calendar's lifetime)
 * returning the item's elements. Holidays keep FullCalendar's own rendering.
 */
export function renderEventContent(arg: EventContentArg) {
  const item = itemOf(arg.event.extendedProps);
  if (item?.kind === 'holiday') return true;
  if (item?.kind === 'availability' && arg.event.display === 'background') {
    const hours = availabilityHours(arg.event.start, arg.event.end, arg.view.calendar.getOption('timeZone'));
    return { domNodes: [availabilityBand(hours, arg.event.startEditable)] };
  }
  const layout = arg.view.type.startsWith('list') ? 'list' : 'grid';
  const title = item ? arg.event.title : t(D.newAvailability);
  const { subtitle, note, removable, opens } = describe(item);
  const body = eventBody({
    layout,
    title,
    time: layout === 'grid' ? arg.timeText : '',
    subtitle,
    note,
    removable: removable && !arg.isMirror && arg.event.startEditable,
    opens,
    hours: removable ? availabilityHours(arg.event.start, arg.event.end, arg.view.calendar.getOption('timeZone')) : '',
  });
  return { domNodes: [body] };
}
