import { type InputHTMLAttributes, type Ref, useId } from 'react';
import './plain.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onValue(value: string): void;
};

/**
 * MUI's outlined TextField (plain.css, no MUI): the label rests in the box and moves onto its
 * border once the box is focused or filled.
 */
export function OutlinedField({ label, value, onValue, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={value === '' ? 'plain-field' : 'plain-field plain-field-filled'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </div>
  );
}

/**
 * A field with its label above the box and, when `error` is given, the error text below it, tied to
 * the box by aria-describedby and aria-invalid (plain.css, no MUI).
 */
export function StackedField({
  label,
  value,
  onValue,
  error,
  inputRef,
  ...input
}: FieldProps & { error?: string | null; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="plain-field-stacked">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...input}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} className="plain-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
