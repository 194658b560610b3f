import { DEFAULT_TIMELINE_ROLES, TIMELINE_ROLES, TIMELINE_VIEWS, type TimelineRole, type TimelineView } from '@app/shared';
import { DateTime } from 'luxon';

/** What the timeline's address keeps (courseIds, roles, startTime, view, page), read with defaults. */
export interface TimelineParams {
  courseIds: number[];
  roles: TimelineRole[];
  /** The first day shown, 'yyyy-MM-dd' in the business zone (a week starts on Monday). */
  startTime: string;
  view: TimelineView;
  page: number;
}

const isRole = (r: string): r is TimelineRole => (TIMELINE_ROLES as readonly string[]).includes(r);

/** The first day a view shows around `day`: the Monday of its week for the weekly view, the day itself for the daily one. */
export function viewStart(day: DateTime, view: TimelineView): DateTime {
  return view === 'week' ? day.startOf('week') : day.startOf('day');
}

/** Reads the address's parameters; anything missing or unreadable takes its default (this week, sc rp coach). */
export function readTimelineParams(search: URLSearchParams, zone: string, now = new Date()): TimelineParams {
  const view: TimelineView = search.get('view') === 'day' ? 'day' : 'week';
  const roles = (search.get('roles') ?? '').split(',').filter(isRole);
  const courseIds = (search.get('courseIds') ?? '')
    .split(',')
    .filter((id) => /^[1-9][0-9]{0,9}$/.test(id))
    .map(Number);
  const asked = search.get('startTime');
  const parsed = asked ? DateTime.fromISO(asked, { zone }) : null;
  const day = parsed?.isValid ? parsed : DateTime.fromJSDate(now).setZone(zone);
  const page = Number(search.get('page'));
  return {
    courseIds: [...new Set(courseIds)],
    roles: roles.length ? [...new Set(roles)] : [...DEFAULT_TIMELINE_ROLES],
    startTime: viewStart(day, view).toFormat('yyyy-LL-dd'),
    view,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The parameters as the address writes them. */
export function writeTimelineParams(params: TimelineParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.courseIds.length) search.set('courseIds', params.courseIds.join(','));
  search.set('roles', params.roles.join(','));
  search.set('startTime', params.startTime);
  search.set('view', params.view);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The window the server is asked about: the view's days from its first, in the business zone. */
export function timelineWindow(params: TimelineParams, zone: string): { start: string; end: string } {
  const start = DateTime.fromISO(params.startTime, { zone }).startOf('day');
  const end = start.plus({ days: TIMELINE_VIEWS[params.view].days });
  return { start: start.toISO() ?? '', end: end.toISO() ?? '' };
}

/** The first day of the previous (-1) or next (+1) view. */
export function stepStart(params: TimelineParams, direction: -1 | 1, zone: string): string {
  return DateTime.fromISO(params.startTime, { zone })
    .plus({ days: direction * TIMELINE_VIEWS[params.view].days })
    .toFormat('yyyy-LL-dd');
}
