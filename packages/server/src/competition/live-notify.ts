import { sql } from 'drizzle-orm';
import { LIVE_CHANNEL, type LiveNotice } from '@portal/domain/competition/live-score.contract';
import type { DbOrTx } from '../platform/db';

/**
 * Tell every server that a game's live state changed (docs/decisions/336, 337): NOTIFY on LIVE_CHANNEL inside the
 * write's transaction, so PostgreSQL delivers it at the commit and never for a write rolled back. Each server's hub
 * (live-listen.ts) LISTENs and sends the new state to its viewers.
 */
export async function liveChanged(tx: DbOrTx, gameId: number, divisionId: number): Promise<void> {
  const notice: LiveNotice = { game_id: gameId, division_id: divisionId };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}
