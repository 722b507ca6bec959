import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { familyFeedTokens } from './family.tables';

// Drizzle queries of the family calendar feeds (docs/decisions/253): only token hashes are stored, as the roster feed's.

export async function feedOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ createdAt: familyFeedTokens.createdAt })
    .from(familyFeedTokens)
    .where(eq(familyFeedTokens.memberId, memberId))
    .limit(1);
  return row;
}

/** The live login a token hash belongs to. */
export async function ownerByFeedHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(familyFeedTokens)
    .innerJoin(members, eq(members.id, familyFeedTokens.memberId))
    .where(and(eq(familyFeedTokens.tokenHash, tokenHash), isNull(members.deactivatedAt), isNull(members.mergedInto)))
    .limit(1);
  return row;
}

/** Set the login's one token (replacing any earlier one, which stops answering at once). */
export async function saveFeedHash(db: DbOrTx, memberId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(familyFeedTokens)
    .values({ memberId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: familyFeedTokens.memberId, set: { tokenHash, createdAt: now } })
    .returning({ createdAt: familyFeedTokens.createdAt });
  return row!;
}

export async function deleteFeed(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(familyFeedTokens).where(eq(familyFeedTokens.memberId, memberId));
}
