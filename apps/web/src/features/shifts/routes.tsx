import type { RouteObject } from 'react-router';

// Filled in by the shifts work: the shift pages at /roleplayShifts/:eventId, /orientationShifts/:eventId
// and /liveShifts/:eventId (the router mounts them at the top level of the signed-in layout).
export const shiftRoutes: RouteObject[] = [];
