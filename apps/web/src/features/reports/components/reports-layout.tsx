import { REPORT_TABS } from '@app/shared';
import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';

/** /reports: the tab bar (NPS, Aggregate, Attendance, Scheduled, Resource Availability) over the chosen report. */
export function ReportsLayout() {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2];
  const current = REPORT_TABS.find((tab) => tab.path === segment)?.path ?? false;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Reports
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={current} variant="scrollable" aria-label="Reports">
          {REPORT_TABS.map((tab) => (
            <Tab key={tab.path} value={tab.path} label={tab.label} component={Link} to={`/reports/${tab.path}`} />
          ))}
        </Tabs>
      </Paper>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
