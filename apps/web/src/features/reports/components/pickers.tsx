import type { Cohort } from '@app/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { t } from '../../../lib/i18n/i18n';
import { useCohorts } from '../api/get-cohorts';
import { type CourseOption, useChosenCourses, useCourseOptions } from '../api/get-courses';
import { REPORTS_TEXTS as T } from '../messages';

const NO_COHORTS: Cohort[] = [];
const cohortLabel = (c: Cohort) => `${c.name} (${c.courseName})`;
const courseLabel = (c: CourseOption) => `${c.name} (${c.clientName})`;

/** MUI's own words of a picker (its empty list, its loading, its buttons), in the person's language. */
const pickerTexts = () => ({
  noOptionsText: t(T.noOptions),
  loadingText: t(T.loading),
  clearText: t(T.clear),
  openText: t(T.open),
  closeText: t(T.close),
});

/**
 * The chosen options, as the same array while the choice is the same (same ids, same labels): MUI's
 * Autocomplete empties its typed text whenever its value changes, so a new array for the same
 * choice (after a list is read again, say) would wipe what the user is typing.
 */
function useSameChoice<T extends { id: number }>(chosen: T[], label: (option: T) => string): T[] {
  const last = useRef(chosen);
  const same =
    last.current.length === chosen.length &&
    last.current.every((option, i) => {
      const now = chosen[i];
      return now !== undefined && option.id === now.id && label(option) === label(now);
    });
  if (!same) last.current = chosen;
  return last.current;
}

/** Several cohorts, each shown with its course; none chosen means all. */
export function CohortsPicker(props: { value: number[]; onChange(ids: number[]): void; label?: string }) {
  const cohorts = useCohorts();
  const options = cohorts.data ?? NO_COHORTS;
  const value = useSameChoice(
    options.filter((c) => props.value.includes(c.id)),
    cohortLabel,
  );
  return (
    <Autocomplete
      multiple
      options={options}
      loading={cohorts.isPending}
      value={value}
      onChange={(_, chosen) => props.onChange(chosen.map((c) => c.id))}
      getOptionLabel={cohortLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      {...pickerTexts()}
      renderInput={(params) => <TextField {...params} label={props.label ?? t(T.cohorts)} placeholder={t(T.allCohorts)} />}
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
  const chosen = useSameChoice(useChosenCourses(ids, seen), courseLabel);
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
      ...pickerTexts(),
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
      renderInput={(params) => <TextField {...params} label={t(T.courses)} placeholder={t(T.allCourses)} />}
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
      renderInput={(params) => <TextField {...params} label={t(T.course)} required />}
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
      {...pickerTexts()}
      renderInput={(params) => <TextField {...params} label={props.label} placeholder={t(T.any)} />}
      sx={{ minWidth: 200 }}
    />
  );
}
