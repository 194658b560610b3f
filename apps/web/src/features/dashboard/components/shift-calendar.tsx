import { type Availability, MESSAGES, SHIFT_COLORS } from '@app/shared';
import type {
  DateSelectArg,
  DateSpanApi,
  DayHeaderContentArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventHoveringArg,
  EventMountArg,
  EventSourceFuncArg,
  EventSourceInput,
  MoreLinkMountArg,
} from '@fullcalendar/core';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { memo, type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { formatInZone, formatTime, formatTimeRange } from '../../../components/date-time';
import { errorText } from '../../../lib/api';
import { fetchKeptWhenOffline } from '../../../lib/online';
import { useTimeZone } from '../../../lib/time-zone';
import { useCreateAvailability } from '../api/create-availability';
import { availabilitiesQueryOptions } from '../api/get-availabilities';
import { courseEventsQueryOptions } from '../api/get-course-events';
import { holidaysQueryOptions } from '../api/get-holidays';
import { dashboardKeys } from '../api/keys';
import { useUpdateAvailability } from '../api/update-availability';
import {
  availabilityToEvent,
  type CalendarItem,
  holidayToEvents,
  itemOf,
  mayHoldAvailability,
  shiftToEvents,
} from './calendar-items';
import { FIRST_DAY, type FirstView, holidayDays } from './calendar-range';
import { EDIT_AVAILABILITY_ATTR, REMOVE_AVAILABILITY_ATTR, renderEventContent } from './event-content';
import { zonedTimePlugin } from './zoned-time-plugin';

export type ShiftItem = Extract<CalendarItem, { kind: 'shift' | 'offer' }>;
export interface HoverTarget {
  el: HTMLElement;
  item: CalendarItem;
  start: Date | null;
  end: Date | null;
}

/** What the page may ask of the calendar. */
export interface CalendarControl {
  /** Resolves once the calendar shows what the last change (an invalidation of its keys) fetched. */
  whenShown(): Promise<void>;
}

export interface ShiftCalendarProps {
  controlRef?: Ref<CalendarControl>;
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

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => part === key[i]);
}

// The zoned-time plugin lets the calendar show and read times in a named zone (the business zone), not the browser's.
const PLUGINS = [zonedTimePlugin, timeGridPlugin, listPlugin, interactionPlugin];
const HEADER = { left: 'prev,next today', center: 'title', right: 'timeGridWeek,listMonth' };
const NARROW_HEADER = { left: 'prev,next today', center: 'title', right: 'timeGridDay,listMonth' };
const BUTTON_TEXT = { today: 'Today', timeGridWeek: 'Week', timeGridDay: 'Day', listMonth: 'List' };
const PAST_DAY_TEXT = 'Past days cannot take availability: it can start today at the earliest.';

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
 * Availability is a band behind the shifts in the week and day grids (so it never takes half a
 * column from a shift) and a row in the list. The source function is not told the view, only its
 * range: a grid shows at most a week, the list a month.
 */
function isGridRange(info: EventSourceFuncArg): boolean {
  return info.end.getTime() - info.start.getTime() <= 8 * 24 * 3600 * 1000;
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
 * A week column's header in two forms, the stylesheet showing one: 'Sun Nov 22' on wide screens, a
 * short weekday over the day of the month on a phone.
 */
function renderDayHeader(arg: DayHeaderContentArg) {
  if (arg.view.type.startsWith('list')) return true;
  return (
    <>
      <span className="rp-day-header-wide">{arg.text}</span>
      <span className="rp-day-header-compact">
        <small>{formatInZone(arg.date, 'ccc', arg.view.calendar.getOption('timeZone'))}</small>
        {formatInZone(arg.date, 'd', arg.view.calendar.getOption('timeZone'))}
      </span>
    </>
  );
}

/**
 * The dashboard calendar. It asks the API only for the visible range, through react-query so a
 * range seen before comes from the cache, and fetches again whenever a mutation invalidates a key
 * under `dashboardKeys.calendarPrefixes()`. Items carry their data in extendedProps; nothing here holds
 * React state per item, and every option handed to FullCalendar keeps its identity across renders.
 */
export const ShiftCalendar = memo(function ShiftCalendar({
  controlRef,
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
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const calendarRef = useRef<FullCalendar>(null);
  const inflight = useRef(new Set<Promise<unknown>>());
  const hoveredEl = useRef<HTMLElement | null>(null);
  const createAvailability = useCreateAvailability(userId).mutateAsync;
  const updateAvailability = useUpdateAvailability(userId).mutateAsync;
  // The one availability block lifted out of the background to be dragged or resized, if any.
  const lifted = useRef<EventApi | null>(null);
  // Set while a drag runs over past days; the pointer's release then says why nothing happens.
  const refusedPast = useRef(false);

  /** Remembers a source's fetch so a change can wait for the calendar to show its result. */
  const track = useCallback(<T,>(promise: Promise<T>): Promise<T> => {
    inflight.current.add(promise);
    const forget = () => inflight.current.delete(promise);
    promise.then(forget, forget);
    return promise;
  }, []);

  /** Resolves once the fetches the last invalidation started have settled. */
  const whenShown = useCallback(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.allSettled([...inflight.current]);
    // One frame for the calendar to draw it (not waiting long where frames are paused, in a hidden tab).
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
  }, []);

  useImperativeHandle(controlRef, () => ({ whenShown }), [whenShown]);

  // A mutation invalidates keys under the calendar's: fetch the visible range again (once per burst).
  useEffect(() => {
    const prefixes = dashboardKeys.calendarPrefixes();
    let scheduled = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (!prefixes.some((prefix) => startsWith(event.query.queryKey, prefix)) || scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        calendarRef.current?.getApi().refetchEvents();
      });
    });
  }, [queryClient]);

  const eventSources = useMemo<EventSourceInput[]>(() => {
    const sources: EventSourceInput[] = [
      {
        id: 'shifts',
        events: (info: EventSourceFuncArg) =>
          track(
            // Offline: the shifts kept on the device (lib/offline-cache.ts), at once.
            fetchKeptWhenOffline(queryClient, courseEventsQueryOptions({ start: info.startStr, end: info.endStr }), []).then(
              (shifts) => shifts.flatMap(shiftToEvents),
            ),
          ),
        failure: () => push(isManager ? MESSAGES.couldNotRetrieveShifts : MESSAGES.couldNotFetchInvitations),
      },
      {
        id: 'holidays',
        events: (info: EventSourceFuncArg) =>
          track(
            fetchKeptWhenOffline(
              queryClient,
              holidaysQueryOptions(...holidayDays({ start: info.startStr, end: info.endStr })),
              [],
            ).then((holidays) => holidays.flatMap(holidayToEvents)),
          ),
        failure: () => push(MESSAGES.errorFetchingHolidays),
      },
    ];
    if (ownsAvailability) {
      sources.push({
        id: 'availability',
        events: (info: EventSourceFuncArg) =>
          track(
            queryClient
              .fetchQuery(availabilitiesQueryOptions(userId, { start: info.startStr, end: info.endStr }))
              .then((list) =>
                list.map((a) => ({ ...availabilityToEvent(a), display: isGridRange(info) ? 'background' : 'auto' })),
              ),
          ),
        failure: () => push(MESSAGES.errorRetrievingData),
      });
    }
    return sources;
  }, [queryClient, push, track, userId, isManager, ownsAvailability]);

  const handleSelect = useCallback(
    (info: DateSelectArg) => {
      const api = info.view.calendar;
      // The selection mirror stands in for the new item until the calendar shows it (or it is refused).
      createAvailability({ startTime: info.startStr, endTime: info.endStr })
        .then(async () => {
          await whenShown();
          push(MESSAGES.availabilityAdded, 'success');
        })
        .catch((err) => push(errorText(err, MESSAGES.errorCreatingAvailability)))
        .finally(() => api.unselect());
    },
    [createAvailability, whenShown, push],
  );

  const handleMove = useCallback(
    (info: EventDropArg | EventResizeDoneArg) => {
      const item = itemOf(info.event.extendedProps);
      if (item?.kind !== 'availability' || !info.event.start || !info.event.end) {
        info.revert();
        return;
      }
      updateAvailability({ id: item.availability.id, startTime: info.event.startStr, endTime: info.event.endStr })
        .then(() => push(MESSAGES.availabilityUpdated, 'success'))
        .catch((err) => {
          info.revert();
          push(errorText(err, MESSAGES.couldNotUpdateAvailability));
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
  const handleLoading = useCallback((loading: boolean) => onLoading(loading), [onLoading]);
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
      push(PAST_DAY_TEXT, 'info');
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
    <FullCalendar
      ref={calendarRef}
      plugins={PLUGINS}
      timeZone={timeZone}
      initialView={initialView}
      headerToolbar={narrow ? NARROW_HEADER : HEADER}
      firstDay={FIRST_DAY}
      lazyFetching={false}
      buttonText={BUTTON_TEXT}
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
      datesSet={hideToolbarIcons}
      moreLinkDidMount={markMoreLink}
      loading={handleLoading}
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
      noEventsContent="Nothing scheduled in this period"
    />
  );
});
