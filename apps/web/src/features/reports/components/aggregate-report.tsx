import { TextField } from '@mui/material';
import { useState } from 'react';
import { DownloadButton } from './download-button';
import { CoursePicker } from './pickers';
import { ReportCard } from './report-card';

/**
 * /reports/aggregate: skills answers per assessment part and scenario for a course. A course is
 * required; From, To, Manager, Region and Branch stay disabled until one is chosen. The form is
 * here; its data is not yet.
 */
export function AggregateReport() {
  const [courseId, setCourseId] = useState<number | null>(null);
  const [filters, setFilters] = useState({ from: '', to: '', managerName: '', region: '', branch: '' });
  const noCourse = courseId === null;
  const field = (name: keyof typeof filters, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={filters[name]}
      disabled={noCourse}
      onChange={(e) => setFilters((f) => ({ ...f, [name]: e.target.value }))}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <ReportCard
      title="Aggregate report"
      notWired
      filters={
        <>
          <CoursePicker value={courseId} onChange={setCourseId} />
          {field('from', 'From', 'date')}
          {field('to', 'To', 'date')}
          {field('managerName', 'Manager')}
          {field('region', 'Region')}
          {field('branch', 'Branch')}
        </>
      }
    >
      <DownloadButton label="Download Aggregate report" pending={false} received={0} disabled onClick={() => {}} />
    </ReportCard>
  );
}
