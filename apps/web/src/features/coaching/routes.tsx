import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const CoachingFormPage = lazyPage('coaching', () => import('./components/coaching-form-page').then((m) => m.CoachingFormPage));
const ArchivePage = lazyPage('coaching', () => import('./components/archive-page').then((m) => m.ArchivePage));
const ArchivedRecordPage = lazyPage('coaching', () =>
  import('./components/archived-record-page').then((m) => m.ArchivedRecordPage),
);
const TemplatesPage = lazyPage('coaching', () => import('./components/templates-page').then((m) => m.TemplatesPage));
const TemplateEditorPage = lazyPage('coaching', () =>
  import('./components/template-editor-page').then((m) => m.TemplateEditorPage),
);

const crumb = (label: RouteHandle['crumb']): RouteHandle => ({ crumb: label });

/** /archive and /archive/:id, guarded with archive.view (coach and up). */
export const archiveRoute: RouteObject = {
  path: 'archive',
  handle: crumb('Archived'),
  element: <RequireAccess action="archive.view" />,
  children: [
    { index: true, element: <ArchivePage /> },
    { path: ':id', handle: crumb('Coaching record'), element: <ArchivedRecordPage /> },
  ],
};

/** The coaching form: admin and coach; anybody else is sent home. */
export const coachingFormRoute: RouteObject = {
  path: 'roleplayers/:roleplayerId/calls/:callId/coachingForm',
  handle: crumb('Coaching form'),
  element: <RequireAccess action="coaching.form" />,
  children: [{ index: true, element: <CoachingFormPage /> }],
};

/** /coaching-templates: admins manage the role-player assessment templates. */
export const templatesRoute: RouteObject = {
  path: 'coaching-templates',
  handle: crumb('Coaching templates'),
  element: <RequireAccess action="coaching.templates" />,
  children: [
    { index: true, element: <TemplatesPage /> },
    { path: 'new', handle: crumb('New template'), element: <TemplateEditorPage /> },
    { path: ':id', handle: crumb('Template'), element: <TemplateEditorPage /> },
  ],
};

export const coachingRoutes: RouteObject[] = [archiveRoute, coachingFormRoute, templatesRoute];
