import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

// Filled in by the dashboard work: the index route of the signed-in layout ('/').
export const dashboardRoute: RouteObject = { index: true, element: <PlaceholderPage title="Dashboard" /> };
