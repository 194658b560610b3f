import '@event-calendar/core/index.css';
import { formatTimeRange } from '@app/shared';
import { type Calendar, createCalendar, destroyCalendar, ResourceTimeline } from '@event-calendar/core';
import { Box } from '@mui/material';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useRef } from 'react';
import { formatClock, formatClockValue, formatWeekdayDate } from '../../../components/date-time';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { businessTimeZone } from '../../../lib/time-zone';
import { REPORTS_TEXTS as T } from '../messages';
import type { TimelineBar, TimelineRow } from './timeline-items';

export interface TimelineProps {
  rows: TimelineRow[];
  bars: TimelineBar[];
  view: 'week' | 'day';
  /** The first day shown, 'yyyy-MM-dd' in the business zone. */
  start: string;
}

/** A time the calendar hands over (a local Date holding the wall clock) as 'H:mm'. */
const wallClock = (time: Date) => formatClock(time.getHours(), time.getMinutes());

/** The options the calendar gets for the day view: hours over one day, wide enough for a bar's times. */
function dayOptions(start: string): Calendar.Options {
  return {
    view: 'resourceTimelineDay',
    date: start,
    slotDuration: '01:00',
    slotWidth: 72,
    slotLabelFormat: wallClock,
  };
}

/** A wall-clock time of a bar ('2026-03-02T09:00:00') as 'H:mm'. */
const clock = (wall: string) => formatClockValue(wall.slice(11, 16));

/**
 * A bar's times as its label says them: '9:00–12:00', or with the end's date when it ends on
 * another day ('22:00–Tue Mar 3 2026, 1:00'). The wall-clock strings are read as UTC instants.
 */
function barTimes(bar: TimelineBar): string {
  const sameDay = bar.start.slice(0, 10) === bar.end.slice(0, 10) || bar.end.slice(11, 16) === '00:00';
  return sameDay
    ? `${clock(bar.start)}–${clock(bar.end)}`
    : formatTimeRange(`${bar.start}Z`, `${bar.end}Z`, 'UTC', currentLanguage());
}

/**
 * The week: a row per person, a column per day, each day listing that person's bars as labelled
 * blocks (times, and the course of a shift) that wrap rather than shrink, so everything reads
 * without hovering; the people column stays in view while the days scroll on a phone.
 */
function WeekGrid({ rows, bars, start }: Omit<TimelineProps, 'view'>) {
  const first = DateTime.fromISO(start, { zone: 'UTC' });
  const days = Array.from({ length: 7 }, (_, i) => first.plus({ days: i }));
  const today = DateTime.now().setZone(businessTimeZone()).toISODate();
  const byCell = new Map<string, TimelineBar[]>();
  for (const bar of [...bars].sort((a, b) => a.start.localeCompare(b.start))) {
    for (const id of bar.resourceIds) {
      const key = `${id}|${bar.start.slice(0, 10)}`;
      byCell.set(key, [...(byCell.get(key) ?? []), bar]);
    }
  }
  const cell = { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' } as const;
  return (
    // The box scrolls sideways on a phone: the keyboard can reach and scroll it (axe 'scrollable-region-focusable').
    <Box sx={{ overflowX: 'auto' }} data-testid="timeline-week" tabIndex={0} role="region" aria-label={t(T.weekByPerson)}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 860, tableLayout: 'fixed', fontSize: 13 }}
      >
        <colgroup>
          <Box component="col" sx={{ width: { xs: 112, sm: 150 } }} />
          {days.map((day) => (
            <col key={day.toISODate()} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
              {t(T.person)}
            </Box>
            {days.map((day) => (
              <Box
                component="th"
                scope="col"
                key={day.toISODate()}
                data-testid="timeline-day-header"
                sx={{ ...cell, fontWeight: 600, bgcolor: day.toISODate() === today ? '#fff8e1' : undefined }}
              >
                {formatWeekdayDate(day.toISODate())}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="timeline-person">
              <Box
                component="th"
                scope="row"
                sx={{
                  ...cell,
                  textAlign: 'left',
                  fontWeight: 500,
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                {row.title}
              </Box>
              {days.map((day) => (
                <Box component="td" key={day.toISODate()} sx={cell}>
                  {(byCell.get(`${row.id}|${day.toISODate()}`) ?? []).map((bar) => (
                    <Box
                      key={bar.id}
                      title={bar.details}
                      aria-label={bar.details.replaceAll('\n', ', ')}
                      data-kind={bar.kind}
                      data-testid="timeline-bar"
                      sx={{
                        bgcolor: bar.color,
                        color: bar.textColor,
                        borderRadius: 1,
                        px: 0.5,
                        py: 0.25,
                        mb: 0.5,
                        lineHeight: 1.3,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {barTimes(bar)}
                      </Box>
                      {bar.kind === 'availability' ? t(T.available) : bar.title}
                    </Box>
                  ))}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The resource availability timeline (EventCalendar's resource timeline, MIT): one row per person,
 * their availability and booked shifts as bars; hovering a bar shows its details. Loaded only on
 * its own route.
 */
export default function Timeline({ rows, bars, view, start }: TimelineProps) {
  return (
    <Box data-testid="resource-timeline" data-view={view}>
      {view === 'week' ? (
        <WeekGrid rows={rows} bars={bars} start={start} />
      ) : (
        <DayTimeline rows={rows} bars={bars} start={start} />
      )}
    </Box>
  );
}

/** The day: EventCalendar's hourly timeline, each bar labelled with its times and title, wrapped to fit. */
function DayTimeline({ rows, bars, start }: Omit<TimelineProps, 'view'>) {
  const target = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const options = useMemo<Calendar.Options>(
    () => ({
      ...dayOptions(start),
      resources: rows,
      events: bars.map((bar) => ({
        ...bar,
        title: bar.kind === 'availability' ? t(T.available) : bar.title,
        extendedProps: { details: bar.details, kind: bar.kind },
      })),
    }),
    [rows, bars, start],
  );

  useEffect(() => {
    if (!target.current) return;
    const created = createCalendar(target.current, [ResourceTimeline], {
      timeZone: 'UTC',
      headerToolbar: { start: '', center: '', end: '' },
      height: 'auto',
      locale: currentLanguage() === 'en-CA' ? 'en-US' : currentLanguage(),
      firstDay: 1,
      dayHeaderFormat: { weekday: 'short', month: 'short', day: 'numeric' },
      // Times read 'H:mm' (specification 001, section 9), as everywhere (formatClock).
      eventTimeFormat: (start: Date, end: Date | null) => (end ? `${wallClock(start)}–${wallClock(end)}` : wallClock(start)),
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

  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(T.dayByPerson)}>
      <Box
        ref={target}
        sx={{
          minWidth: 150 + 24 * 72,
          '& .ec': { fontSize: 13 },
          // A bar's label wraps inside it instead of ending in '…'.
          '& .ec-event-time, & .ec-event-title': { whiteSpace: 'normal', overflowWrap: 'anywhere', overflow: 'visible' },
          '& .ec-event-body': { flexWrap: 'wrap' },
        }}
      />
    </Box>
  );
}
