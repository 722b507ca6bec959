import { useCallback, useMemo, useState } from 'react';

/** How a team change reports: the spec's sentence in the timed overlay (spec 001 §9: 1 s, errors 2 s). */
export interface Notify {
  success(message: string): void;
  error(message: string): void;
}

const SUCCESS_MS = 1000;
const ERROR_MS = 2000;

/** The team page's overlay: `notify` for the sections and dialogs, `props` for its TimedOverlay. */
export function useOverlay() {
  const [overlay, setOverlay] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const onDone = useCallback(() => setOverlay(null), []);
  const notify = useMemo<Notify>(
    () => ({
      success: (message) => setOverlay({ message, severity: 'success' }),
      error: (message) => setOverlay({ message, severity: 'error' }),
    }),
    [],
  );
  const props = {
    message: overlay?.message ?? null,
    severity: overlay?.severity,
    ms: overlay?.severity === 'error' ? ERROR_MS : SUCCESS_MS,
    onDone,
  };
  return { notify, props };
}
