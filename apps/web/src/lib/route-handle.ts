import type { Action } from '@app/shared';
import type { UIMatch } from 'react-router';

/** What a route puts in its `handle` to appear in the breadcrumb. */
export interface RouteHandle {
  crumb?: string | ((match: UIMatch) => string);
  /** The permission the crumb's page needs: without it the crumb is plain text, not a link. */
  crumbAction?: Action;
  /** The page says itself that it is offline, and from when its copy is (components/offline-banner.tsx): the layout's notice stays away. */
  ownOfflineBanner?: boolean;
  /** Loads the page before it is first shown (its `lazyPage`'s preload): a session's first page (app/app.tsx). */
  preload?: () => Promise<unknown>;
}
