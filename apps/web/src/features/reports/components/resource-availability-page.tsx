import { TIMELINE_PAGE_SIZE, TIMELINE_ROLES, type TimelineView } from '@app/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  LinearProgress,
  Pagination,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { DateTime } from 'luxon';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateRange, formatWeekdayDate } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useResourceAvailability } from '../api/get-resource-availability';
import { REPORTS_TEXTS as T } from '../messages';
import { CoursesPicker } from './pickers';
import { BAR_COLORS, timelineBars, timelineRows } from './timeline-items';
import {
  readTimelineParams,
  stepStart,
  type TimelineParams,
  timelineWindow,
  viewStart,
  writeTimelineParams,
} from './timeline-params';

// The calendar component and its styles load only on this page.
const Timeline = lazy(() => import('./timeline'));

function Legend() {
  const items = [
    [t(T.available), BAR_COLORS.availability.color],
    [t(T.acceptedShift), BAR_COLORS.accepted.color],
    [t(T.invitedShift), BAR_COLORS.invited.color],
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {items.map(([label, color]) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: color, border: '1px solid rgba(0,0,0,0.2)' }} />
          <Typography variant="body2">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /reports/resourceAvailability: who is available and who is booked (invited or accepted), one row
 * per person of the chosen roles (sc, rp and coach by default), weekly in 6-hour slots or daily.
 * Courses, roles, the first day and the view are kept in the address; rows come a page at a time.
 */
export function ResourceAvailabilityPage() {
  const zone = useTimeZone();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readTimelineParams(search, zone), [search, zone]);
  const window = timelineWindow(params, zone);
  const query = {
    start_time: window.start,
    end_time: window.end,
    ...(params.courseIds.length ? { course_ids: params.courseIds.join(',') } : {}),
    roles: params.roles.join(','),
    page: String(params.page),
    per_page: String(TIMELINE_PAGE_SIZE),
  };
  const data = useResourceAvailability(query);
  const rows = useMemo(() => (data.data ? timelineRows(data.data) : []), [data.data]);
  const bars = useMemo(() => (data.data ? timelineBars(data.data, zone) : []), [data.data, zone]);

  const change = (next: Partial<TimelineParams>) => {
    // A new filter or window starts again from the first page.
    const page = next.page ?? 1;
    setSearch(writeTimelineParams({ ...params, ...next, page }), { replace: false });
  };
  const toggleRole = (role: (typeof TIMELINE_ROLES)[number]) => {
    const roles = params.roles.includes(role) ? params.roles.filter((r) => r !== role) : [...params.roles, role];
    if (roles.length) change({ roles });
  };
  const pages = data.data ? Math.max(1, Math.ceil(data.data.total / TIMELINE_PAGE_SIZE)) : 1;
  const first = DateTime.fromISO(params.startTime, { zone });
  const last = first.plus({ days: params.view === 'week' ? 6 : 0 });
  const title =
    params.view === 'week' ? formatDateRange(first.toISODate(), last.toISODate()) : formatWeekdayDate(first.toISODate());

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {t(T.resourceAvailability)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={params.view}
          onChange={(_, view: TimelineView | null) => {
            if (view) change({ view, startTime: viewStart(first, view).toFormat('yyyy-LL-dd') });
          }}
          aria-label={t(T.view)}
        >
          <ToggleButton value="week">{t(T.week)}</ToggleButton>
          <ToggleButton value="day">{t(T.day)}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t(T.previous)} onClick={() => change({ startTime: stepStart(params, -1, zone) })}>
          <ChevronLeftIcon />
        </IconButton>
        <Button
          size="small"
          onClick={() => change({ startTime: viewStart(DateTime.now().setZone(zone), params.view).toFormat('yyyy-LL-dd') })}
        >
          {t(T.today)}
        </Button>
        <IconButton aria-label={t(T.next)} onClick={() => change({ startTime: stepStart(params, 1, zone) })}>
          <ChevronRightIcon />
        </IconButton>
        <Typography variant="subtitle1" data-testid="timeline-title">
          {title}
        </Typography>
        <TextField
          size="small"
          type="date"
          label={t(T.start)}
          value={params.startTime}
          onChange={(e) => {
            const day = DateTime.fromISO(e.target.value, { zone });
            if (day.isValid) change({ startTime: viewStart(day, params.view).toFormat('yyyy-LL-dd') });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormGroup row aria-label={t(T.roles)}>
          {TIMELINE_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={params.roles.includes(role)} onChange={() => toggleRole(role)} />}
              label={t(T.role, { role })}
            />
          ))}
        </FormGroup>
        <CoursesPicker value={params.courseIds} onChange={(courseIds) => change({ courseIds })} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Legend />
        <TimeZoneCaption />
      </Box>
      {data.isFetching && <LinearProgress aria-label={t(T.loadingTimeline)} />}
      {data.isError && <Alert severity="warning">{screenErrorText(data.error, t(COMMON_TEXTS.couldNotRetrieveData))}</Alert>}
      {data.data && (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="timeline-count">
            {data.data.total === 0
              ? t(T.nobodyMatches)
              : t(T.showing, {
                  total: data.data.total,
                  first: (params.page - 1) * TIMELINE_PAGE_SIZE + 1,
                  last: (params.page - 1) * TIMELINE_PAGE_SIZE + data.data.users.length,
                })}
          </Typography>
          <Box sx={{ minWidth: 0, overflowX: 'auto' }}>
            <Suspense fallback={<PageLoader />}>
              <Timeline rows={rows} bars={bars} view={params.view} start={params.startTime} />
            </Suspense>
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(params.page, pages)}
              onChange={(_, page) => change({ page })}
              aria-label={t(T.pages)}
              getItemAriaLabel={(type, page, selected) => t(T.pageItem, { type, page, selected: String(selected) })}
              sx={{ justifySelf: 'center' }}
            />
          )}
        </>
      )}
    </Paper>
  );
}
