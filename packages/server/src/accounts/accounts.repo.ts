import { and, count, desc, eq, gt, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { accessTokens, members, memberSports } from '../platform/members.tables';
import { passwordResets, rateEvents } from './accounts.tables';

export async function findMemberByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(members).where(eq(members.username, username)).limit(1);
  return row ?? null;
}

export async function findMemberById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/** A member's sign-in state: deactivated, and the account it was merged into (docs/decisions/161, 162). */
export async function accountState(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ id: members.id, deactivatedAt: members.deactivatedAt, mergedInto: members.mergedInto })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** Requests limited per client address, recorded with their target (`key`); 'guardian-invitation' per member (decision 260). */
export type RateKind = 'register' | 'username-email' | 'password-email' | 'guardian-invitation';

/** Events of one kind since `since` from this client address. */
export async function countRateEventsFrom(db: DbOrTx, kind: RateKind, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.address, address), gt(rateEvents.at, since)));
  return Number(row?.n ?? 0);
}

/** Events of one kind since `since` for this target (an email address, a username). */
export async function countRateEventsFor(db: DbOrTx, kind: RateKind, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return Number(row?.n ?? 0);
}

export async function recordRateEvent(db: DbOrTx, kind: RateKind, key: string, address: string, at: Date) {
  await db.insert(rateEvents).values({ kind, key, address, at });
}

export async function insertToken(db: DbOrTx, memberId: number, tokenHash: string, expiresAt: Date, createdAt: Date) {
  await db.insert(accessTokens).values({ memberId, tokenHash, expiresAt, createdAt });
}

export async function revokeToken(db: DbOrTx, tokenHash: string, at: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
}

/** Revoke every live token of a member except, optionally, one (used after a password reset). */
export async function revokeAllTokens(db: DbOrTx, memberId: number, at: Date, exceptHash?: string) {
  const live = and(eq(accessTokens.memberId, memberId), isNull(accessTokens.revokedAt));
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(exceptHash ? and(live, ne(accessTokens.tokenHash, exceptHash)) : live);
}

export type NewMember = typeof members.$inferInsert;
export type NewMemberSport = Omit<typeof memberSports.$inferInsert, 'memberId'>;

/**
 * Usernames that start with `base` whatever their case, in lower case (a generated username must be free of
 * case-only twins too: members_username_lower_key). `base` holds only [a-z0-9], so it has no LIKE wildcard.
 */
export async function usernamesStartingWith(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ username: members.username })
    .from(members)
    .where(like(sql`lower(${members.username})`, `${base.toLowerCase()}%`));
  return rows.flatMap((r) => (r.username === null ? [] : [r.username.toLowerCase()]));
}

export async function insertMember(db: DbOrTx, member: NewMember, sport: NewMemberSport): Promise<number> {
  const [row] = await db.insert(members).values(member).returning({ id: members.id });
  await db.insert(memberSports).values({ ...sport, memberId: row!.id });
  return row!.id;
}

/** Accounts registered with an email address (case-insensitive: citext). */
export async function membersByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ username: members.username, firstname: members.firstname })
    .from(members)
    .where(and(eq(members.email, email), isNotNull(members.username)))
    .orderBy(members.username);
  // a person without a sign-in of their own (a child of a family, decision 245) has no username to remind of
  return rows.flatMap((r) => (r.username === null ? [] : [{ username: r.username, firstname: r.firstname }]));
}

export async function insertPasswordReset(
  db: DbOrTx,
  memberId: number,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(passwordResets)
    .values({ memberId, tokenHash, createdAt, expiresAt })
    .returning({ id: passwordResets.id });
  return row!.id;
}

/** Reset links mailed to a member since `since` (a link whose mail failed was deleted, so it does not count). */
export async function countResetLinks(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Withdraw a link that could not be mailed. */
export async function deletePasswordReset(db: DbOrTx, id: number) {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}

/** A reset link with its member's username, or null. */
export async function findPasswordReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      memberId: passwordResets.memberId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      username: members.username,
    })
    .from(passwordResets)
    .innerJoin(members, eq(members.id, passwordResets.memberId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Mark a live link used; answers false when another request used it first (single use under concurrency). */
export async function consumePasswordReset(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Every other outstanding link of the member stops working once one is used. */
export async function expirePasswordResets(db: DbOrTx, memberId: number, at: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

export async function updatePassword(db: DbOrTx, memberId: number, passwordHash: string, at: Date) {
  await db.update(members).set({ passwordHash, updatedAt: at }).where(eq(members.id, memberId));
}

/** The member's latest sessions (tokens issued at sign-in), newest first. */
export function sessionsOf(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select({ createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt, revokedAt: accessTokens.revokedAt })
    .from(accessTokens)
    .where(eq(accessTokens.memberId, memberId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
    .limit(limit);
}
