import { type CalendarShift, INVITE_DISPLAY_LABELS, type InviteDisplayStatus, inviteDisplayStatus } from '@app/shared';
import type { EventContentArg } from '@fullcalendar/core';
import { memo } from 'react';
import { type CalendarItem, itemOf, shiftSubtitle } from './calendar-items';

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

/**
 * The inside of one calendar item: plain elements styled once by the calendar's stylesheet (no
 * per-item styling work), and memoised so re-rendering the calendar leaves unchanged items alone.
 */
const EventBody = memo(function EventBody({ layout, title, time, subtitle, note, removable }: EventBodyProps) {
  const remove = removable ? (
    <button type="button" className="rp-remove" aria-label="Remove availability" {...{ [REMOVE_AVAILABILITY_ATTR]: '' }}>
      ×
    </button>
  ) : null;
  if (layout === 'list') {
    return (
      <span className="rp-list-item">
        <span className="rp-title">{title}</span>
        {subtitle && <span className="rp-sub">{subtitle}</span>}
        {note && <span className="rp-note">{note}</span>}
        {remove}
      </span>
    );
  }
  return (
    <div className="rp-grid-item">
      {time && <div className="rp-time">{time}</div>}
      <div className="rp-title">{title}</div>
      {subtitle && <div className="rp-sub">{subtitle}</div>}
      {note && <div className="rp-note">{note}</div>}
      {remove}
    </div>
  );
});

function describe(item: CalendarItem | undefined): { subtitle: string; note: string; removable: boolean } {
  switch (item?.kind) {
    case 'shift':
      return { subtitle: shiftSubtitle(item.shift), note: statusNote(item.shift), removable: false };
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
 * that hands primitive props to the memoised body. Holidays keep FullCalendar's own rendering.
 */
export function renderEventContent(arg: EventContentArg) {
  const item = itemOf(arg.event.extendedProps);
  if (item?.kind === 'holiday') return true;
  const layout = arg.view.type.startsWith('list') ? 'list' : 'grid';
  const title = item ? arg.event.title : 'New availability';
  const { subtitle, note, removable } = describe(item);
  return (
    <EventBody
      layout={layout}
      title={title}
      time={layout === 'grid' ? arg.timeText : ''}
      subtitle={subtitle}
      note={note}
      removable={removable && !arg.isMirror}
    />
  );
}
