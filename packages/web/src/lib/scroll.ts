import { renderedOnServer } from './server-rendered';

// spec 000 §2.2: after start-up the page scrolls to the top after 500 ms. A page that opens scrolled to a place of
// its own (the draw's current round) runs its scroll after that one, or the start-up scroll would undo it.
const STARTUP_SCROLL_MS = 500;
const startedAt = typeof performance === 'undefined' ? 0 : performance.now();

/** The start-up scroll to the top, once, 500 ms after the app started (app-layout.tsx). */
export function scheduleStartupScroll(): () => void {
  // A page the server rendered opened at its top and may have been scrolled while it hydrated (decision 331).
  if (renderedOnServer()) return () => {};
  const t = setTimeout(() => window.scrollTo(0, 0), Math.max(0, STARTUP_SCROLL_MS - (performance.now() - startedAt)));
  return () => clearTimeout(t);
}

/** Runs `fn` once the start-up scroll is behind us (at once when it is); returns a cancel function for effects. */
export function afterStartupScroll(fn: () => void): () => void {
  const t = setTimeout(fn, Math.max(0, STARTUP_SCROLL_MS + 50 - (performance.now() - startedAt)));
  return () => clearTimeout(t);
}
