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
export const BUSINESS_SETTING_DEFAULTS = { raterAgreementThreshold: 70 } as const;

/**
 * GET /business_settings: the settings an admin sets. `raterAgreementThreshold` is a percent: a
 * role-player whose agreement with the calibration ratings falls below it is flagged on the Results
 * page and their coaching history. `updatedAt` is null until first saved.
 */
export const businessSettingsSchema = z.object({
  raterAgreementThreshold: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** PUT /business_settings: `updatedAt` as read (null when never saved); a save made meanwhile answers 409. */
export const businessSettingsBodySchema = z.object({
  businessSettings: z.object({
    raterAgreementThreshold: z.number().int('must be a whole number').min(0).max(100),
    updatedAt: isoDateTimeSchema.nullable(),
  }),
});
export type BusinessSettingsBody = z.input<typeof businessSettingsBodySchema>;
