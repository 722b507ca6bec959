import { useSyncExternalStore } from 'react';
import { CACHES, STORED_AT_META } from '../sw/offline-rules';

// Whether what the page shows came from the copy the service worker kept (decision 334), and when that copy was
// received: the worker writes the time into a kept page's HTML, and tells the page of every kept answer it hands
// out (lib/service-worker.ts). The oldest time counts. Back online, the note goes: the queries fetch again.

let storedAt: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** An answer or the page itself came from the kept copy received at `at` (ISO time). */
export function noteKeptCopy(at: string): void {
  if (Number.isNaN(Date.parse(at)) || (storedAt !== null && storedAt <= at)) return;
  storedAt = at;
  emit();
}

function clear(): void {
  if (storedAt === null) return;
  storedAt = null;
  emit();
}

if (typeof document !== 'undefined') {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${STORED_AT_META}"]`);
  if (meta?.content) noteKeptCopy(meta.content);
  window.addEventListener('online', clear);
  // the worker hands out an answer from its copy: it says so to the page that asked (sw.ts)
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; storedAt?: string }>) => {
      if (event.data?.type === 'portal-kept-copy' && event.data.storedAt) noteKeptCopy(event.data.storedAt);
    });
}

/** Drops the one personal answer kept (the next games): at every sign-in and sign-out, so no one sees another's. */
export function forgetKeptAnswers(): void {
  if (typeof caches !== 'undefined') void caches.delete(CACHES.mine).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the kept copy the page shows was received, or null when the page reads the server's answers. */
export function useKeptCopyTime(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => storedAt,
    () => null,
  );
}
