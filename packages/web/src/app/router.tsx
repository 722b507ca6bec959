import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout';
import { RouteGate } from './route-gate';
import { routes } from './routes';

/** Every route of the table, behind its gate, inside the one layout that picks the shell. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: routes.map((r) => ({ path: r.path, handle: r, element: <RouteGate route={r} /> })),
  },
]);
