import {
  idParamsSchema,
  lateRemindersResultSchema,
  mailPreviewsSchema,
  sendReminderQuerySchema,
  sendReminderResultSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** The reminders a person sends by hand: a participant's reminder (managers) and the Late Reminder (with its preview). */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/participant_slots/:id/send_reminder',
    {
      config: { access: 'shifts.manage', sendsMail: true },
      schema: {
        params: idParamsSchema,
        querystring: sendReminderQuerySchema,
        response: { 200: sendReminderResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.sendReminder({
        db: app.db,
        config: app.config,
        actor: currentUser(request),
        id: request.params.id,
        resendInvite: request.query.resend_invite === '1',
      }),
  );

  app.get(
    '/participant_slots/:id/send_reminder/preview',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        querystring: sendReminderQuerySchema,
        response: { 200: mailPreviewsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.previewReminder({
        db: app.db,
        config: app.config,
        id: request.params.id,
        resendInvite: request.query.resend_invite === '1',
      }),
  );

  app.get(
    '/roleplay_shifts/:id/late_reminders/preview',
    {
      config: { access: 'shifts.lateReminder' },
      schema: {
        params: idParamsSchema,
        response: { 200: mailPreviewsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.previewLateReminders({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/roleplay_shifts/:id/late_reminders',
    {
      config: { access: 'shifts.lateReminder', sendsMail: true },
      schema: {
        params: idParamsSchema,
        response: { 200: lateRemindersResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.sendLateReminders({ db: app.db, config: app.config, actor: currentUser(request), id: request.params.id }),
  );
};
