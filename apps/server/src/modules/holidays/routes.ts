import { holidaySchema, holidaysQuerySchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';
import { holidaysBetween } from './service';

/** At most this many days in one request, so one call cannot ask for centuries. */
const MAX_RANGE_DAYS = 800;

export const holidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays',
    {
      config: { access: 'session.self' },
      schema: { querystring: holidaysQuerySchema, response: { 200: z.array(holidaySchema), ...errorResponses(400, 401) } },
    },
    async (request) => {
      const { start_date: startDate, end_date: endDate, language } = request.query;
      // Named in the text and, by its parameter, in the details (as a schema failure would be).
      const refuse = (message: string) => badRequest(`Invalid query: end_date ${message}`, [{ field: 'end_date', message }]);
      if (endDate < startDate) throw refuse('must not be before start_date');
      const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
      if (days > MAX_RANGE_DAYS) throw refuse(`must be within ${MAX_RANGE_DAYS} days of start_date`);
      return holidaysBetween({ startDate, endDate, provinceCa: app.config.holidayProvinceCa, language });
    },
  );
};
