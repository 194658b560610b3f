import { z } from 'zod';

/**
 * A user's personal calendar feed address (GET /users/{id}/calendar_feed and its reset): an https
 * (or http) address ending in `.ics` that any calendar app subscribes to without signing in.
 */
export const calendarFeedAddressSchema = z.object({ url: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/**
 * The public feed's path parameter: a file name ending in `.ics` (anything else is refused, 400). A
 * name of that shape whose secret is wrong or was reset answers 404.
 */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.ics$/, 'must be a calendar feed file (.ics)'),
});

/** The `webcal:` form of a feed address, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/i, 'webcal:');
}
