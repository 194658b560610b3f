import { appSettingsSchema, businessSettingsBodySchema, businessSettingsSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { getBusinessSettings, saveBusinessSettings } from './business-settings';
import { publicSettings } from './service';

/**
 * GET /settings, public: the web asks once, before the signed-in app renders, so it shows every
 * time in the business time zone. Nothing in it is secret; the sign-in page may need it too.
 * GET and PUT /business_settings: the settings an admin sets (the rater agreement threshold).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { config: { access: 'public' }, schema: { response: { 200: appSettingsSchema } } }, async () =>
    publicSettings(app.config),
  );

  app.get(
    '/business_settings',
    {
      config: { access: 'settings.business' },
      schema: { response: { 200: businessSettingsSchema, ...errorResponses(401, 403) } },
    },
    async () => getBusinessSettings({ db: app.db }),
  );

  app.put(
    '/business_settings',
    {
      config: { access: 'settings.business' },
      schema: {
        body: businessSettingsBodySchema,
        response: { 200: businessSettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => saveBusinessSettings({ db: app.db, viewer: currentUser(request), input: request.body.businessSettings }),
  );
};
