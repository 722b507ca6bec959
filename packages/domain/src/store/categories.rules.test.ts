import { describe, expect, it } from 'vitest';
import { movesUnderItself } from './categories.rules';

// Camps (1) > Holiday (2) > Summer (3); Merchandise (4) stands alone.
const tree = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];

describe('movesUnderItself', () => {
  it.each([
    ['under itself', 2, 2, true],
    ['under its child', 1, 2, true],
    ['under its grandchild', 1, 3, true],
    ['to the top', 3, null, false],
    ['under another branch', 2, 4, false],
    ['under its own parent again', 3, 2, false],
  ] as const)('%s', (_, id, parent, expected) => {
    expect(movesUnderItself(tree, id, parent)).toBe(expected);
  });
});
