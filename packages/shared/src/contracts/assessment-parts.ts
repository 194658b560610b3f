import { z } from 'zod';
import { BLOCK_TYPES } from '../constants';
import { idSchema } from './common';

export const assessmentPartTypeSchema = z.object({ id: z.number().int(), blockType: z.enum(BLOCK_TYPES) });
export type AssessmentPartType = z.infer<typeof assessmentPartTypeSchema>;

/** `answers` is used by multiple_choice blocks; other blocks keep it empty. */
export const assessmentPartDataSchema = z.object({ answers: z.array(z.string().trim().min(1).max(500)).max(20).default([]) });

export const assessmentPartSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  assessmentPartTypeId: z.number().int(),
  blockType: z.enum(BLOCK_TYPES),
  text: z.string(),
  position: z.number().int(),
  actionPlan: z.boolean(),
  data: z.object({ answers: z.array(z.string()) }),
});
export type AssessmentPart = z.infer<typeof assessmentPartSchema>;

export const createAssessmentPartBodySchema = z.object({
  assessmentPart: z.object({
    assessmentPartTypeId: idSchema,
    text: z.string().trim().max(2000).default(''),
    actionPlan: z.boolean().default(false),
    data: assessmentPartDataSchema.default({ answers: [] }),
  }),
});
/** PUT /assessment_parts/{id}: any field; `position` (0-based) moves it and renumbers the rest. */
export const updateAssessmentPartBodySchema = z.object({
  assessmentPart: z.object({
    assessmentPartTypeId: idSchema.optional(),
    text: z.string().trim().max(2000).optional(),
    actionPlan: z.boolean().optional(),
    data: assessmentPartDataSchema.optional(),
    position: z.number().int().min(0).optional(),
  }),
});
