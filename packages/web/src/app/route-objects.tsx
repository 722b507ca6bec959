import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { PageError } from './page-error';
import { RouteGate } from './route-gate';
import { routes, type PortalRoute } from './routes';

/**
 * Every route of the table, behind its gate, inside the one layout that picks the shell; a failed page keeps the shell.
 * The browser's router (router.tsx) and the server's rendering of the public pages (ssr/entry-server.tsx) both use it.
 */
export const routeObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <PageError />,
    children: routes.map((r) => ({
      path: r.path,
      handle: r,
      element: <RouteGate route={r} />,
      errorElement: <PageError />,
    })),
  },
];

/** The route of the table a path opens (the deepest match), or undefined for none. */
export function portalRouteAt(pathname: string): PortalRoute | undefined {
  const matches = matchRoutes(routeObjects, pathname);
  return matches?.[matches.length - 1]?.route.handle as PortalRoute | undefined;
}
