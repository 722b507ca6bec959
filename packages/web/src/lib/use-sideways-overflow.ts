import { useEffect, useRef, useState } from 'react';

/**
 * Whether a table's container is narrower than its table, so it scrolls sideways: the page then says so, and the
 * container takes the keyboard focus so it can be scrolled without a pointer (axe: scrollable-region-focusable).
 */
export function useSidewaysOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
