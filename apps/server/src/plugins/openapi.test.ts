import { API_PREFIX, PERMISSIONS } from '@app/shared';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/fixtures';
import { type TestContext, testDbKind } from '../test/harness';

const it = apiTest;

interface Operation {
  description?: string;
  security?: Array<Record<string, string[]>>;
  'x-access'?: string | null;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** A route's path as the document writes it: /users/:id becomes /users/{id}. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe(`the OpenAPI document and reference (${testDbKind})`, () => {
  let ctx: TestContext;
  let doc: Document;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    doc = res.json();
  });

  const apiRoutes = () => ctx.app.routeAccess.filter((r) => r.url.startsWith(`${API_PREFIX}/`));
  const operation = (method: string, url: string) => doc.paths[documentPath(url)]?.[method.toLowerCase()];

  it('lists every /api/v1 route with its method, and nothing that is not a route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${documentPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m} ${url}`));
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
    // The reference's own routes are not part of the API it describes.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it("states each route's access rule, and asks for the bearer token on all but the public ones", () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    for (const route of apiRoutes()) {
      const op = operation(route.method, route.url);
      const name = `${route.method} ${route.url}`;
      expect(op?.['x-access'], name).toBe(route.access);
      if (route.access === 'public') {
        expect(op?.security, name).toEqual([]);
        expect(op?.description, name).toContain('Access: public');
      } else if (route.access) {
        expect(op?.security, name).toEqual([{ bearerAuth: [] }]);
        expect(op?.description, name).toContain(`\`${route.access}\``);
        for (const role of PERMISSIONS[route.access]) expect(op?.description, name).toContain(role);
        for (const status of ['401', '403']) {
          expect(op?.responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
            $ref: '#/components/schemas/ApiError',
          });
        }
      }
    }
  });

  it("describes inputs and answers from the routes' zod schemas, and the one error shape", () => {
    const login = operation('POST', `${API_PREFIX}/login`);
    expect(JSON.stringify(login?.requestBody?.content['application/json']?.schema)).toContain('"password"');
    expect(login?.responses['200']?.content?.['application/json']?.schema).toEqual(
      expect.objectContaining({ properties: expect.objectContaining({ token: { type: 'string' } }) }),
    );
    const getUser = operation('GET', `${API_PREFIX}/users/:id`);
    expect(getUser?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]),
    );
    expect(getUser?.responses['404']?.description).toBe('Not found');
    const list = operation('GET', `${API_PREFIX}/users`);
    expect(list?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page']));
    expect(doc.components.schemas.ApiError).toEqual(
      expect.objectContaining({
        required: ['error', 'code'],
        properties: expect.objectContaining({ error: { type: 'string' } }),
      }),
    );
    // A response schema strips what must not leave: no password hash is described anywhere.
    expect(JSON.stringify(doc)).not.toMatch(/passwordHash|password_hash/);
  });

  it('serves the reference and the document to anybody, while the API stays guarded', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    // The reference runs under the app's policy: its scripts are files of this server.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');

    expect((await ctx.api({ method: 'GET', url: '/users' })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/docs-secret' });
    expect(unknown.statusCode).toBe(404);
    // The route walkers see only the API's own routes.
    expect(ctx.app.routeAccess.filter((r) => r.url.startsWith(API_PREFIX) && r.url.includes('docs'))).toEqual([]);
  });
});
