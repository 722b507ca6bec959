import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
import { useAuth } from '../lib/auth';
import { PageLoading } from '../components/feedback/page-loading';
import { OfflineNote } from '../components/feedback/offline-note';
import { scheduleStartupScroll } from '../lib/scroll';
import { startServiceWorker, takeUpdateOnNavigation } from '../lib/service-worker';
import type { PortalRoute } from './routes';
import { PublicShell } from './shells/public-shell';

// Visitors never load the member shell (its menu, drawer and icons): public pages stay small on a phone.
const MemberShell = lazy(async () => ({ default: (await import('./shells/member-shell')).MemberShell }));

/** Picks the shell: the member shell for signed-in users on member and shared pages, else the public one. */
export function AppLayout() {
  const { token } = useAuth();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as PortalRoute | undefined;

  // spec 000 §2.2: after start-up the page scrolls to the top after 500 ms.
  useEffect(() => scheduleStartupScroll(), []);
  useTopOnNewPage();
  useServiceWorker();

  // the back-office brings its own shell (decision 163)
  if (route?.shell === 'own' && token) return <Outlet />;
  const member = Boolean(token) && (route?.access === 'member' || route?.access === 'always');
  const page = (
    <>
      <OfflineNote />
      <Outlet />
    </>
  );
  if (!member) return <PublicShell>{page}</PublicShell>;
  return (
    <Suspense fallback={<PageLoading />}>
      <MemberShell>{page}</MemberShell>
    </Suspense>
  );
}

/**
 * The one service worker (decisions 334, 335): registered once the page has shown; a newer build's worker waiting
 * takes over when the member goes to another page, never under an open form.
 */
function useServiceWorker() {
  const { pathname } = useLocation();
  useEffect(() => startServiceWorker(), []);
  useEffect(() => void takeUpdateOnNavigation(pathname), [pathname]);
}

/**
 * A new page starts at its top (decision 120): a link or Back/Forward to another path scrolls up. A replace keeps
 * the place: the draw's and stats' filters rewrite their URL that way while the member reads on.
 */
function useTopOnNewPage() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  // The app places the page itself: the browser's own restoring on Back (late, and after a blocked Back the position
  // of the page left) would undo it.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (type !== 'REPLACE') window.scrollTo(0, 0);
  }, [pathname, type]);
}
