import { createBrowserRouter } from 'react-router';
import { portalRouteAt, routeObjects } from './route-objects';

export const router = createBrowserRouter(routeObjects);

/** Load the chunk of the page at `pathname` (a server-rendered page about to be taken over, decision 352); a failure is the page's to show. */
export function preloadPage(pathname: string): Promise<unknown> {
  return (
    portalRouteAt(pathname)
      ?.page?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}
