import { formatDateTimeRange, type ResourceAvailability } from '@app/shared';
import { DateTime } from 'luxon';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';

/**
 * What the timeline draws, as plain data (tested on its own): people as rows, availability and
 * booked shifts as bars. The calendar component runs in UTC and is handed wall-clock times of the
 * business zone without an offset, so it shows the business zone's clock whatever the browser's.
 */

export interface TimelineRow {
  id: number;
  title: string;
}

export interface TimelineBar {
  id: string;
  resourceIds: number[];
  start: string;
  end: string;
  title: string;
  color: string;
  textColor: string;
  /** What hovering shows. */
  details: string;
  kind: 'availability' | 'invited' | 'accepted';
}

/** Each bar's text reads at 4.5:1 or more on its colour (WCAG AA). */
export const BAR_COLORS = {
  availability: { color: '#c8e6c9', textColor: '#1b5e20' },
  accepted: { color: '#1565c0', textColor: '#ffffff' },
  invited: { color: '#b45309', textColor: '#ffffff' },
} as const;

const SHORT_ROLES: readonly string[] = ['sc', 'rp', 'coach'];

/** An instant as the business zone's wall clock, without offset ('2026-03-02T09:00:00'). */
export function wallClock(iso: string, zone: string): string {
  return DateTime.fromISO(iso).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm:ss");
}

function span(startIso: string, endIso: string, zone: string): string {
  return formatDateTimeRange(startIso, endIso, zone, currentLanguage());
}

export function timelineRows(data: ResourceAvailability): TimelineRow[] {
  return data.users.map((u) => {
    const roles = u.roleList.filter((r) => SHORT_ROLES.includes(r)).map((role) => t(T.roleShort, { role }));
    return { id: u.id, title: roles.length ? `${u.name} (${roles.join(', ')})` : u.name };
  });
}

export function timelineBars(data: ResourceAvailability, zone: string): TimelineBar[] {
  const available: TimelineBar[] = data.availabilities.map((a, i) => ({
    id: `availability-${a.userId}-${i}`,
    resourceIds: [a.userId],
    start: wallClock(a.startTime, zone),
    end: wallClock(a.endTime, zone),
    title: t(T.available),
    details: `${t(T.available)}\n${span(a.startTime, a.endTime, zone)}`,
    kind: 'availability',
    ...BAR_COLORS.availability,
  }));
  const booked: TimelineBar[] = data.events.map((e) => {
    const kind = e.status === 'accepted' ? 'accepted' : 'invited';
    return {
      id: `shift-${e.eventId}-${e.userId}`,
      resourceIds: [e.userId],
      start: wallClock(e.startTime, zone),
      end: wallClock(e.endTime, zone),
      title: `${e.courseName} · ${e.clientName}`,
      details: `${t(T.shiftDetails, { type: e.eventType, status: kind })}\n${e.courseName} · ${e.clientName}\n${span(e.startTime, e.endTime, zone)}`,
      kind,
      ...BAR_COLORS[kind],
    };
  });
  return [...available, ...booked];
}
