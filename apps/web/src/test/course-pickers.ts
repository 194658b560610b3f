import { type RoleplayerAssessmentTemplate, roleplayerAssessmentTemplateSchema, staffListSchema } from '@app/shared';
import { api, json } from './http';
import { server } from './server';

/** Clients, staff and assessment templates the course form's pickers offer. */
export const CLIENTS = [
  { id: 3, orgName: 'Acme Insurance' },
  { id: 4, orgName: 'Acorn Bank' },
  { id: 5, orgName: 'Birch Health' },
];
export const STAFF = staffListSchema.parse([
  { id: 61, name: 'Pat Manager', email: 'pat@example.com', roleList: ['admin'] },
  { id: 62, name: 'Quinn Lead', email: 'quinn@example.com', roleList: ['coach'] },
]);
export const TEMPLATES: RoleplayerAssessmentTemplate[] = [
  roleplayerAssessmentTemplateSchema.parse({ id: 8, name: 'Standard role-player review', questions: [] }),
];

/** The pickers' lists: clients searched on the server by name, everybody on staff, the templates. Records each search. */
export function coursePickerApi() {
  const searches: string[] = [];
  server.use(
    api.get('/clients', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const data = CLIENTS.filter((c) => c.orgName.toLowerCase().includes(search.toLowerCase()));
      return json({ data, total: data.length });
    }),
    api.get('/staff', () => json(STAFF)),
    api.get('/roleplayer_assessment_templates', () => json(TEMPLATES)),
  );
  return { searches };
}
