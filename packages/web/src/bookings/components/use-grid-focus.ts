import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving focus over a grid of cells (WAI-ARIA grid pattern): one tab stop; the arrow keys, Home, End, Page Up and
 * Page Down move between cells. Cells carry data-row and data-col; the grid holds the keydown handler.
 */
export function useGridFocus(rows: number, cols: number) {
  const [active, setActive] = useState({ row: 0, col: 0 });
  const grid = useRef<HTMLDivElement>(null);

  const focus = useCallback(
    (row: number, col: number) => {
      const next = { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) };
      setActive(next);
      grid.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
    },
    [rows, cols],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell || cell !== e.target) return; // keys on an event button inside a cell are the button's
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: e.ctrlKey ? [0, 0] : [row, 0],
      End: e.ctrlKey ? [rows - 1, cols - 1] : [row, cols - 1],
      PageUp: [row - 4, col],
      PageDown: [row + 4, col],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    focus(to[0], to[1]);
  };

  const tabIndexOf = (row: number, col: number) =>
    row === Math.min(active.row, rows - 1) && col === Math.min(active.col, cols - 1) ? 0 : -1;
  return { grid, onKeyDown, tabIndexOf, setActive };
}
