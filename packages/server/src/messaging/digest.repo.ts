import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// The game changes told to teams between two instants (decision 314): the automatic `game-change:<game>:<version>`
// notices (not their referees' copies), read back for the evening digest.

export interface ToldChange {
  gameId: number;
  body: string;
}

/** Game changes told from `fromLocal` to `toLocal` (yyyy-mm-dd hh:mm in `timeZone`), in the order they were told. */
export async function gameChangesBetween(
  db: DbOrTx,
  q: { fromLocal: string; toLocal: string; timeZone: string },
): Promise<ToldChange[]> {
  const rows = await selectRows<{ key: string; body: string }>(
    db,
    sql`select dedupe_key as key, body from messages
      where origin = 'automatic' and dedupe_key like 'game-change:%' and dedupe_key not like '%:referees'
        and created_at >= (${q.fromLocal}::timestamp at time zone ${q.timeZone})
        and created_at < (${q.toLocal}::timestamp at time zone ${q.timeZone})
      order by created_at, id`,
  );
  return rows.map((r) => ({ gameId: Number(r.key.split(':')[1]), body: r.body }));
}
