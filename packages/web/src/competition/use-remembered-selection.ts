import { useEffect } from 'react';
import type { CompetitionSelection } from '../lib/competition-paths';
import { readOpeningSelection, writeLastSelection } from '../lib/followed-team';

/**
 * A competition page opened with nothing in its route opens on the followed team, else on the last selection of any
 * of the three pages; a page with a selection in its route remembers it (docs/decisions/112-competition-selection.md).
 */
export function useRememberedSelection(
  routed: boolean,
  current: CompetitionSelection,
  open: (s: CompetitionSelection) => void,
): void {
  useEffect(() => {
    if (routed) return;
    const s = readOpeningSelection();
    if (s) open(s);
    // only when the page opens: clearing every level later leaves the page empty
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const key = JSON.stringify(current);
  useEffect(() => {
    if (routed) writeLastSelection(current);
    // the selection's value is what matters, not the object
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routed, key]);
}
