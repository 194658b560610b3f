import { REPORT_TABS } from '@app/shared';
import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { type MouseEvent, Suspense, useState, useTransition } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';

/** A click the browser keeps for itself (a new tab or window), not a switch of report. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * /reports: the tab bar (NPS, Aggregate, Attendance, Scheduled, Resource Availability) over the chosen report.
 *
 * Each report's code loads when its tab is first opened, and the router changes page inside a
 * transition, which keeps the last page on screen, still taking input, until the next one is ready.
 * Attendance and Scheduled both have a Cohorts picker, so a choice made in that moment went into the
 * report being left and was lost when the new one appeared. A tab click therefore takes the last
 * report off at once (the new tab marked, a loader in its place) and waits for the new one there.
 */
export function ReportsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [switching, startSwitch] = useTransition();
  const [opening, setOpening] = useState<string | null>(null);
  const segment = pathname.split('/')[2];
  const shown = REPORT_TABS.find((tab) => tab.path === segment)?.path ?? false;
  const current = switching && opening ? opening : shown;

  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // The shown tab again is left to the link: taking its report off would drop its choices.
    if (opensElsewhere(event) || path === shown) return;
    event.preventDefault();
    setOpening(path);
    // Pending until the router has shown the new page (its updates join this transition).
    startSwitch(() => navigate(`/reports/${path}`));
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t(T.title)}
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={current} variant="scrollable" aria-label={t(T.title)}>
          {REPORT_TABS.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={t(T.tab, { tab: tab.path })}
              component={Link}
              to={`/reports/${tab.path}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => open(event, tab.path)}
            />
          ))}
        </Tabs>
      </Paper>
      <Suspense fallback={<PageLoader />}>{switching ? <PageLoader /> : <Outlet />}</Suspense>
    </Box>
  );
}
