import { useEffect, useState } from 'react';
import { renderedOnServer } from '../lib/server-rendered';

/** Sections on the first render, then added per task. */
const FIRST = 2;
const STEP = 1;

/**
 * How many of `total` items to render: a few at first, then a few more in each following task (decision 138), so a
 * slow phone paints the top of a long list at once and stays responsive while the rest is built, instead of one long
 * task for all of it. Once every item is shown, a longer list (another choice) is shown whole at once.
 */
export function useSlices(total: number): number {
  // Infinity once every item has been shown: from then on every list shows whole
  // a page the server rendered has every item already: drawn whole, as the server sent it (decision 331)
  const [shown, setShown] = useState(() => (renderedOnServer() ? Infinity : FIRST));
  useEffect(() => {
    if (shown === Infinity) return;
    const timer = setTimeout(() => setShown((n) => (n + STEP >= total ? Infinity : n + STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
