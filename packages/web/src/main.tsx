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
  // A public page the server rendered (decision 331): it is read, and its links work, already.
  hydrate(queryClient, JSON.parse(rendered));
  setRenderedOnServer(true);
  const unsubscribe = router.subscribe(() => {
    setRenderedOnServer(false);
    unsubscribe();
  });
  // take-over.js loaded this code at the visitor's first touch or key, or once the page had been shown a while and the
  // browser was idle (decision 332): the page was read, and its links followed, without it.
  hydrateRoot(root, app);
  // the page is the app's now (a test that chooses in a select waits for it, as a visitor's tap comes first)
  void whenIdle().then(() => document.documentElement.setAttribute('data-app', 'ready'));
} else {
  // The HTML's page frame shows until the first page replaces it. The first render runs in a task of its own, after
  // the one that evaluates the code: two shorter tasks on a slow phone's CPU.
  setTimeout(() => createRoot(root).render(app), 0);
}
