import { useEffect, useRef } from 'react';
import { afterStartupScroll } from '../lib/scroll';

/**
 * Scrolls the element `targetId` into view once per `key` (a division and team), after the start-up scroll of spec
 * 000 §2.2 so that one does not undo it. A refetch or a re-render with the same key leaves the page where it is.
 */
export function useOpeningScroll(targetId: string | null, key: string, block: ScrollLogicalPosition): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!targetId || done.current === key) return;
    return afterStartupScroll(() => {
      const el = document.getElementById(targetId);
      if (!el) return;
      done.current = key;
      el.scrollIntoView({ block });
    });
  }, [targetId, key, block]);
}
