import { z } from 'zod';

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
