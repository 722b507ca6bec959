import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { SheetGame } from '@portal/domain/competition/results.staff.contract';
import { useSheetScores } from './use-sheet-scores';

// The score sheet checks a typed score by its contract's schema (issue 41 item 6), not by a copy of its rules.
const DIGITS = 'A score is a whole number from 0 to 250, without a minus sign.';
const game = {
  game_id: 7,
  team_a: { id: 1, name: 'A' },
  team_b: { id: 2, name: 'B' },
  score_a: null,
  score_b: null,
  forfeit: null,
  disqualified_team_id: null,
} as unknown as SheetGame;
let sheet: ReturnType<typeof useSheetScores>;
function Sheet() {
  sheet = useSheetScores([game]);
  return null;
}
afterEach(cleanup);

it.each([
  ['-3', '1', DIGITS, DIGITS],
  ['251', '1', DIGITS, DIGITS], // past the contract's SCORE_MAX: said as typed now, as a minus sign always was
  ['1.5', '1', DIGITS, DIGITS],
  ['12', '', undefined, 'Enter both scores, or neither.'],
  ['', '', undefined, undefined],
  ['70', '250', undefined, undefined],
])('%s : %s → typing %s, on save %s', (a, b, typing, onSave) => {
  render(<Sheet />);
  act(() => {
    sheet.set(7, 'a', a);
    sheet.set(7, 'b', b);
  });
  expect(sheet.typing(7)).toBe(typing);
  expect(sheet.collect().problems[7]).toBe(onSave);
});
