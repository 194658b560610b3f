import { TextField } from '@mui/material';
import { useState } from 'react';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { t } from '../../../lib/i18n/i18n';
import { useParticipantFilters } from '../../../lib/participant-filters';
import { useTimeZone } from '../../../lib/time-zone';
import { useDownloadReport } from '../api/download-report';
import { REPORTS_TEXTS as T } from '../messages';
import { DownloadButton } from './download-button';
import { CoursePicker, ValuePicker } from './pickers';
import { ReportCard } from './report-card';
import { dayEnd, dayStart } from './report-dates';

const NO_FILTERS = { from: '', to: '', managerName: null, region: null, branch: null };
type Filters = { from: string; to: string; managerName: string | null; region: string | null; branch: string | null };

/**
 * /reports/aggregate: the skills answers of a course per skills-list item and scenario. A course is
 * required; From, To (whole days in the business time zone), Manager, Region and Branch are
 * optional and stay disabled until a course is chosen. The pickers offer the values participants have.
 */
export function AggregateReport() {
  const zone = useTimeZone();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const noCourse = courseId === null;
  const values = useParticipantFilters(!noCourse);
  const report = useDownloadReport('aggregate');
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const day = (name: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      type="date"
      value={filters[name]}
      disabled={noCourse}
      onChange={(e) => set({ [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );
  const picker = (name: 'managerName' | 'region' | 'branch', label: string, options: string[] | undefined) => (
    <ValuePicker
      label={label}
      options={options ?? []}
      loading={values.isFetching}
      disabled={noCourse}
      value={filters[name]}
      onChange={(value) => set({ [name]: value })}
    />
  );

  return (
    <ReportCard
      title={t(T.aggregateTitle)}
      filters={
        <>
          <CoursePicker value={courseId} onChange={setCourseId} />
          {day('from', t(T.from))}
          {day('to', t(T.to))}
          {picker('managerName', t(T.manager), values.data?.managerNames)}
          {picker('region', t(T.region), values.data?.regions)}
          {picker('branch', t(T.branch), values.data?.branches)}
        </>
      }
    >
      <TimeZoneCaption />
      <DownloadButton
        label={t(T.aggregateDownload)}
        pending={report.isPending}
        received={report.received}
        disabled={noCourse}
        onClick={() =>
          courseId !== null &&
          report.mutate({
            course_id: String(courseId),
            start_time: dayStart(filters.from, zone),
            end_time: dayEnd(filters.to, zone),
            manager_name: filters.managerName ?? undefined,
            region: filters.region ?? undefined,
            branch: filters.branch ?? undefined,
          })
        }
      />
    </ReportCard>
  );
}
