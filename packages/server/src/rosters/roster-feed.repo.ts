import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { rosterFeedTokens } from './rosters.tables';

// Drizzle queries of the private roster feeds (docs/decisions/093): only token hashes are stored.

export async function feedOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ createdAt: rosterFeedTokens.createdAt })
    .from(rosterFeedTokens)
    .where(eq(rosterFeedTokens.memberId, memberId))
    .limit(1);
  return row;
}

/** The member a live token hash belongs to, with the flags that still allow a feed. */
export async function memberByFeedHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: members.id, isRef: members.isRef, isRoster: members.isRoster })
    .from(rosterFeedTokens)
    .innerJoin(members, eq(members.id, rosterFeedTokens.memberId))
    .where(eq(rosterFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Set the member's one token (replacing any earlier one, which stops answering at once). */
export async function saveFeedHash(db: DbOrTx, memberId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(rosterFeedTokens)
    .values({ memberId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: rosterFeedTokens.memberId, set: { tokenHash, createdAt: now } })
    .returning({ createdAt: rosterFeedTokens.createdAt });
  return row!;
}

export async function deleteFeed(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(rosterFeedTokens).where(eq(rosterFeedTokens.memberId, memberId));
}
