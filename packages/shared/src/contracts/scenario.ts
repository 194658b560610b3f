import { z } from 'zod';
import { DEFAULT_RP_REFERENCE, DEFAULT_SCENARIO_COMPONENT_TYPE_ID, SCENARIO_DURATION } from '../constants';
import { idSchema } from './common';

export const scenarioComponentTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type ScenarioComponentType = z.infer<typeof scenarioComponentTypeSchema>;
export const createScenarioComponentTypeBodySchema = z.object({ name: z.string().trim().min(1, 'is required').max(60) });

const duration = z
  .number()
  .int()
  .min(SCENARIO_DURATION.min, `must be at least ${SCENARIO_DURATION.min}`)
  .max(SCENARIO_DURATION.max, `must be at most ${SCENARIO_DURATION.max}`)
  .refine((n) => n % SCENARIO_DURATION.step === 0, `must be in steps of ${SCENARIO_DURATION.step}`);
/** RP 1 to 5, or null for None. */
const rpReference = z.number().int().min(1).max(5).nullable();

export const scenarioComponentSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  scenarioComponentTypeId: z.number().int(),
  typeName: z.string(),
  content: z.string(),
  duration: z.number().int(),
  rpReference: z.number().int().nullable(),
  position: z.number().int(),
});
export type ScenarioComponent = z.infer<typeof scenarioComponentSchema>;

export const createScenarioComponentBodySchema = z.object({
  scenarioComponent: z.object({
    scenarioComponentTypeId: idSchema.default(DEFAULT_SCENARIO_COMPONENT_TYPE_ID),
    content: z.string().trim().max(5000).default(''),
    duration: duration.default(SCENARIO_DURATION.default),
    rpReference: rpReference.default(DEFAULT_RP_REFERENCE),
  }),
});
/** PUT /scenario_components/{id}: any field; `position` (0-based) moves it and renumbers the rest. */
export const updateScenarioComponentBodySchema = z.object({
  scenarioComponent: z.object({
    scenarioComponentTypeId: idSchema.optional(),
    content: z.string().trim().max(5000).optional(),
    duration: duration.optional(),
    rpReference: rpReference.optional(),
    position: z.number().int().min(0).optional(),
  }),
});
