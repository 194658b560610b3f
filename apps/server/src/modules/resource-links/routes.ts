import { idParamsSchema, resourceLinkSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { currentUser } from '../../plugins/auth';
import { sendResourceFile } from './download';
import * as service from './service';
import { receiveResourceForm } from './upload-form';

/** The Resource Links card of a course page, and the download of uploaded resources. */
export const resourceLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/resource_links',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 200: z.array(resourceLinkSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => service.listResourceLinks({ db: app.db, courseId: request.params.id }),
  );

  // multipart/form-data: resource_type, resource_link (the URL) or file. The form is read by the
  // service (after the course is known), so the body has no schema here.
  app.post(
    '/courses/:id/resource_links',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 201: resourceLinkSchema, ...errorResponses(400, 401, 403, 404, 413) } },
    },
    async (request, reply) => {
      const link = await service.createResourceLink({
        db: app.db,
        dataDir: app.config.dataDir,
        actor: currentUser(request),
        courseId: request.params.id,
        receive: (dir) => receiveResourceForm(request, dir),
      });
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/resource_links/:id',
    {
      config: { access: 'courses.manage' },
      schema: { params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.deleteResourceLink({
        db: app.db,
        dataDir: app.config.dataDir,
        actor: currentUser(request),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  // Managers, from the course page; the people on a shift download through the shift
  // (GET /course_events/{id}/resource_links/{linkId}/file).
  app.get(
    '/resource_links/:id/file',
    {
      config: { access: 'courses.manage' },
      schema: {
        params: idParamsSchema,
        // The bytes are streamed as they are (a stream is never serialized).
        response: { 200: z.unknown().describe('the file, as a download'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendResourceFile(reply, await service.openResourceFile({ db: app.db, dataDir: app.config.dataDir, id: request.params.id })),
  );
};
