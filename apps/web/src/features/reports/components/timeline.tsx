import '@event-calendar/core/index.css';
import { type Calendar, createCalendar, destroyCalendar, ResourceTimeline } from '@event-calendar/core';
import { Box } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import type { TimelineBar, TimelineRow } from './timeline-items';

export interface TimelineProps {
  rows: TimelineRow[];
  bars: TimelineBar[];
  view: 'week' | 'day';
  /** The first day shown, 'yyyy-MM-dd' in the business zone. */
  start: string;
}

/** The options the calendar gets for a view: weekly in 6-hour slots over 7 days, daily in hours over 1 day. */
function viewOptions(view: 'week' | 'day', start: string): Calendar.Options {
  return view === 'week'
    ? {
        view: 'resourceTimelineWeek',
        date: start,
        slotDuration: '06:00',
        slotWidth: 36,
        slotLabelFormat: { hour: 'numeric', minute: '2-digit', hour12: false },
      }
    : {
        view: 'resourceTimelineDay',
        date: start,
        slotDuration: '01:00',
        slotWidth: 56,
        slotLabelFormat: { hour: 'numeric', minute: '2-digit', hour12: false },
      };
}

/**
 * The resource availability timeline (EventCalendar's resource timeline, MIT): one row per person,
 * their availability and booked shifts as bars; hovering a bar shows its details. Loaded only on
 * its own route.
 */
export default function Timeline({ rows, bars, view, start }: TimelineProps) {
  const target = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const options = useMemo<Calendar.Options>(
    () => ({
      ...viewOptions(view, start),
      resources: rows,
      events: bars.map((bar) => ({ ...bar, extendedProps: { details: bar.details, kind: bar.kind } })),
    }),
    [rows, bars, view, start],
  );

  useEffect(() => {
    if (!target.current) return;
    const created = createCalendar(target.current, [ResourceTimeline], {
      timeZone: 'UTC',
      headerToolbar: { start: '', center: '', end: '' },
      height: 'auto',
      locale: 'en-US',
      firstDay: 1,
      dayHeaderFormat: { weekday: 'short', month: 'short', day: 'numeric' },
      // Times read 'H:mm' (specification 001, section 9).
      eventTimeFormat: { hour: 'numeric', minute: '2-digit', hour12: false },
      eventDidMount: ({ el, event }) => {
        const details = String(event.extendedProps.details ?? '');
        el.title = details;
        el.setAttribute('aria-label', details.replaceAll('\n', ', '));
        el.dataset.kind = String(event.extendedProps.kind ?? '');
      },
    });
    calendar.current = created;
    return () => {
      calendar.current = null;
      void destroyCalendar(created);
    };
  }, []);

  useEffect(() => {
    const cal = calendar.current;
    if (!cal) return;
    for (const [key, value] of Object.entries(options)) cal.setOption(key as keyof Calendar.Options, value as never);
  }, [options]);

  return <Box ref={target} data-testid="resource-timeline" sx={{ '& .ec': { fontSize: 13 } }} />;
}
