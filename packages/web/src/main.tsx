import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { router } from './app/router';
import { queryClient } from './lib/query-client';
import { whenIdle } from './lib/idle';
import { setRenderedOnServer } from './lib/server-rendered';
import { readToken } from './lib/token';

// React's API, run by Preact (decision 136).
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const rendered = document.getElementById('portal-ssr')?.textContent;

if (rendered && !readToken()) {
  // A public page the server rendered (decision 331): it is read, and its links work, already. The app takes it over
  // at the visitor's first touch or key, or when the browser is idle once the page has been shown a while, whichever
  // comes first (decision 332): the page's loading, its first paint and its scrolling never wait for the take-over.
  hydrate(queryClient, JSON.parse(rendered));
  setRenderedOnServer(true);
  const unsubscribe = router.subscribe(() => {
    setRenderedOnServer(false);
    unsubscribe();
  });
  const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  /** How long a rendered page is read as plain HTML before an idle browser takes it over without a touch. */
  const SHOWN_MS = 5000;
  let done = false;
  const take = () => {
    if (done) return;
    done = true;
    for (const name of TOUCHES) window.removeEventListener(name, take, { capture: true });
    hydrateRoot(root, app);
    // the page is the app's now (a test that chooses in a select waits for it, as a visitor's tap comes first)
    void whenIdle().then(() => document.documentElement.setAttribute('data-app', 'ready'));
  };
  for (const name of TOUCHES) window.addEventListener(name, take, { capture: true, passive: true });
  // idle: once the page has been shown a while and the browser has nothing else to do (decision 332)
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(take, { timeout: 2000 }) : setTimeout(take, 300);
  const shown = () => setTimeout(idle, SHOWN_MS);
  if (document.readyState === 'complete') shown();
  else window.addEventListener('load', shown, { once: true });
} else {
  // The HTML's page frame shows until the first page replaces it. The first render runs in a task of its own, after
  // the one that evaluates the code: two shorter tasks on a slow phone's CPU.
  setTimeout(() => createRoot(root).render(app), 0);
}
