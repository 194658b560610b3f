import { Autocomplete, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { t } from '../../../lib/i18n/i18n';
import { type CourseOption, useChosenCourses, useCourseOptions } from '../api/get-course-options';
import { ROSTER_PLANS_TEXTS as T } from '../messages';

const courseLabel = (c: CourseOption) => (c.clientName ? `${c.name} (${c.clientName})` : c.name);

/**
 * The chosen options, as the same array while the choice is the same: MUI's Autocomplete empties
 * its typed text whenever its value changes, and a new array for the same choice would wipe it.
 */
function useSameChoice(chosen: CourseOption[]): CourseOption[] {
  const last = useRef(chosen);
  const same =
    last.current.length === chosen.length &&
    last.current.every(
      (option, i) => option.id === chosen[i]?.id && courseLabel(option) === courseLabel(chosen[i] as CourseOption),
    );
  if (!same) last.current = chosen;
  return last.current;
}

/**
 * Several courses, searched on the server as the user types; none chosen means every course. `known`
 * names courses the page already knows (a reopened plan's), so they need not be read one by one.
 */
export function CoursesPicker(props: {
  value: number[];
  onChange(ids: number[]): void;
  known?: CourseOption[];
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const seen = useRef(new Map<number, CourseOption>()).current;
  for (const course of props.known ?? []) if (!seen.has(course.id)) seen.set(course.id, course);
  const found = useCourseOptions(search, open);
  for (const course of found.data ?? []) seen.set(course.id, course);
  const chosen = useSameChoice(useChosenCourses(props.value, seen));
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={found.data ?? []}
      loading={found.isFetching}
      disabled={props.disabled}
      value={chosen}
      onChange={(_, courses) => {
        for (const course of courses) seen.set(course.id, course);
        props.onChange(courses.map((c) => c.id));
      }}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(options) => options}
      getOptionLabel={courseLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t(T.noOptions)}
      loadingText={t(T.loading)}
      clearText={t(T.clear)}
      openText={t(T.open)}
      closeText={t(T.close)}
      renderInput={(params) => (
        <TextField {...params} label={t(T.courses)} placeholder={chosen.length ? undefined : t(T.allCourses)} />
      )}
      sx={{ minWidth: { sm: 320 }, flex: 1 }}
    />
  );
}
