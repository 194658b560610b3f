import { appSettingsSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettings } from './service';

/**
 * GET /settings, public: the web asks once, before the signed-in app renders, so it shows every
 * time in the business time zone. Nothing in it is secret; the sign-in page may need it too.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { config: { access: 'public' }, schema: { response: { 200: appSettingsSchema } } }, async () =>
    publicSettings(app.config),
  );
};
