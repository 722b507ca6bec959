// The store's category tree (spec 002 §3 Category parent_id; docs/decisions/235).

/** Whether putting category `id` under `parentId` would make it its own ancestor. */
export function movesUnderItself(
  categories: readonly { id: number; parentId: number | null }[],
  id: number,
  parentId: number | null,
): boolean {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const seen = new Set<number>();
  for (let at = parentId; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === id) return true;
    if (seen.has(at)) return true; // a cycle already there: refuse rather than loop
    seen.add(at);
  }
  return false;
}
