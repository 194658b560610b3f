import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormDateTimeField } from './date-time-field';

type Values = { startTime: string };

function Form({ seen }: { seen: string[] }) {
  const { control, watch } = useForm<Values>({ defaultValues: { startTime: '2026-03-20T10:00' } });
  seen.push(watch('startTime'));
  return <FormDateTimeField control={control} name="startTime" label="Start time" required help="When it starts" />;
}

describe('FormDateTimeField', () => {
  it('offers 24-hour times in five-minute steps, 13:00 among them and no AM/PM, and keeps one yyyy-MM-ddTHH:mm value', async () => {
    const seen: string[] = [];
    const { user } = renderWithProviders(<Form seen={seen} />);
    const group = screen.getByRole('group', { name: 'Start time' });
    const date = within(group).getByLabelText('Start time — date') as HTMLInputElement;
    const time = within(group).getByRole('combobox', { name: 'Start time — time' }) as HTMLSelectElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe('2026-03-20');
    expect(time.value).toBe('10:00');

    const options = within(time)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(24 * 12);
    // Read 'H:mm' like every time of the app (the value stays 'HH:mm').
    expect(options[0]).toBe('0:00');
    expect(options).toContain('9:05');
    expect(options.at(-1)).toBe('23:55');
    expect(options).toContain('13:00');
    expect(options.some((o) => /AM|PM/i.test(o ?? ''))).toBe(false);
    // The help is read with both parts.
    expect(date.getAttribute('aria-describedby')).toBe(time.getAttribute('aria-describedby'));
    expect(screen.getByText('When it starts').id).toBe(time.getAttribute('aria-describedby'));

    await user.selectOptions(time, '13:05');
    expect(seen.at(-1)).toBe('2026-03-20T13:05');
    await user.clear(date);
    expect(seen.at(-1)).toBe('');
    // The time chosen stays while the date is typed again.
    expect(time.value).toBe('13:05');
    await user.type(date, '2026-04-02');
    expect(seen.at(-1)).toBe('2026-04-02T13:05');
  });
});
