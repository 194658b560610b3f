import { formatClockValue } from '@app/shared/format/date-time';
import { TextField, type TextFieldProps } from '@mui/material';
import type { Ref } from 'react';

/** 'HH:mm' for every `step` minutes of a day, 24-hour: '00:00' … '23:55' (and '24:00', the day's end, when asked). */
export function clockTimes(step: number, endOfDay = false): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step)
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  if (endOfDay) times.push('24:00');
  return times;
}

export interface TimeSelectProps {
  label: string;
  /** 'HH:mm', or '' for none chosen yet. */
  value: string;
  onChange(value: string): void;
  /** The minutes between two choices (5 by default). */
  step?: number;
  /** Offers '24:00' for the end of the day as the last choice. */
  endOfDay?: boolean;
  /** The name screen readers say, when the visible label alone is not enough ('Start time — time'). */
  ariaLabel?: string;
  error?: boolean;
  helperText?: TextFieldProps['helperText'];
  required?: boolean;
  disabled?: boolean;
  onBlur?(): void;
  inputRef?: Ref<HTMLSelectElement>;
  describedBy?: string;
}

/**
 * A 24-hour time choice (docs/decisions.md, "One way of writing dates and times"): a native select, so it works
 * with the keyboard and shows the phone's own wheel, and never AM/PM whatever the browser's language.
 */
export function TimeSelect({
  label,
  value,
  onChange,
  step = 5,
  endOfDay = false,
  ariaLabel,
  error,
  helperText,
  required,
  disabled,
  onBlur,
  inputRef,
  describedBy,
}: TimeSelectProps) {
  const times = clockTimes(step, endOfDay);
  // A time off the steps (set elsewhere) stays choosable; an empty value shows an empty choice.
  const options = value === '' ? ['', ...times] : times.includes(value) ? times : [...times, value].sort();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      inputRef={inputRef}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': ariaLabel, 'aria-describedby': describedBy },
      }}
      sx={{ minWidth: 120 }}
    >
      {options.map((t) => (
        <option key={t} value={t}>
          {formatClockValue(t)}
        </option>
      ))}
    </TextField>
  );
}
