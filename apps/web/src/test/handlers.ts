import { meSchema } from '@app/shared';
import { anAdmin, settings, someShiftCalls } from './data';
import { api, json } from './http';

/**
 * What every screen may ask without the test caring: who is signed in, the installation's settings
 * and (the roleplay shift page's block view) a day with no call blocks yet. A test answers its
 * screen's own calls with `server.use(...)`.
 */
export const baseHandlers = [
  api.get('/me', () => json(meSchema.parse(anAdmin()))),
  api.get('/settings', () => json(settings())),
  api.get('/roleplay_shifts/:id/calls', () => json(someShiftCalls())),
];
