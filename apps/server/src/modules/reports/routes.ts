import {
  attendanceReportQuerySchema,
  CSV_REPORTS,
  resourceAvailabilityQuerySchema,
  resourceAvailabilitySchema,
  scheduledReportQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDownloadHeaders, csvStream } from '../../lib/csv';
import { errorResponses } from '../../lib/responses';
import * as service from './service';

/** A CSV download: the file streams out (Windows-1252) under its fixed name as its rows are read. */
const csvResponse = {
  200: z.unknown().describe('CSV file (text/csv, Windows-1252), streamed'),
  ...errorResponses(400, 401, 403),
};

/**
 * The reports (admin and sc): CSV downloads streamed from the database a page of shifts at a time,
 * and the data of the resource availability timeline.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CSV_REPORTS.roleplayerAttendance.path,
    { config: { access: 'reports.view' }, schema: { querystring: attendanceReportQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const report = await service.roleplayerAttendance({ db: app.db, timeZone: app.config.timeZone, query: request.query });
      return reply
        .headers(csvDownloadHeaders(CSV_REPORTS.roleplayerAttendance.fileName))
        .send(csvStream(report.header, report.rows));
    },
  );

  app.get(
    CSV_REPORTS.participantAttendance.path,
    { config: { access: 'reports.view' }, schema: { querystring: attendanceReportQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const report = await service.participantAttendance({ db: app.db, timeZone: app.config.timeZone, query: request.query });
      return reply
        .headers(csvDownloadHeaders(CSV_REPORTS.participantAttendance.fileName))
        .send(csvStream(report.header, report.rows));
    },
  );

  app.get(
    CSV_REPORTS.scheduled.path,
    { config: { access: 'reports.view' }, schema: { querystring: scheduledReportQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const report = await service.scheduledReport({ db: app.db, timeZone: app.config.timeZone, query: request.query });
      return reply.headers(csvDownloadHeaders(CSV_REPORTS.scheduled.fileName)).send(csvStream(report.header, report.rows));
    },
  );

  app.get(
    '/resource_availability',
    {
      config: { access: 'reports.view' },
      schema: {
        querystring: resourceAvailabilityQuerySchema,
        response: { 200: resourceAvailabilitySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.resourceAvailability({ db: app.db, query: request.query }),
  );
};
