import { useEffect, useRef } from 'react';
import { afterStartupScroll } from '../lib/scroll';

/** What says the member has started on the page themselves: a tap, a click, a key, a wheel. */
const TOUCHES = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Scrolls the element `targetId` into view once per `key` (a division and team), after the start-up scroll of spec
 * 000 §2.2 so that one does not undo it. A refetch or a re-render with the same key leaves the page where it is, and
 * so does a member who tapped, typed or scrolled while it waited: the page never moves under their finger.
 */
export function useOpeningScroll(targetId: string | null, key: string, block: ScrollLogicalPosition): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!targetId || done.current === key) return;
    let touched = false;
    const touch = () => {
      touched = true;
    };
    for (const name of TOUCHES) window.addEventListener(name, touch, { capture: true, passive: true });
    const cancel = afterStartupScroll(() => {
      const el = document.getElementById(targetId);
      if (!el) return;
      done.current = key;
      if (!touched) el.scrollIntoView({ block });
    });
    return () => {
      cancel();
      for (const name of TOUCHES) window.removeEventListener(name, touch, { capture: true });
    };
  }, [targetId, key, block]);
}
