import { Autocomplete, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { pickerTexts } from '../../../components/picker-texts';
import { useDebouncedValue } from '../../../components/use-debounced-value';

export interface SearchPickerProps<T extends { id: number }> {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  /** The options for a search (typed text, debounced), asked for only while the list is open. */
  useOptions(search: string, enabled: boolean): UseQueryResult<{ data: T[] }>;
  optionLabel(option: T): string;
  /** Options left out (those already chosen elsewhere). */
  exclude?: readonly number[];
  renderOption?(props: HTMLAttributes<HTMLLIElement> & { key: unknown }, option: T): ReactNode;
  disabled?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
}

/**
 * A picker whose options the server searches: the typed text (debounced) is the search, the list is
 * fetched only while open, and the chosen option's own label does not narrow the list.
 */
export function SearchPicker<T extends { id: number }>({
  label,
  value,
  onChange,
  useOptions,
  optionLabel,
  exclude = [],
  renderOption,
  disabled = false,
  error,
  size,
}: SearchPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const result = useOptions(value && search === optionLabel(value) ? '' : search, open && !disabled);
  const options = (result.data?.data ?? []).filter((option) => !exclude.includes(option.id));
  return (
    <Autocomplete<T>
      {...pickerTexts()}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={optionLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={result.isFetching}
      disabled={disabled}
      {...(renderOption ? { renderOption: (props, option) => renderOption(props, option) } : {})}
      renderInput={(params) => <TextField {...params} size={size} label={label} error={!!error} helperText={error} />}
    />
  );
}
