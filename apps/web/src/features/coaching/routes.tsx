import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import type { RouteHandle } from '../../lib/route-handle';

const CoachingFormPage = lazy(() => import('./components/coaching-form-page').then((m) => ({ default: m.CoachingFormPage })));
const ArchivePage = lazy(() => import('./components/archive-page').then((m) => ({ default: m.ArchivePage })));
const ArchivedRecordPage = lazy(() =>
  import('./components/archived-record-page').then((m) => ({ default: m.ArchivedRecordPage })),
);
const TemplatesPage = lazy(() => import('./components/templates-page').then((m) => ({ default: m.TemplatesPage })));
const TemplateEditorPage = lazy(() =>
  import('./components/template-editor-page').then((m) => ({ default: m.TemplateEditorPage })),
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
