import {
  auditEventPageSchema,
  auditEventsCsvQuerySchema,
  auditEventsQuerySchema,
  idParamsSchema,
  shiftHistoryQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders, csvStream } from '../../lib/csv';
import { errorResponses } from '../../lib/responses';
import * as service from './service';

/** The CSV file's fixed name. */
export const AUDIT_CSV_FILE_NAME = 'activity.csv';

/** The audit trail: the Activity page and its CSV file (admins), a shift's History (managers). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit_events',
    {
      config: { access: 'audit.view' },
      schema: { querystring: auditEventsQuerySchema, response: { 200: auditEventPageSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => service.listAuditEvents({ db: app.db, timeZone: app.config.timeZone, query: request.query }),
  );

  app.get(
    '/audit_events.csv',
    {
      config: { access: 'audit.view' },
      schema: {
        querystring: auditEventsCsvQuerySchema,
        response: { 200: z.unknown().describe('CSV file (text/csv, Windows-1252), streamed'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const file = service.auditEventsCsv({ db: app.db, timeZone: app.config.timeZone, query: request.query });
      return reply.headers(csvDownloadHeaders(AUDIT_CSV_FILE_NAME)).send(csvStream(file.header, file.rows));
    },
  );

  app.get(
    '/events/:id/audit_events',
    {
      config: { access: 'shifts.manage' },
      schema: {
        params: idParamsSchema,
        querystring: shiftHistoryQuerySchema,
        response: { 200: auditEventPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.shiftHistory({ db: app.db, timeZone: app.config.timeZone, id: request.params.id, query: request.query }),
  );
};
