import { API_PREFIX, BODY_LIMIT_BYTES, UPLOAD_MAX_BYTES } from '@app/shared';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, trustProxyOption } from './config';
import type { Db } from './db/client';
import { attachEventHub, createEventHub, detachEventHub } from './lib/events';
import { type LogStream, loggerOptions } from './lib/logging';
import { activityRoutes } from './modules/activity/routes';
import { assessmentPartsRoutes } from './modules/assessment-parts/routes';
import { assessmentsRoutes } from './modules/assessments/routes';
import { checkCurrentPassword, findSessionUser, subscribeAuth } from './modules/auth';
import { authRoutes } from './modules/auth/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { backfillRoutes, subscribeBackfill } from './modules/backfill';
import { calendarFeedsRoutes, subscribeCalendarFeeds } from './modules/calendar-feeds';
import { calibrationRoutes } from './modules/calibration/routes';
import { subscribeCalls } from './modules/calls';
import { callsRoutes } from './modules/calls/routes';
import { clientsRoutes } from './modules/clients/routes';
import { coachingRoutes } from './modules/coaching/routes';
import { coursesRoutes } from './modules/courses/routes';
import { subscribeFairShares } from './modules/fair-shares';
import { healthRoutes } from './modules/health/routes';
import { holidaysRoutes } from './modules/holidays/routes';
import { invitesRoutes } from './modules/invites/routes';
import { createLiveHub, registerActorContext, subscribeLive } from './modules/live';
import { liveRoutes } from './modules/live/routes';
import { mailboxRoutes } from './modules/mailbox/routes';
import { participantsRoutes } from './modules/participants/routes';
import { regappRoutes, subscribeRegapp } from './modules/regapp';
import { subscribeReminders } from './modules/reminders';
import { remindersRoutes } from './modules/reminders/routes';
import { reportsRoutes } from './modules/reports/routes';
import { resourceLinksRoutes } from './modules/resource-links/routes';
import { resultsRoutes, subscribeResults } from './modules/results';
import { roomsRoutes } from './modules/rooms/routes';
import { rosterPlansRoutes } from './modules/roster-plans';
import { scenarioComponentsRoutes } from './modules/scenario-components/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shiftsRoutes } from './modules/shifts/routes';
import { userQualificationsRoutes } from './modules/users/qualifications-routes';
import { usersRoutes } from './modules/users/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMailRateLimit } from './plugins/mail-rate-limit';
import { registerApiDocs, registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import {
  inlineScriptHashes,
  registerApiCompression,
  registerStaticWeb,
  webBuildPresent,
  webPagesPresent,
} from './plugins/static-web';
import './plugins/types';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Serve the built web app from config.webDist when it exists (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.config.logLevel, options.logStream),
    // Off unless configured: otherwise any client could choose its own address with X-Forwarded-For.
    trustProxy: trustProxyOption(options.config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  // This app's domain-event subscribers (lib/events.ts), with its config; a hub per app, attached
  // to its database in place of any earlier one, so apps built one after another never share one.
  const events = createEventHub({
    onError: (err, name) => app.log.error({ err, event: name }, 'an after-commit subscriber failed'),
  });
  subscribeReminders(events, options.config);
  // Before the calendar feeds: a person who lost their place leaves its calls before their feed is written.
  subscribeCalls(events);
  subscribeAuth(events, options.config);
  subscribeCalendarFeeds(events, options.config);
  subscribeRegapp(events, options.config);
  subscribeLive(events);
  subscribeFairShares(events);
  subscribeResults(events);
  subscribeBackfill(events, options.config);
  attachEventHub(options.db, events);
  app.addHook('onClose', async () => detachEventHub(options.db, events));
  registerErrorHandling(app);
  registerAuth(app, findSessionUser);
  registerActorContext(app);
  // The live streams open on this app; ended before the server closes (they would hold it open).
  const live = createLiveHub({ db: options.db, log: app.log });
  app.addHook('preClose', async () => live.stop());
  registerInputGuard(app);
  // These watch the routes as they are added, so they come first.
  const serveWeb = options.serveWeb === true && webBuildPresent(options.config.webDist);
  await registerSecurityHeaders(app, serveWeb ? inlineScriptHashes(options.config.webDist) : []);
  await registerApiCompression(app);
  await registerMailRateLimit(app, options.config.mailRateLimit);
  await registerOpenApi(app);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      // Users does not import sign-in (sign-in reads users): it is handed the current-password check.
      await api.register(usersRoutes, { checkCurrentPassword });
      await api.register(userQualificationsRoutes);
      await api.register(participantsRoutes);
      await api.register(coachingRoutes);
      await api.register(mailboxRoutes);
      await api.register(clientsRoutes);
      await api.register(coursesRoutes);
      await api.register(scenarioComponentsRoutes);
      await api.register(assessmentsRoutes);
      await api.register(assessmentPartsRoutes);
      await api.register(resourceLinksRoutes);
      await api.register(holidaysRoutes);
      await api.register(shiftsRoutes);
      await api.register(invitesRoutes);
      await api.register(availabilityRoutes);
      await api.register(roomsRoutes);
      await api.register(callsRoutes);
      await api.register(remindersRoutes);
      await api.register(calendarFeedsRoutes);
      await api.register(backfillRoutes);
      await api.register(rosterPlansRoutes);
      await api.register(reportsRoutes);
      await api.register(resultsRoutes);
      await api.register(calibrationRoutes);
      await api.register(regappRoutes);
      await api.register(liveRoutes, { hub: live });
      await api.register(activityRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerApiDocs(app);

  if (serveWeb) await registerStaticWeb(app, options.config.webDist);
  registerNotFound(app, serveWeb, serveWeb ? webPagesPresent(options.config.webDist) : new Set());
  return app;
}
