import { z } from 'zod';

/** One calendar month of a person's shifts (in the business time zone): 'YYYY-MM', shifts, hours. */
export const fairShareMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  shifts: z.number().int().min(0),
  hours: z.number().min(0),
});
export type FairShareMonth = z.infer<typeof fairShareMonthSchema>;

/**
 * A staff member's fair share: the places they accepted (or staff as the shift's coach or
 * coordinator) starting in the current month and in each of the three before it, the start of their
 * last shift before now, and the places they gave up late over those four months. `months` runs from
 * the current month back; suggestions and backfill rank people with fewer hours first.
 */
export const fairShareSchema = z.object({
  shiftsThisMonth: z.number().int().min(0),
  hoursThisMonth: z.number().min(0),
  months: z.array(fairShareMonthSchema),
  lastShiftAt: z.string().nullable(),
  lateGiveUps: z.number().int().min(0),
});
export type FairShare = z.infer<typeof fairShareSchema>;
