import type { Product } from '@portal/domain/store/store.contract';

// The product lists are public and read far more often than stock moves: each list is kept a few seconds in this
// process and dropped at once when this process sells or gives back stock. Another process sharing the database
// shows a sale within TTL_MS, well inside the 10 s browsers may keep the answer (Cache-Control) anyway.

const TTL_MS = 5000;
const lists = new Map<string, { at: number; data: Promise<Product[]> }>();

export async function cachedList(key: string, now: number, load: () => Promise<Product[]>): Promise<Product[]> {
  const hit = lists.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.data;
  const data = load();
  lists.set(key, { at: now, data });
  data.catch(() => lists.delete(key));
  return data;
}

/** Stock or products changed here: every list is built again on its next request. */
export function dropProductLists(): void {
  lists.clear();
}
