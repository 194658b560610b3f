import { API_PREFIX, apiErrorSchema, PERMISSIONS, type RouteAccess } from '@app/shared';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the rendered reference lives; the document itself is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Schemas named once in the document (components) instead of repeated in every answer. */
const documentSchemas = z.registry<{ id?: string }>();
documentSchemas.add(apiErrorSchema, { id: 'ApiError' });

/** What each refusal means, for the statuses the API gives. */
const REFUSALS: Record<string, string> = {
  400: 'Bad input: the text names each wrong field, and nothing changed',
  401: 'Not signed in, or the session has expired',
  403: 'The signed-in user may not do this',
  404: 'Not found',
  409: 'Somebody else changed this first, or the change conflicts with the current state',
  413: 'The body or file is too large',
  429: 'Too many calls: this route sends e-mail, and each user may call it a limited number of times a minute',
  503: 'The database is unreachable for the moment',
};

const errorRef = { $ref: '#/components/schemas/ApiError' };

/** The access rule in words, for the reference. */
function describeAccess(access: RouteAccess | undefined): string {
  if (access === 'public') return 'Access: public (no sign-in).';
  if (!access) return 'Access: nobody (the route declares no access rule).';
  const roles: readonly string[] = PERMISSIONS[access];
  const who = roles.length === 1 ? `as ${roles[0]}` : `with one of the roles ${roles.join(', ')}`;
  return `Access: \`${access}\`, that is signed in ${who}.`;
}

type OpenApiSchema = Record<string, unknown> & { response?: Record<string, unknown>; description?: string };

/**
 * Turns each route's zod schemas into the document's JSON schemas (the type provider's transform),
 * then adds what the routes declare elsewhere: the access rule (in words and as `x-access`), the
 * bearer sign-in, the refusals every guarded route can give, and 429 on the routes that send mail.
 */
function routeTransform(): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: documentSchemas });
  return (input) => {
    const result = zodTransform(input as Parameters<typeof zodTransform>[0]) as { schema?: OpenApiSchema; url: string };
    if (result.schema?.hide) return { url: result.url, schema: result.schema };
    const config = input.route.config as { access?: RouteAccess; sendsMail?: unknown } | undefined;
    const access = config?.access;
    const schema: OpenApiSchema = { ...(result.schema ?? {}) };
    const response: Record<string, unknown> = { ...(schema.response ?? {}) };
    const refusals = [
      ...Object.keys(response).filter((status) => REFUSALS[status]),
      ...(access !== 'public' ? ['401', '403'] : []),
      ...(config?.sendsMail ? ['429'] : []),
    ];
    for (const status of refusals) response[status] = { ...errorRef, description: REFUSALS[status] };
    schema.response = response;
    schema.description = [schema.description, describeAccess(access), config?.sendsMail ? 'Sends e-mail (rate limited).' : '']
      .filter(Boolean)
      .join('\n\n');
    schema['x-access'] = access ?? null;
    if (config?.sendsMail) schema['x-sends-mail'] = true;
    schema.security = access === 'public' ? [] : [{ bearerAuth: [] }];
    const segment = result.url.startsWith(`${API_PREFIX}/`) ? result.url.slice(API_PREFIX.length + 1).split('/')[0] : '';
    if (segment) schema.tags = [segment];
    return { url: result.url, schema };
  };
}

/**
 * Collects every route into an OpenAPI 3.1 document generated from the routes' own zod schemas.
 * Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roleplay Back Office API',
        version: '1',
        description:
          'Every call but the public ones carries `Authorization: Bearer <token>` (from POST /api/v1/login). ' +
          'Every refusal has the shape `{error, code, details?}`: `error` is a text for a person, `code` a stable code.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token answered by POST /api/v1/login' },
        },
      },
    },
    transform: routeTransform(),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentSchemas }),
  });
}

/**
 * The rendered reference at /api/docs and the document at /api/docs/json. Both are public: they
 * describe the routes and their rules, and hold no data; every route stays guarded as before.
 * Swagger UI runs under the same Content-Security-Policy as the app (its scripts and styles are
 * files of this server; it sets inline styles, which the policy allows).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
      // Its page loads only files of this server; the app's policy fits it as it is.
      staticCSP: false,
    });
  });
}
