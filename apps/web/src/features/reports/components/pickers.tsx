import type { Cohort } from '@app/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useCohorts } from '../api/get-cohorts';
import { type CourseOption, useChosenCourses, useCourseOptions } from '../api/get-courses';

const NO_COHORTS: Cohort[] = [];
const cohortLabel = (c: Cohort) => `${c.name} (${c.courseName})`;
const courseLabel = (c: CourseOption) => `${c.name} (${c.clientName})`;

/** Several cohorts, each shown with its course; none chosen means all. */
export function CohortsPicker(props: { value: number[]; onChange(ids: number[]): void; label?: string }) {
  const cohorts = useCohorts();
  const options = cohorts.data ?? NO_COHORTS;
  // The same choice keeps the same array: the picker empties its typed text whenever its value changes.
  const value = useMemo(() => options.filter((c) => props.value.includes(c.id)), [options, props.value]);
  return (
    <Autocomplete
      multiple
      options={options}
      loading={cohorts.isPending}
      value={value}
      onChange={(_, chosen) => props.onChange(chosen.map((c) => c.id))}
      getOptionLabel={cohortLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={props.label ?? 'Cohorts'} placeholder="All cohorts" />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}

/**
 * What both course pickers share: the server searches the courses (the typed text, debounced, while
 * the list is open), every course listed is remembered so a choice keeps its label, and chosen
 * courses the list has not shown (from the address) are read by id.
 */
function useCoursePicking(ids: readonly number[]) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const seen = useRef(new Map<number, CourseOption>()).current;
  const chosenLabels = ids
    .map((id) => seen.get(id))
    .filter((c) => c !== undefined)
    .map(courseLabel);
  // The chosen course's own label in a single picker's box is not a search.
  const found = useCourseOptions(chosenLabels.includes(search) ? '' : search, open);
  for (const course of found.data ?? []) seen.set(course.id, course);
  const chosen = useChosenCourses(ids, seen);
  const remember = (courses: CourseOption[]) => {
    for (const course of courses) seen.set(course.id, course);
    return courses.map((c) => c.id);
  };
  return {
    chosen,
    remember,
    props: {
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      options: found.data ?? [],
      loading: found.isFetching,
      onInputChange: (_event: unknown, text: string) => setInput(text),
      filterOptions: (options: CourseOption[]) => options,
      getOptionLabel: courseLabel,
      getOptionKey: (option: CourseOption) => option.id,
      isOptionEqualToValue: (a: CourseOption, b: CourseOption) => a.id === b.id,
      sx: { minWidth: 280, flex: 1 },
    },
  };
}

/** Several courses, each shown with its client; none chosen means all. */
export function CoursesPicker(props: { value: number[]; onChange(ids: number[]): void }) {
  const { chosen, remember, props: picking } = useCoursePicking(props.value);
  return (
    <Autocomplete
      multiple
      {...picking}
      value={chosen}
      onChange={(_, courses) => props.onChange(remember(courses))}
      renderInput={(params) => <TextField {...params} label="Courses" placeholder="All courses" />}
    />
  );
}

/** One course, required by the aggregate report. */
export function CoursePicker(props: { value: number | null; onChange(id: number | null): void }) {
  const { chosen, remember, props: picking } = useCoursePicking(props.value === null ? [] : [props.value]);
  return (
    <Autocomplete
      {...picking}
      value={chosen[0] ?? null}
      onChange={(_, course) => props.onChange(remember(course ? [course] : [])[0] ?? null)}
      renderInput={(params) => <TextField {...params} label="Course" required />}
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
