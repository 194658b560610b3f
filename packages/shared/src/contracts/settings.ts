import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * GET /settings: the facts of this installation the web needs before it shows anything, read from
 * the server's configuration. `timeZone` is the business time zone (APP_TIME_ZONE): every time a
 * person reads is shown in it.
 */
export const appSettingsSchema = z.object({
  timeZone: z.string().min(1),
  holidayProvinceCa: z.string().length(2),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** What a business setting is until an admin sets it. */
export const BUSINESS_SETTING_DEFAULTS = { raterAgreementThreshold: 70, restHours: 10 } as const;

/**
 * GET /business_settings: the settings an admin sets. `raterAgreementThreshold` is a percent: a
 * role-player whose agreement with the calibration ratings falls below it is flagged on the Results
 * page and their coaching history. `restHours` is the least time between the end of one shift and
 * the start of the next for one person when a month is planned (roster plans). `updatedAt` is null
 * until first saved.
 */
export const businessSettingsSchema = z.object({
  raterAgreementThreshold: z.number().int(),
  restHours: z.number(),
  updatedAt: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * PUT /business_settings: `updatedAt` as read (null when never saved); a save made meanwhile answers
 * 409. `restHours` in whole or half hours, up to two days; left as it is when not given.
 */
export const businessSettingsBodySchema = z.object({
  businessSettings: z.object({
    raterAgreementThreshold: z.number().int('must be a whole number').min(0).max(100),
    restHours: z.number().multipleOf(0.5, 'must be whole or half hours').min(0).max(48).optional(),
    updatedAt: isoDateTimeSchema.nullable(),
  }),
});
export type BusinessSettingsBody = z.input<typeof businessSettingsBodySchema>;
