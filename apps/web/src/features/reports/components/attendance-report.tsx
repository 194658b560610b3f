import { Box, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useDownloadReport } from '../api/download-report';
import { REPORTS_TEXTS as T } from '../messages';
import { DownloadButton } from './download-button';
import { CohortsPicker, CoursesPicker } from './pickers';
import { ReportCard } from './report-card';
import { dayEnd, dayStart } from './report-dates';

/**
 * /reports/attendance: the role-player and the participant attendance reports over the shifts that
 * begin between From and To (both required: 'Please pick both to and from'), optionally of some
 * courses and cohorts.
 */
export function AttendanceReport() {
  const zone = useTimeZone();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // After a refused download, the empty date boxes say so under themselves until filled.
  const [refused, setRefused] = useState(false);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const [courseIds, setCourseIds] = useState<number[]>([]);
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  const roleplayers = useDownloadReport('roleplayerAttendance');
  const participants = useDownloadReport('participantAttendance');

  const download = (report: typeof roleplayers) => {
    const start = dayStart(from, zone);
    const end = dayEnd(to, zone);
    if (!start || !end) {
      setRefused(true);
      (start ? toRef : fromRef).current?.focus();
      return;
    }
    report.mutate({ start_time: start, end_time: end, course_ids: courseIds, cohort_ids: cohortIds });
  };

  return (
    <ReportCard
      title={t(T.attendanceTitle)}
      filters={
        <>
          <TextField
            label={t(T.from)}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            inputRef={fromRef}
            required
            error={refused && !from}
            helperText={refused && !from ? t(T.pickBoth) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t(T.to)}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            inputRef={toRef}
            required
            error={refused && !to}
            helperText={refused && !to ? t(T.pickBoth) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <CoursesPicker value={courseIds} onChange={setCourseIds} />
          <CohortsPicker value={cohortIds} onChange={setCohortIds} />
        </>
      }
    >
      <TimeZoneCaption />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <DownloadButton
          label={t(T.rolePlayerDownload)}
          pending={roleplayers.isPending}
          received={roleplayers.received}
          onClick={() => download(roleplayers)}
        />
        <DownloadButton
          label={t(T.participantDownload)}
          pending={participants.isPending}
          received={participants.received}
          onClick={() => download(participants)}
        />
      </Box>
    </ReportCard>
  );
}
