import { formatDateTimeRange, type ResourceAvailability, SHIFT_TYPE_LABELS } from '@app/shared';
import { DateTime } from 'luxon';

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

const ROLE_SHORT: Record<string, string> = { sc: 'SC', rp: 'RP', coach: 'Coach' };

/** An instant as the business zone's wall clock, without offset ('2026-03-02T09:00:00'). */
export function wallClock(iso: string, zone: string): string {
  return DateTime.fromISO(iso).setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm:ss");
}

function span(startIso: string, endIso: string, zone: string): string {
  return formatDateTimeRange(startIso, endIso, zone);
}

export function timelineRows(data: ResourceAvailability): TimelineRow[] {
  return data.users.map((u) => {
    const roles = u.roleList.filter((r) => ROLE_SHORT[r]).map((r) => ROLE_SHORT[r]);
    return { id: u.id, title: roles.length ? `${u.name} (${roles.join(', ')})` : u.name };
  });
}

export function timelineBars(data: ResourceAvailability, zone: string): TimelineBar[] {
  const available: TimelineBar[] = data.availabilities.map((a, i) => ({
    id: `availability-${a.userId}-${i}`,
    resourceIds: [a.userId],
    start: wallClock(a.startTime, zone),
    end: wallClock(a.endTime, zone),
    title: 'Available',
    details: `Available\n${span(a.startTime, a.endTime, zone)}`,
    kind: 'availability',
    ...BAR_COLORS.availability,
  }));
  const booked: TimelineBar[] = data.events.map((e) => {
    const kind = e.status === 'accepted' ? 'accepted' : 'invited';
    const status = kind === 'accepted' ? 'Accepted' : 'Invited';
    return {
      id: `shift-${e.eventId}-${e.userId}`,
      resourceIds: [e.userId],
      start: wallClock(e.startTime, zone),
      end: wallClock(e.endTime, zone),
      title: `${e.courseName} · ${e.clientName}`,
      details: `${SHIFT_TYPE_LABELS[e.eventType]} shift (${status})\n${e.courseName} · ${e.clientName}\n${span(e.startTime, e.endTime, zone)}`,
      kind,
      ...BAR_COLORS[kind],
    };
  });
  return [...available, ...booked];
}
