import { createBrowserRouter, matchRoutes } from 'react-router';
import { routeObjects } from './route-objects';
import type { PortalRoute } from './routes';

export const router = createBrowserRouter(routeObjects);

/** Load the chunk of the page at `pathname` (a server-rendered page about to be taken over, decision 352); a failure is the page's to show. */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routeObjects, pathname);
  const route = matches?.[matches.length - 1]?.route.handle as PortalRoute | undefined;
  return route?.page?.preload().catch(() => undefined) ?? Promise.resolve();
}
