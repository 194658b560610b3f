import { describe, expect, it } from 'vitest';
import { updateAssessmentPartBodySchema } from './assessment-parts';
import { updateClientBodySchema } from './clients';
import { updateCourseBodySchema } from './courses';
import { updateScenarioComponentBodySchema } from './scenario';
import { updateUserBodySchema } from './users';

describe('update bodies carry only what was sent', () => {
  it.each([
    ['client', updateClientBodySchema, { client: { telephone: '555' } }, 'client'],
    ['course', updateCourseBodySchema, { course: { name: 'New name' } }, 'course'],
    ['scenario component', updateScenarioComponentBodySchema, { scenarioComponent: { content: 'x' } }, 'scenarioComponent'],
    ['assessment part', updateAssessmentPartBodySchema, { assessmentPart: { text: 'x' } }, 'assessmentPart'],
    ['user', updateUserBodySchema, { user: { name: 'Someone' } }, 'user'],
  ] as const)('%s', (_name, schema, body, key) => {
    const parsed = schema.parse(body) as Record<string, Record<string, unknown>>;
    expect(Object.keys(parsed[key] ?? {})).toEqual(Object.keys((body as Record<string, object>)[key] ?? {}));
  });
});
