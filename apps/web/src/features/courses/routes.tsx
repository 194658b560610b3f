import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

// Filled in by the courses screens work. The router wraps this route in RequireAccess('courses.manage').
export const coursesRoute: RouteObject = {
  path: 'courses',
  handle: { crumb: 'Courses' },
  element: <PlaceholderPage title="Courses" />,
};
