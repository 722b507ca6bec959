import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { readActingFor, writeActingFor } from './acting';
import { queryClient } from './query-client';

// Choosing whom the tab acts for (docs/decisions/246): one way for the shell's person selector and the family page.

const CHANGED = 'portal:acting-for';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The person the tab acts for (null: the signed-in member themself), following every change. */
export function useActingFor(): number | null {
  return useSyncExternalStore(subscribe, readActingFor, () => null);
}

/**
 * Act for `id` (null: oneself): every cached answer is reset, so no page shows the last person's data for a moment,
 * and the dashboard (or the page `to`, such as their invoices) opens for the person chosen.
 */
export function useActFor(): (id: number | null, to?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (id, to = '/member/account') => {
      writeActingFor(id);
      window.dispatchEvent(new Event(CHANGED));
      void queryClient.resetQueries();
      void navigate(to);
    },
    [navigate],
  );
}
