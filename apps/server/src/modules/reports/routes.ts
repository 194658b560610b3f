import {
  type AttendanceReportQuery,
  aggregateReportQuerySchema,
  attendanceReportQuerySchema,
  CSV_REPORTS,
  type CsvReportName,
  npsReportQuerySchema,
  resourceAvailabilityQuerySchema,
  resourceAvailabilitySchema,
  type ScheduledReportQuery,
  scheduledReportQuerySchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
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

/** Sends a report as its file: Windows-1252, streamed, under the report's fixed name. */
function sendCsv(reply: FastifyReply, name: CsvReportName, report: service.CsvReport) {
  return reply.headers(csvDownloadHeaders(CSV_REPORTS[name].fileName)).send(csvStream(report.header, report.rows));
}

/**
 * The reports (admin and sc): CSV downloads streamed from the database a page of shifts at a time,
 * and the data of the resource availability timeline.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The CSV reports: each validates its query, reads the first page, then streams under its name.
  const csvRoutes = [
    { name: 'roleplayerAttendance', querystring: attendanceReportQuerySchema, build: service.roleplayerAttendance },
    { name: 'participantAttendance', querystring: attendanceReportQuerySchema, build: service.participantAttendance },
    { name: 'scheduled', querystring: scheduledReportQuerySchema, build: service.scheduledReport },
  ] as const;
  for (const { name, querystring, build } of csvRoutes) {
    app.get(
      CSV_REPORTS[name].path,
      { config: { access: 'reports.view' }, schema: { querystring, response: csvResponse } },
      async (request, reply) => {
        const report = await build({
          db: app.db,
          timeZone: app.config.timeZone,
          query: request.query as AttendanceReportQuery & ScheduledReportQuery,
        });
        return sendCsv(reply, name, report);
      },
    );
  }

  app.get(
    CSV_REPORTS.nps.path,
    { config: { access: 'reports.view' }, schema: { querystring: npsReportQuerySchema, response: csvResponse } },
    async (request, reply) => sendCsv(reply, 'nps', await service.npsReport({ db: app.db, query: request.query })),
  );

  app.get(
    CSV_REPORTS.aggregate.path,
    {
      config: { access: 'reports.view' },
      schema: {
        querystring: aggregateReportQuerySchema,
        response: { ...csvResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => sendCsv(reply, 'aggregate', await service.aggregateReport({ db: app.db, query: request.query })),
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
