import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { router } from './app/router';
import { queryClient } from './lib/query-client';
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
  // when the browser is first idle, or at the visitor's first touch or key, whichever comes first: the page's first
  // paint and its scrolling never wait for the code.
  hydrate(queryClient, JSON.parse(rendered));
  setRenderedOnServer(true);
  const unsubscribe = router.subscribe(() => {
    setRenderedOnServer(false);
    unsubscribe();
  });
  const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  let done = false;
  const take = () => {
    if (done) return;
    done = true;
    for (const name of TOUCHES) window.removeEventListener(name, take, { capture: true });
    hydrateRoot(root, app);
  };
  for (const name of TOUCHES) window.addEventListener(name, take, { capture: true, passive: true });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(take, { timeout: 4000 });
  else setTimeout(take, 300);
} else {
  // The HTML's page frame shows until the first page replaces it. The first render runs in a task of its own, after
  // the one that evaluates the code: two shorter tasks on a slow phone's CPU.
  setTimeout(() => createRoot(root).render(app), 0);
}
