import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

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
 * Every tap, click and key press on the page, counted from the first wizard on: one listener for the page's life, so
 * no tap goes uncounted between a step's change and the moment a listener of its own would have been added (a tap
 * in that gap lost its Select's menu, or landed on what the scroll had just moved under the finger).
 */
let inputs = 0;
let counting = false;
function inputCount(): number {
  if (!counting && typeof document !== 'undefined') {
    counting = true;
    const count = () => {
      inputs += 1;
    };
    document.addEventListener('pointerdown', count, true);
    document.addEventListener('keydown', count, true);
  }
  return inputs;
}

/** Whether `el` is a field a member types in or picks from (not a button). */
export function isField(el: Element): boolean {
  return el.matches(FIELD);
}

/** The first field of an open step's content, or its first field shown in error (MUI marks those invalid or Mui-error). */
export function stepField(content: Element | null | undefined, inError = false): HTMLElement | null {
  const selector = inError ? `:is(${FIELD})[aria-invalid=true], .Mui-error :is(${FIELD})` : `:is(${FIELD})`;
  return content?.querySelector<HTMLElement>(selector) ?? null;
}

/**
 * The shared behaviour of a vertical stepper's steps on a phone (decision 114, used by useWizard): once the new step
 * has opened, its title scrolls to just below the app bar (when it is not on screen already) and its first field takes
 * focus (a step without fields focuses its title), unless the user is already in it or has tapped or typed since the
 * step changed. `focusOwn` may focus a field of its own instead (a field in error) and answers whether it did. Put
 * `ref` on the Stepper and spread `contentProps` on every StepContent.
 */
export function useStepFocus(active: number, focusOwn?: (content: Element | null) => boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(active);
  /** The count of taps and keys when the step changed, until its focus has been settled. */
  const pending = useRef<number | null>(null);
  const own = useRef(focusOwn);
  useEffect(() => {
    own.current = focusOwn;
  });
  // A layout effect runs in the same task as the change reaches the page: no tap can come between the two.
  useLayoutEffect(() => {
    if (shown.current !== active) pending.current = inputCount();
    shown.current = active;
    const since = pending.current;
    if (since === null) return;
    // Once both the closing and the opening step have finished moving: the new step's place is final.
    const timer = setTimeout(() => {
      pending.current = null;
      // Whoever taps, clicks or types before the step has settled keeps their place: no focus moves, nothing scrolls
      // under their finger, and an open menu keeps its focus.
      const step = ref.current?.querySelectorAll(':scope > .MuiStep-root')[active];
      const content = step?.querySelector('.MuiStepContent-root') ?? null;
      if (inputCount() !== since || own.current?.(content)) return;
      // Whoever already tabbed into the new step keeps their place.
      if (content?.contains(document.activeElement)) return;
      const title = step?.querySelector<HTMLElement>('.MuiStepLabel-root');
      const field = stepField(content);
      if (field) field.focus({ preventScroll: true });
      else if (title) {
        title.tabIndex = -1;
        title.focus({ preventScroll: true });
      }
      if (title && !inView(title)) scrollBelowBar(title);
    }, STEP_MS + 20);
    return () => clearTimeout(timer);
  }, [active]);

  const contentProps = useMemo(() => ({ transitionDuration: STEP_MS }), []);
  return { ref, contentProps };
}
