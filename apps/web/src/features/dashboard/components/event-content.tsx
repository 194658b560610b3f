import { type CalendarShift, INVITE_DISPLAY_LABELS, type InviteDisplayStatus, inviteDisplayStatus } from '@app/shared';
import type { EventContentArg } from '@fullcalendar/core';
import { type CalendarItem, callJoining, itemOf, shiftSubtitle } from './calendar-items';

/** Marks the remove icon of an availability item: the calendar's click handler looks for it. */
export const REMOVE_AVAILABILITY_ATTR = 'data-remove-availability';

const STATUS_NOTES: Partial<Record<InviteDisplayStatus, string>> = {
  tentative: `${INVITE_DISPLAY_LABELS.tentative} – please respond`,
  invited: `${INVITE_DISPLAY_LABELS.invited} – not answered`,
  swap_requested: INVITE_DISPLAY_LABELS.swap_requested,
};

/** The note under one's own shift: 'Tentative – please respond' for an invitation still open, and so on. */
export function statusNote(shift: CalendarShift, now: number = Date.now()): string {
  if (!shift.myStatus) return '';
  return STATUS_NOTES[inviteDisplayStatus(shift.myStatus, { started: new Date(shift.begins).getTime() <= now })] ?? '';
}

interface EventBodyProps {
  layout: 'grid' | 'list';
  title: string;
  time: string;
  subtitle: string;
  note: string;
  removable: boolean;
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
export function eventBody({ layout, title, time, subtitle, note, removable }: EventBodyProps): HTMLElement {
  const tag = layout === 'list' ? 'span' : 'div';
  const body = document.createElement(tag);
  body.className = layout === 'list' ? 'rp-list-item' : 'rp-grid-item';
  if (time) body.append(part('div', 'rp-time', time));
  body.append(part(tag, 'rp-title', title));
  if (subtitle) body.append(part(tag, 'rp-sub', subtitle));
  if (note) body.append(part(tag, 'rp-note', note));
  if (removable) {
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'rp-remove';
    remove.textContent = '×';
    remove.setAttribute('aria-label', 'Remove availability');
    remove.setAttribute(REMOVE_AVAILABILITY_ATTR, '');
    body.append(remove);
  }
  return body;
}

function describe(item: CalendarItem | undefined): { subtitle: string; note: string; removable: boolean } {
  switch (item?.kind) {
    case 'shift':
      return {
        subtitle: shiftSubtitle(item.shift),
        // A participant's call says how to join it: its link or the room's numbers.
        note: item.call ? callJoining(item.call) : statusNote(item.shift),
        removable: false,
      };
    case 'offer':
      return { subtitle: `${item.shift.courseName} · ${item.shift.clientName}`, note: '', removable: false };
    case 'availability':
      return { subtitle: '', note: '', removable: true };
    default:
      return { subtitle: '', note: '', removable: false };
  }
}

/**
 * FullCalendar's eventContent: a module-level function (one identity for the calendar's lifetime)
 * returning the item's elements. Holidays keep FullCalendar's own rendering.
 */
export function renderEventContent(arg: EventContentArg) {
  const item = itemOf(arg.event.extendedProps);
  if (item?.kind === 'holiday') return true;
  const layout = arg.view.type.startsWith('list') ? 'list' : 'grid';
  const title = item ? arg.event.title : 'New availability';
  const { subtitle, note, removable } = describe(item);
  const body = eventBody({
    layout,
    title,
    time: layout === 'grid' ? arg.timeText : '',
    subtitle,
    note,
    removable: removable && !arg.isMirror,
  });
  return { domNodes: [body] };
}
