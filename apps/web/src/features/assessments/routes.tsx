import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const SkillsListPage = lazyPage('assessments', () => import('./components/skills-list-page').then((m) => m.SkillsListPage));

const SKILLS_LIST_PATH = 'roleplayShifts/:eventId/participantSkillsList/:callId';
const handle: RouteHandle = { crumb: 'Skills List' };

/**
 * The skills list page of a call, at the top level and under its course. Open to every signed-in
 * role that reaches it: the API decides who reads and who edits, and the page shows its refusal.
 */
export const assessmentRoutes: RouteObject[] = [
  { path: SKILLS_LIST_PATH, handle, element: <SkillsListPage /> },
  { path: `courses/:courseId/${SKILLS_LIST_PATH}`, handle, element: <SkillsListPage /> },
];
