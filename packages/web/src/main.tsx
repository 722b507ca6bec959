import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadPage, router } from './app/router';
import { runEffectsBeforeInput } from './lib/effects-before-input';
import { queryClient } from './lib/query-client';
import { whenIdle } from './lib/idle';
import { setRenderedOnServer } from './lib/server-rendered';
import { readToken } from './lib/token';

// React's API, run by Preact (decision 136), with React's order of effects and input (decision 355).
runEffectsBeforeInput();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const rendered = document.getElementById('portal-ssr')?.textContent;

if (rendered && !readToken()) {
  // A public page the server rendered (decision 331): it was read, and its links followed, before this code ran.
  // take-over.js loaded it at the visitor's first touch or key, or once the page had been shown a while and the
  // browser was idle (decisions 332, 352), and holds a tap made meanwhile for the app.
  hydrate(queryClient, JSON.parse(rendered));
  setRenderedOnServer(true);
  const unsubscribe = router.subscribe(() => {
    setRenderedOnServer(false);
    unsubscribe();
  });
  // The page's chunk first (already fetched after load, take-over.js): drawn at once, the server's markup is kept.
  void preloadPage(window.location.pathname).finally(() => {
    hydrateRoot(root, app);
    takenOver();
  });
} else {
  // The HTML's page frame shows until the first page replaces it. The first render runs in a task of its own, after
  // the one that evaluates the code: two shorter tasks on a slow phone's CPU.
  setTimeout(() => createRoot(root).render(app), 0);
  // a rendered page opened with a token (the server did not know it): the app draws it afresh, and has it then
  if (rendered) takenOver();
}

function takenOver() {
  // The page is the app's now: take-over.js gives it the taps it held, and a test that chooses in a select waits for
  // `data-app` (a visitor's tap comes first).
  void whenIdle().then(() => {
    document.documentElement.setAttribute('data-app', 'ready');
    document.dispatchEvent(new Event('portal:taken-over'));
  });
}
