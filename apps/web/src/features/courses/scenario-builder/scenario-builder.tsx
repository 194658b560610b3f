import type { Course } from '@app/shared';

// Filled in by the scenario builder work.
export function ScenarioBuilder(_props: { course: Course }) {
  return null;
}
