import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { gateSubject } from '@portal/domain/profile/profile.rules';
import { decideAccess } from '@portal/domain/shared/access';
import { todayIn } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { useProfile } from '../lib/member';
import { NotAvailablePage } from './not-available-page';
import type { PortalRoute } from './routes';

/** Applies the route's access rule (domain/shared/access.ts), then renders its lazy page. */
export function RouteGate({ route }: { route: PortalRoute }) {
  const { token, signOut } = useAuth();
  const location = useLocation();
  const settings = useSettings();
  const profile = useProfile(route.access === 'member' && route.gates?.length ? token : null);
  const [loggingOut, setLoggingOut] = useState(false);

  const decision = decideAccess(route, {
    signedIn: Boolean(token),
    subject: profile.data ? gateSubject(profile.data) : null,
    today: () => todayIn(settings.timeZone),
    path: location.pathname,
    search: location.search,
  });

  useEffect(() => {
    if (decision.kind === 'logout-then-render' && !loggingOut) {
      setLoggingOut(true);
      void signOut().finally(() => setLoggingOut(false));
    }
  }, [decision.kind, loggingOut, signOut]);

  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={decision.alert ? { alert: decision.alert } : undefined} />;
  if (decision.kind === 'wait-for-profile' || decision.kind === 'logout-then-render') return <PageLoading />;
  const Page = route.page;
  return <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <NotAvailablePage />}</Suspense>;
}
