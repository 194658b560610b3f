import { meSchema } from '@app/shared';
import { anAdmin, settings, someShiftCalls } from './data';
import { api, json } from './http';

/**
 * What every screen may ask without the test caring: who is signed in, the installation's settings,
 * (the roleplay shift page's block view) a day with no call blocks yet, no backfill, and (the user page) no
 * coaching history and a calendar feed address. A test answers its screen's own calls with `server.use(...)`.
 */
export const baseHandlers = [
  api.get('/me', () => json(meSchema.parse(anAdmin()))),
  api.get('/settings', () => json(settings())),
  api.get('/roleplay_shifts/:id/calls', () => json(someShiftCalls())),
  api.get('/users/:id/coaching_records', () => json({ total: 0, data: [] })),
  api.get('/users/:id/coaching_records_created', () => json({ total: 0, data: [] })),
  // (A role-player's coaching history) no calibration rating yet.
  api.get('/users/:id/rater_agreement', ({ params }) =>
    json({ userId: Number(params.id), threshold: 70, overall: null, shifts: [] }),
  ),
  // (Managers' shift pages) no place opened to backfill; (My shifts) no place offered.
  api.get('/shifts/:id/backfill', () => json({ backfillEnabled: true, deadline: null, places: [] })),
  api.get('/backfill_offers', () => json({ offers: [] })),
  // (The course page's Regapp Configuration card) nobody has booked through the registration app yet.
  api.get('/courses/:id/regapp_summary', () => json({ booked: 0, waiting: 0, notBooked: 0 })),
  api.get('/users/:id/calendar_feed', ({ params }) =>
    json({ url: `https://app.example/api/v1/calendar_feeds/feed-of-${String(params.id)}.ics` }),
  ),
];
