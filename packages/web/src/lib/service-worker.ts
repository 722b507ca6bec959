import { whenIdle } from './idle';

// The portal's one service worker, /sw.js (src/sw/sw.ts; decisions 307, 334, 335), registered in one place: every
// page registers it once the page has shown (app-layout.tsx), and the app notifications' switch uses the same
// registration. What the page hears from the worker (the offline note) is in offline-note.ts.

const SW_URL = '/sw.js';

export const workerSupported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering: Promise<ServiceWorkerRegistration> | null = null;

/** The worker's registration (scope: the whole portal), registering it the first time. */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register(SW_URL, { scope: '/' });
  return registering;
}

let takingUpdate = false;
let started = false;

/** Registers the worker once the page has shown, and reloads once a newer worker asked to take over (below) has. */
export function startServiceWorker(reload: () => void = () => window.location.reload()): void {
  if (started || !workerSupported() || !import.meta.env.PROD) return;
  started = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (takingUpdate) reload();
  });
  // a registration refused (or a page whose worker container went away) is no error of the page's
  void whenIdle()
    .then(() => registerWorker())
    .catch(() => undefined);
}

let shownPath: string | null = null;

/**
 * Called with the path of every page shown (decision 335): once the member has gone to another page, a newer worker
 * waiting (a new build) takes over, and the page the member opened loads again with the new build. Never while a
 * page is open: a half-filled form stays as it is, whatever a deployment brings, until its page is left. The worker
 * declines while the portal is open in another tab too (its form, and the old chunks it may load): this page then
 * reloads for nothing, and asks again on its next change of page. Answers the worker's answer (whether it takes
 * over), or undefined when nothing was asked.
 */
export async function takeUpdateOnNavigation(pathname: string): Promise<boolean | undefined> {
  const moved = shownPath !== null && shownPath !== pathname;
  shownPath = pathname;
  if (!moved || !workerSupported() || !navigator.serviceWorker.controller || takingUpdate) return;
  const waiting = (await navigator.serviceWorker.getRegistration('/'))?.waiting;
  if (!waiting) return;
  takingUpdate = true;
  const answer = new MessageChannel();
  const taking = new Promise<boolean>((resolve) => {
    answer.port1.onmessage = (event: MessageEvent<{ taking?: boolean }>) => {
      answer.port1.close();
      if (!event.data.taking) takingUpdate = false;
      resolve(Boolean(event.data.taking));
    };
  });
  waiting.postMessage({ type: 'SKIP_WAITING' }, [answer.port2]);
  return taking;
}
