import { type Availability, SHIFT_COLORS } from '@app/shared';
import type {
  DateSelectArg,
  DateSpanApi,
  DatesSetArg,
  DayCellMountArg,
  DayHeaderContentArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventHoveringArg,
  EventMountArg,
  EventSourceInput,
  MoreLinkMountArg,
} from '@fullcalendar/core';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { keepPreviousData, notifyManager, useQueries } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatInZone } from '../../../components/date-pattern';
import { formatShortWeekday, formatTime, formatTimeRange } from '../../../components/date-time';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useCreateAvailability } from '../api/create-availability';
import { availabilitiesQueryOptions } from '../api/get-availabilities';
import { courseEventsQueryOptions } from '../api/get-course-events';
import { holidaysQueryOptions } from '../api/get-holidays';
import type { CalendarRange } from '../api/keys';
import { useUpdateAvailability } from '../api/update-availability';
import { DASHBOARD_TEXTS as D } from '../messages';
import {
  availabilityToEvent,
  type CalendarItem,
  holidayToEvents,
  itemOf,
  mayHoldAvailability,
  shiftToEvents,
} from './calendar-items';
import { FIRST_DAY, type FirstView, firstRange, holidayDays } from './calendar-range';
import { EDIT_AVAILABILITY_ATTR, REMOVE_AVAILABILITY_ATTR, renderEventContent } from './event-content';
import { zonedTimePlugin } from './zoned-time-plugin';

export type ShiftItem = Extract<CalendarItem, { kind: 'shift' | 'offer' }>;
export interface HoverTarget {
  el: HTMLElement;
  item: CalendarItem;
  start: Date | null;
  end: Date | null;
}

export interface ShiftCalendarProps {
  userId: number;
  /** Admin and sc: every shift, and the texts for a failed load say so. */
  isManager: boolean;
  /** Shows one's own availability and lets one draw, move and remove it. */
  ownsAvailability: boolean;
  /** The view it opens with (calendar-range.ts: firstView). */
  initialView: FirstView;
  /** A phone: the toolbar offers a day and a list, not a week of seven squeezed columns. */
  narrow: boolean;
  /** Shows a message (the page's `useMessages().push`, passed down so messages do not re-render the calendar). */
  notify(text: string, severity?: 'success' | 'info' | 'error'): void;
  onLoading(loading: boolean): void;
  onOpenShift(item: ShiftItem): void;
  onHover(target: HoverTarget | null): void;
  /** Opens the availability form for one block (its Edit button, or Enter on it). */
  onEditAvailability(availability: Availability): void;
  /** Asks before removing one block (its × button). */
  onRemoveAvailability(availability: Availability): void;
}

/** True where a pointer can hover (a mouse or a trackpad), not on a touch-only screen. */
function canHover(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(hover: hover)').matches;
}

// The zoned-time plugin lets the calendar show and read times in a named zone (the business zone), not the browser's.
const PLUGINS = [zonedTimePlugin, timeGridPlugin, listPlugin, interactionPlugin];
const HEADER = { left: 'prev,next today', center: 'title', right: 'timeGridWeek,listMonth' };
const NARROW_HEADER = { left: 'prev,next today', center: 'title', right: 'timeGridDay,listMonth' };
/** The toolbar's buttons in the person's language (FullCalendar writes its dates in it through `locale`). */
const buttonText = () => ({ today: t(D.today), timeGridWeek: t(D.week), timeGridDay: t(D.day), listMonth: t(D.list) });

/** The calendar's later texts (calendar-messages.ts): a chunk of their own, loaded once it is shown. */
const laterTexts = () => import('../calendar-messages');
type LaterTexts = Awaited<ReturnType<typeof laterTexts>>;
/** A notice in the person's language, once its text has arrived. */
const notice = (key: keyof LaterTexts['CALENDAR_TEXTS'], values?: Record<string, unknown>) =>
  laterTexts().then((m) => t(m.CALENDAR_TEXTS[key], values));

/**
 * FullCalendar draws the arrows of its Previous and Next buttons as role="img" with no name (the
 * button's title names it): after each drawing of the dates the arrows are hidden from assistive
 * technology, so each button is named by its title (axe 'role-img-alt').
 */
function hideToolbarIcons() {
  for (const icon of document.querySelectorAll('.fc .fc-button .fc-icon[role="img"]')) icon.setAttribute('aria-hidden', 'true');
}

/** A '+2 more' link opens a popover and says whether it is open: it is a button (axe 'aria-allowed-attr'). */
function markMoreLink(arg: MoreLinkMountArg) {
  arg.el.setAttribute('role', 'button');
}

/**
 * The week's and the day's time grid scroll in their own box. With no shift in it, nothing there
 * took the keyboard, so a keyboard could not scroll it (axe: scrollable-region-focusable). The grid's
 * first day column takes a tab stop (a cell of the grid may: a tab stop on the box itself would sit
 * between the grid's rows), and the arrow keys then scroll the hours.
 */
function focusableDayColumn(arg: DayCellMountArg) {
  const { el } = arg;
  if (el.matches('td.fc-timegrid-col[role="gridcell"]') && el.parentElement?.querySelector('td[role="gridcell"]') === el) {
    el.tabIndex = 0;
  }
}

/**
 * Availability is a band behind the shifts in the week and day grids (so it never takes half a
 * column from a shift) and a row in the list. Told by the range shown: a grid shows at most a week, the list a month.
 */
function isGridRange(range: CalendarRange): boolean {
  return Date.parse(range.end) - Date.parse(range.start) <= 8 * 24 * 3600 * 1000;
}

/** A moment as FullCalendar hands it to a formatting function: its wall clock as a UTC date, and the zone's offset. */
interface ZonedParts {
  marker: Date;
  timeZoneOffset: number;
}
const instantOf = (d: ZonedParts) => new Date(d.marker.getTime() - d.timeZoneOffset * 60_000);

/**
 * An item's time, '10:00–11:30', in the one style of the app (the shared formatTimeRange, docs/decisions.md,
 * "One way of writing dates and times"). FullCalendar's own formatter makes a new Intl.DateTimeFormat for every
 * range it writes (the costliest part of drawing a month of items); the shared one keeps its formatters.
 */
function formatEventTime(arg: { start: ZonedParts; end?: ZonedParts | null; timeZone: string }): string {
  const from = instantOf(arg.start);
  if (!arg.end || arg.end.marker.getTime() === arg.start.marker.getTime()) return formatTime(from, arg.timeZone);
  return formatTimeRange(from, instantOf(arg.end), arg.timeZone);
}
/** The time grid's hour labels, 'H:mm' like every time of the app ('8:00', not Intl's '08:00'). */
function formatSlotLabel(arg: { date: ZonedParts; timeZone: string }): string {
  return formatTime(instantOf(arg.date), arg.timeZone);
}
const VIEWS = {
  timeGridWeek: { eventMaxStack: 4 },
  listMonth: {
    listDayFormat: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', omitCommas: true },
    listDaySideFormat: false,
  },
} as const;
const DAY_HEADER = { weekday: 'short', month: 'short', day: 'numeric', omitCommas: true } as const;

/**
 * FullCalendar's React component hands all its options to the calendar again on every render of its
 * parent, which then redraws; this one takes them only when one of them changed (the loading flag of a
 * query, say, changes none).
 */
const Calendar = memo(FullCalendar);

/**
 * A week column's header in two forms, the stylesheet showing one: 'Sun Nov 22' on wide screens, a
 * short weekday over the day of the month on a phone.
 */
function renderDayHeader(arg: DayHeaderContentArg) {
  if (arg.view.type.startsWith('list')) return true;
  return (
    <>
      <span className="rp-day-header-wide">{arg.text}</span>
      <span className="rp-day-header-compact">
        <small>{formatShortWeekday(arg.date, arg.view.calendar.getOption('timeZone'))}</small>
        {formatInZone(arg.date, 'd', arg.view.calendar.getOption('timeZone'))}
      </span>
    </>
  );
}

/**
 * The dashboard calendar. It reads the range on screen through react-query (useQueries): the shifts,
 * the holidays and one's own availability, each handed to FullCalendar as an event source of its own.
 * A range seen before comes from the cache; whatever invalidates their keys (a change made here, an
 * invite answered, a live update) fetches the range on screen again and the calendar redraws with it.
 * Offline the queries wait and the calendar shows the copy kept on the device (lib/offline-cache.ts).
 * Items carry their data in extendedProps; nothing here holds React state per item, and every option
 * handed to FullCalendar keeps its identity across renders.
 */
export const ShiftCalendar = memo(function ShiftCalendar({
  userId,
  isManager,
  ownsAvailability,
  initialView,
  narrow,
  notify: push,
  onLoading,
  onOpenShift,
  onHover,
  onEditAvailability,
  onRemoveAvailability,
}: ShiftCalendarProps) {
  const timeZone = useTimeZone();
  // The app draws itself again when the language changes (LanguageGate): read once per mount.
  const [language] = useState(currentLanguage);
  const [texts] = useState(() => ({ buttons: buttonText(), nothingScheduled: t(D.nothingScheduled), allDay: t(D.allDay) }));
  // FullCalendar's own words in the person's language, once loaded (until then its English).
  const [words, setWords] = useState<ReturnType<LaterTexts['calendarOptions']> | null>(null);
  useEffect(() => {
    let current = true;
    laterTexts().then(
      (m) => current && setWords(m.calendarOptions()),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const hoveredEl = useRef<HTMLElement | null>(null);
  const createAvailability = useCreateAvailability(userId).mutateAsync;
  const updateAvailability = useUpdateAvailability(userId).mutateAsync;
  // The one availability block lifted out of the background to be dragged or resized, if any.
  const lifted = useRef<EventApi | null>(null);
  // Set while a drag runs over past days; the pointer's release then says why nothing happens.
  const refusedPast = useRef(false);

  // The range on screen: first the one the calendar opens on (asked for at sign-in, calendar-range.ts),
  // then each one FullCalendar shows.
  const [range, setRange] = useState(() => firstRange(initialView, new Date(), timeZone));
  const handleDatesSet = useCallback((info: DatesSetArg) => {
    hideToolbarIcons();
    setRange((shown) =>
      shown.start === info.startStr && shown.end === info.endStr ? shown : { start: info.startStr, end: info.endStr },
    );
  }, []);

  // While another range is fetched, the last one's items stay (as FullCalendar's own fetching kept them).
  const [shifts, holidays, availability] = useQueries({
    queries: [
      { ...courseEventsQueryOptions(range), placeholderData: keepPreviousData },
      { ...holidaysQueryOptions(...holidayDays(range)), placeholderData: keepPreviousData },
      { ...availabilitiesQueryOptions(userId, range), placeholderData: keepPreviousData, enabled: ownsAvailability },
    ],
  });

  const fetching = shifts.isFetching || holidays.isFetching || availability.isFetching;
  useEffect(() => onLoading(fetching), [fetching, onLoading]);
  useEffect(() => {
    if (shifts.error) void notice('loadFailed', { what: isManager ? 'shifts' : 'invitations' }).then((text) => push(text));
  }, [shifts.error, isManager, push]);
  useEffect(() => {
    if (holidays.error) void notice('loadFailed', { what: 'holidays' }).then((text) => push(text));
  }, [holidays.error, push]);
  useEffect(() => {
    if (availability.error) void notice('loadFailed', { what: 'availability' }).then((text) => push(text));
  }, [availability.error, push]);

  // One source per query, each kept while its answer is the same: FullCalendar redraws only a source handed anew.
  const shiftSource = useMemo(() => ({ id: 'shifts', events: (shifts.data ?? []).flatMap(shiftToEvents) }), [shifts.data]);
  const holidaySource = useMemo(
    () => ({ id: 'holidays', events: (holidays.data ?? []).flatMap(holidayToEvents) }),
    [holidays.data],
  );
  const display = isGridRange(range) ? 'background' : 'auto';
  const availabilitySource = useMemo(
    () => ({
      id: 'availability',
      events: (availability.data ?? []).map((a) => ({ ...availabilityToEvent(a), display })),
    }),
    [availability.data, display],
  );
  const eventSources = useMemo<EventSourceInput[]>(
    () => (ownsAvailability ? [shiftSource, holidaySource, availabilitySource] : [shiftSource, holidaySource]),
    [ownsAvailability, shiftSource, holidaySource, availabilitySource],
  );

  const handleSelect = useCallback(
    (info: DateSelectArg) => {
      const api = info.view.calendar;
      // The selection mirror stands in for the new block until the calendar shows it (or it is refused).
      // The request settles once the availability on screen has been fetched again; react-query hands
      // that answer to the calendar in a task of its own, and `schedule` runs after it.
      createAvailability({ startTime: info.startStr, endTime: info.endStr })
        .then(() => notice('availabilityAdded').then((text) => push(text, 'success')))
        .catch((err) =>
          notice('addAvailabilityFailed')
            .then((fallback) => localErrorText(err, fallback))
            .then((text) => push(text)),
        )
        .finally(() => notifyManager.schedule(() => api.unselect()));
    },
    [createAvailability, push],
  );

  const handleMove = useCallback(
    (info: EventDropArg | EventResizeDoneArg) => {
      const item = itemOf(info.event.extendedProps);
      if (item?.kind !== 'availability' || !info.event.start || !info.event.end) {
        info.revert();
        return;
      }
      updateAvailability({ id: item.availability.id, startTime: info.event.startStr, endTime: info.event.endStr })
        .then(() => notice('availabilityUpdated').then((text) => push(text, 'success')))
        .catch((err) => {
          info.revert();
          void notice('updateAvailabilityFailed')
            .then((fallback) => localErrorText(err, fallback))
            .then((text) => push(text));
        });
    },
    [updateAvailability, push],
  );

  const handleClick = useCallback(
    (info: EventClickArg) => {
      const item = itemOf(info.event.extendedProps);
      if (!item) return;
      const target = info.jsEvent.target instanceof Element ? info.jsEvent.target : null;
      if (item.kind === 'availability') {
        info.jsEvent.preventDefault();
        if (target?.closest(`[${REMOVE_AVAILABILITY_ATTR}]`)) onRemoveAvailability(item.availability);
        else if (target?.closest(`[${EDIT_AVAILABILITY_ATTR}]`)) onEditAvailability(item.availability);
        else if (info.event.display === 'background' && info.event.startEditable) {
          // A click on the band lifts it in front of the shifts, to be dragged or resized.
          lifted.current?.setProp('display', 'background');
          info.event.setProp('display', 'auto');
          lifted.current = info.event;
        }
        return;
      }
      if (item.kind === 'shift' || item.kind === 'offer') {
        hoveredEl.current = null;
        onHover(null);
        onOpenShift(item);
      }
    },
    [onRemoveAvailability, onEditAvailability, onOpenShift, onHover],
  );

  const handleMouseEnter = useCallback(
    (info: EventHoveringArg) => {
      const item = itemOf(info.event.extendedProps);
      // A touch screen sends a mouseenter on tap and never the mouseleave: no hover card there (a tap
      // opens the item's dialog, which says it all).
      if (!canHover()) return;
      if (item && info.event.display !== 'background') {
        hoveredEl.current = info.el;
        onHover({ el: info.el, item, start: info.event.start, end: info.event.end });
      }
    },
    [onHover],
  );
  const handleMouseLeave = useCallback(() => {
    hoveredEl.current = null;
    onHover(null);
  }, [onHover]);
  // An item that goes away under the pointer (a refetch, a removal) takes its hover card with it.
  const handleUnmount = useCallback(
    (arg: EventMountArg) => {
      if (arg.el !== hoveredEl.current) return;
      hoveredEl.current = null;
      onHover(null);
    },
    [onHover],
  );
  // A click on free time (or Escape) puts a lifted block back behind the shifts.
  const lower = useCallback(() => {
    lifted.current?.setProp('display', 'background');
    lifted.current = null;
  }, []);
  // (FullCalendar reports a click on a band as a click on its time too, after the event's click.)
  const handleDateClick = useCallback(
    (info: DateClickArg) => {
      const target = info.jsEvent.target instanceof Element ? info.jsEvent.target : null;
      if (!target?.closest('.rp-availability')) lower();
    },
    [lower],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') lower();
    };
    // A drag over past days draws nothing; on release, say why.
    const onRelease = () => {
      if (!refusedPast.current) return;
      refusedPast.current = false;
      void notice('pastDay').then((text) => push(text, 'info'));
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerup', onRelease);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerup', onRelease);
    };
  }, [lower, push]);
  const selectAllow = useCallback((span: DateSpanApi) => {
    const allowed = mayHoldAvailability(span);
    if (!allowed && !span.allDay) refusedPast.current = true;
    return allowed;
  }, []);
  const eventAllow = useCallback((span: DateSpanApi) => mayHoldAvailability(span), []);
  const eventDidMount = useCallback((arg: EventMountArg) => {
    const item = itemOf(arg.event.extendedProps);
    if (item?.kind === 'shift' || item?.kind === 'offer') arg.el.setAttribute('data-testid', 'calendar-shift');
    else if (item?.kind === 'availability') {
      arg.el.setAttribute('data-testid', 'calendar-availability');
      if (arg.event.display === 'background') arg.el.classList.add('rp-availability-band');
    }
  }, []);

  return (
    <Calendar
      plugins={PLUGINS}
      timeZone={timeZone}
      initialView={initialView}
      headerToolbar={narrow ? NARROW_HEADER : HEADER}
      firstDay={FIRST_DAY}
      locale={language}
      buttonText={texts.buttons}
      allDayText={texts.allDay}
      {...words}
      views={VIEWS}
      height="100%"
      scrollTime="08:00:00"
      nowIndicator
      allDaySlot
      dayHeaderFormat={DAY_HEADER}
      dayHeaderContent={renderDayHeader}
      eventTimeFormat={formatEventTime}
      slotLabelFormat={formatSlotLabel}
      eventColor={SHIFT_COLORS.availability}
      eventSources={eventSources}
      eventContent={renderEventContent}
      eventDidMount={eventDidMount}
      eventWillUnmount={handleUnmount}
      datesSet={handleDatesSet}
      moreLinkDidMount={markMoreLink}
      dayCellDidMount={focusableDayColumn}
      editable={false}
      selectable={ownsAvailability}
      selectMirror
      selectMinDistance={5}
      selectLongPressDelay={400}
      eventLongPressDelay={400}
      selectAllow={selectAllow}
      eventAllow={eventAllow}
      select={handleSelect}
      eventDrop={handleMove}
      eventResize={handleMove}
      eventClick={handleClick}
      dateClick={handleDateClick}
      eventMouseEnter={handleMouseEnter}
      eventMouseLeave={handleMouseLeave}
      noEventsContent={texts.nothingScheduled}
    />
  );
});
