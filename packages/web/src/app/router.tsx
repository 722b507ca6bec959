import { createBrowserRouter } from 'react-router';
import { AppLayout } from './app-layout';
import { PageError } from './page-error';
import { RouteGate } from './route-gate';
import { routes } from './routes';

/** Every route of the table, behind its gate, inside the one layout that picks the shell; a failed page keeps the shell. */
export const router = createBrowserRouter([
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
]);
