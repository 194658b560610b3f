import { meSchema } from '@app/shared';
import { anAdmin, settings } from './data';
import { api, json } from './http';

/**
 * What every screen may ask without the test caring: who is signed in and the installation's
 * settings. A test answers its screen's own calls with `server.use(...)`.
 */
export const baseHandlers = [api.get('/me', () => json(meSchema.parse(anAdmin()))), api.get('/settings', () => json(settings()))];
