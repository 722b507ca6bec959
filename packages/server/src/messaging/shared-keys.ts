import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { messagingKeys } from './messaging.tables';

// Keys every server must share (the VAPID pair of web push, the unsubscribe signing key): the first server that
// needs one makes it (insert … on conflict do nothing), then every server reads the row that won, so two servers
// starting together agree (docs/decisions/303, 307). Read once per process and database, then kept.

const cache = new WeakMap<object, Map<string, Promise<string>>>();

/** The shared value under `name`, made with `make` if no server has made it yet. */
export function sharedKey(db: DbOrTx, name: string, make: () => string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let value = byName.get(name);
  if (!value) {
    value = (async () => {
      await db.insert(messagingKeys).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db
        .select({ value: messagingKeys.value })
        .from(messagingKeys)
        .where(eq(messagingKeys.name, name));
      if (!row) throw new Error(`messaging key ${name} missing after insert`);
      return row.value;
    })();
    byName.set(name, value);
    value.catch(() => byName.delete(name));
  }
  return value;
}
