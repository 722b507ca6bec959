import { useEffect, useMemo, useRef } from 'react';

/**
 * How long a step takes to open or close. One fixed time for both (MUI's default depends on each step's height), so
 * the step closing above has finished when the new one has opened, and the new step's place is final.
 */
export const STEP_MS = 200;

const FIELD = [
  'input:not([type=hidden]):not([tabindex="-1"]):not([disabled])',
  'textarea:not([aria-hidden]):not([tabindex="-1"]):not([disabled])',
  '[role=combobox]:not([aria-disabled=true])',
].join(', ');

/** The bottom of the sticky or fixed app bar on screen (0 without one): what a scrolled-to element must stay below. */
function barBottom(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll('.MuiAppBar-root')) {
    const position = getComputedStyle(bar).position;
    if (position === 'sticky' || position === 'fixed') bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
  }
  return bottom;
}

/** Whether `el` is wholly on screen below the app bar: then nothing needs to move. */
function inView(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.top >= barBottom() && box.bottom <= window.innerHeight;
}

/**
 * Scroll `el` into view: at the start, just below the app bar (scroll margin beyond the page's own scroll padding),
 * or in the center. Inside a dialog the dialog's own content scrolls, where no bar covers anything.
 */
export function scrollBelowBar(el: Element, block: 'start' | 'center' = 'start'): void {
  if (el instanceof HTMLElement && !el.closest('[role=dialog]')) {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    el.style.scrollMarginTop = `${Math.max(0, barBottom() + 8 - padding)}px`;
  }
  el.scrollIntoView({ block, behavior: 'instant' });
}

/** Bring the focused field, with its label and its message, into view below the app bar (a field focused for an error). */
export function revealFocused(): void {
  const el = document.activeElement;
  if (!el || el === document.body) return;
  scrollBelowBar(el.closest('.MuiFormControl-root') ?? el, 'center');
}

/**
 * The shared behaviour of a vertical stepper's steps on a phone (registration, payments): after Continue, Back or a
 * click on a step, once the new step has opened its title scrolls to just below the app bar (when it is not on screen already) and its first field
 * takes focus (a step without fields focuses its title), unless the user is already in it or has tapped or typed since. `focusOwn` may focus a field of its own instead (a field in
 * error) and answers whether it did. Put `ref` on the Stepper and spread `contentProps` on every StepContent.
 */
export function useStepFocus(active: number, focusOwn?: () => boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(active);
  const pending = useRef(false);
  const own = useRef(focusOwn);
  useEffect(() => { own.current = focusOwn; });
  useEffect(() => {
    if (shown.current !== active) pending.current = true;
    shown.current = active;
    if (!pending.current) return;
    // Whoever taps, clicks or types before the step has settled keeps their place: no focus moves, nothing scrolls
    // under their finger, and an open menu keeps its focus.
    let interacted = false;
    const onInput = () => { interacted = true; };
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
    const stopListening = () => {
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('keydown', onInput, true);
    };
    // Once both the closing and the opening step have finished moving: the new step's place is final.
    const timer = setTimeout(() => {
      pending.current = false;
      stopListening();
      if (interacted || own.current?.()) return;
      const step = ref.current?.querySelectorAll(':scope > .MuiStep-root')[active];
      // Whoever already tapped or tabbed into the new step keeps their place.
      if (step?.querySelector('.MuiStepContent-root')?.contains(document.activeElement)) return;
      const title = step?.querySelector<HTMLElement>('.MuiStepLabel-root');
      const field = step?.querySelector<HTMLElement>(`.MuiStepContent-root :is(${FIELD})`);
      if (field) field.focus({ preventScroll: true });
      else if (title) { title.tabIndex = -1; title.focus({ preventScroll: true }); }
      if (title && !inView(title)) scrollBelowBar(title);
    }, STEP_MS + 20);
    return () => { clearTimeout(timer); stopListening(); };
  }, [active]);

  const contentProps = useMemo(() => ({ transitionDuration: STEP_MS }), []);
  return { ref, contentProps };
}
