import { RP_COLORS, type RpReference, SCENARIO_DURATION } from '@app/shared';

/** Every duration a component may have: 5, 10, … 120 minutes. */
export const DURATION_OPTIONS: number[] = Array.from(
  { length: (SCENARIO_DURATION.max - SCENARIO_DURATION.min) / SCENARIO_DURATION.step + 1 },
  (_, i) => SCENARIO_DURATION.min + i * SCENARIO_DURATION.step,
);

export function rpColor(reference: number): string {
  return RP_COLORS[reference as RpReference] ?? '#757575';
}

/** '45 min', '2 h', '1 h 45 min'. */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** The call length: the sum of all component durations, breaks included. */
export function callLength(components: ReadonlyArray<{ duration: number }>): number {
  return components.reduce((sum, c) => sum + c.duration, 0);
}
