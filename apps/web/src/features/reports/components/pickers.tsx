import type { Cohort, CourseListItem } from '@app/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useCohorts } from '../api/get-cohorts';
import { useCourses } from '../api/get-courses';

const cohortLabel = (c: Cohort) => `${c.name} (${c.courseName})`;
const courseLabel = (c: CourseListItem) => `${c.name} (${c.clientName})`;

/** Several cohorts, each shown with its course; none chosen means all. */
export function CohortsPicker(props: { value: number[]; onChange(ids: number[]): void; label?: string }) {
  const cohorts = useCohorts();
  const options = cohorts.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      loading={cohorts.isPending}
      value={options.filter((c) => props.value.includes(c.id))}
      onChange={(_, chosen) => props.onChange(chosen.map((c) => c.id))}
      getOptionLabel={cohortLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={props.label ?? 'Cohorts'} placeholder="All cohorts" />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}

/** Several courses, each shown with its client; none chosen means all. */
export function CoursesPicker(props: { value: number[]; onChange(ids: number[]): void }) {
  const courses = useCourses();
  const options = courses.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      loading={courses.isPending}
      value={options.filter((c) => props.value.includes(c.id))}
      onChange={(_, chosen) => props.onChange(chosen.map((c) => c.id))}
      getOptionLabel={courseLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label="Courses" placeholder="All courses" />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}

/** One course, required by the aggregate report. */
export function CoursePicker(props: { value: number | null; onChange(id: number | null): void }) {
  const courses = useCourses();
  const options = courses.data ?? [];
  return (
    <Autocomplete
      options={options}
      loading={courses.isPending}
      value={options.find((c) => c.id === props.value) ?? null}
      onChange={(_, chosen) => props.onChange(chosen?.id ?? null)}
      getOptionLabel={courseLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label="Course" required />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}

/** One value of a list (a manager, a region, a branch); none chosen means any. */
export function ValuePicker(props: {
  label: string;
  options: string[];
  loading?: boolean;
  disabled?: boolean;
  value: string | null;
  onChange(value: string | null): void;
}) {
  return (
    <Autocomplete
      options={props.options}
      loading={props.loading ?? false}
      disabled={props.disabled ?? false}
      value={props.value}
      onChange={(_, chosen) => props.onChange(chosen)}
      renderInput={(params) => <TextField {...params} label={props.label} placeholder="Any" />}
      sx={{ minWidth: 200 }}
    />
  );
}
