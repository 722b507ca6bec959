import type { KeyboardEvent } from 'react';

// The score sheet's Tab order (issue 40, decision 272): every score first, row by row, then the Save button, then each
// game's actions (forfeit, disqualify, stats), so entering a day's scores never steps through three buttons a game.
// The controls say their place with data-sheet-tab; the element marked data-sheet-end is where Tab leaves the sheet.

const GROUPS = ['score', 'save', 'action'] as const;
export type SheetTab = (typeof GROUPS)[number];

const usable = (el: HTMLElement) =>
  el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';

/** The sheet form's keydown: Tab and Shift+Tab walk the order above; other keys, and Tab outside it, are left alone. */
export function sheetTabOrder(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const root = e.currentTarget;
  const order = GROUPS.flatMap((g) => [...root.querySelectorAll<HTMLElement>(`[data-sheet-tab="${g}"]`)]).filter(
    usable,
  );
  const at = order.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next =
    order[at + (e.shiftKey ? -1 : 1)] ?? (e.shiftKey ? undefined : root.querySelector<HTMLElement>('[data-sheet-end]'));
  if (!next) return;
  e.preventDefault();
  next.focus();
}
