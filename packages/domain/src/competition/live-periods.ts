// A live game's periods and what a score sheet counts by them (issue 45 item 4, decision 359), apart from the
// entries' schema so the public game page takes them without zod.

/** Regular periods of both sports (four quarters); a period after them is overtime. */
export const REGULAR_PERIODS = 4;

export interface TeamPair {
  a: number;
  b: number;
}

/**
 * The periods whose timeouts are counted together with `period`'s, as a basketball score sheet counts them: a half
 * (quarters 1-2, quarters 3-4), or an overtime period on its own (decision 359).
 */
export function timeoutSpan(period: number): readonly number[] {
  if (period > REGULAR_PERIODS) return [period];
  return period <= REGULAR_PERIODS / 2 ? [1, 2] : [3, 4];
}

/** The timeouts taken in the half (or the overtime period) of `period`. */
export function timeoutsInSpan(byPeriod: readonly TeamPair[], period: number): TeamPair {
  return timeoutSpan(period).reduce(
    (sum, p) => ({ a: sum.a + (byPeriod[p - 1]?.a ?? 0), b: sum.b + (byPeriod[p - 1]?.b ?? 0) }),
    { a: 0, b: 0 },
  );
}
