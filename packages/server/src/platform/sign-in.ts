import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { FRESH_HEADER, FRESH_VALUE } from '@portal/domain/shared/fresh-after-write';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import { actForId, personActedFor } from './act-for';
import { bearerToken, hashToken } from './bearer';
import type { AuthMember, Ctx } from './context';
import { sessionBatchOf, type Db } from './db';
import { AppError } from './errors';
import { rowFromJson } from './json-row';
import { accessTokens, members } from './members.tables';
import { sessionCacheOf, sharedSessionCacheOf, SESSIONS_SCOPE } from './session-cache';
import { objectsOfText } from './session-memo';

// The sign-in read: the bearer token to the member (and what a route reads with it), on every request.

/**
 * A sign-in read: the member holding a live (unrevoked, unexpired) token, with whatever else a route reads in the
 * same round trip (`extra`). `fn` names the database function that answers it, (token_hashes, now) → a row
 * (h, member_id, j json) per live token (decision 142); `fromJson` turns that JSON into the member and the extra. On
 * PostgreSQL a read is kept in its member's part of the sessions until a write to that member's rows is counted
 * (decision 348), the misses of one turn of the event loop read in one statement (decision 126), so a logout, a
 * password reset or a role revoked refuses the token on every server within about a second, and at once on the one
 * that wrote it; the embedded PGlite, written by this process alone, keeps reads until its next write (decision 124).
 */
export interface SessionRead<X> {
  fn: `portal_${string}`;
  fromJson(json: Record<string, unknown>): { member: AuthMember; extra: X };
}

type Session<X> = ReturnType<SessionRead<X>['fromJson']>;

/** The platform's own read: the member alone, through the database function `portal_sessions` (migration 0020). */
const memberOnly: SessionRead<null> = {
  fn: 'portal_sessions',
  fromJson: (json) => ({ member: rowFromJson(members, json), extra: null }),
};

/** One sign-in read on its own: the read's function asked for one token. */
async function readOnce(db: Db, tokenHash: string, now: Date, read: SessionRead<unknown>): Promise<string | null> {
  const res = await db.execute(
    sql`select t.j::text as s from ${sql.raw(read.fn)}(array[${tokenHash}]::text[], ${now.toISOString()}) as t`,
  );
  return (res as unknown as { rows: { s: string | null }[] }).rows[0]?.s ?? null;
}

/** The member and extra of a read's JSON text, made once per text and database (decision 139). */
function fromText<X>(db: Db, read: SessionRead<X>, text: string | null) {
  return text === null ? null : objectsOfText(db, read.fn, text, read.fromJson);
}

/**
 * Run a sign-in read: on PostgreSQL through its kept reads, a miss gathered with the turn's other reads (decisions
 * 348, 126), or read afresh when the client asks (`fresh`: it wrote a moment ago); through the embedded database's
 * sign-in cache on PGlite (decision 124). A kept read also keeps its token's expiry, so an expired token is refused at
 * once either way. Its JSON text becomes objects once per content (decision 139).
 */
async function readSession<X>(
  db: Db,
  tokenHash: string,
  now: Date,
  read: SessionRead<X>,
  fresh: boolean,
): Promise<Session<X> | null> {
  const batch = sessionBatchOf(db);
  if (batch) {
    const kept = await sharedSessionCacheOf(db, read.fn).get(
      tokenHash,
      SESSIONS_SCOPE,
      () => batch.read(read.fn, tokenHash, now),
      now.getTime(),
      fresh,
    );
    // a read another request began a moment before counts only while its token is live now
    return kept && now.getTime() < kept.expiresAt ? fromText(db, read, kept.text) : null;
  }
  const cache = sessionCacheOf(db, read.fn);
  if (!cache) return fromText(db, read, await readOnce(db, tokenHash, now, read));
  const kept = await cache.get(
    tokenHash,
    SESSIONS_SCOPE,
    async () => {
      const session = await fromText(db, read, await readOnce(db, tokenHash, now, read));
      if (!session) return { session: null, expiresAt: null };
      const [token] = await db
        .select({ expiresAt: accessTokens.expiresAt })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, tokenHash));
      return { session, expiresAt: token ? token.expiresAt.getTime() : null };
    },
    now.getTime(),
  );
  // a read another request began a moment before counts only while its token is live now
  return kept.expiresAt !== null && now.getTime() < kept.expiresAt ? (kept.session as Session<X>) : null;
}

/**
 * Whether a call may be made for another person: true (any person one looks after), false (oneself only), or
 * 'without-sign-in' (a person one looks after who has no sign-in of their own; docs/decisions/258).
 */
export type ActFor = boolean | 'without-sign-in';

/**
 * Resolve the bearer token to a member (and the read's extra); when `required`, answer 401 without a live token. With
 * an X-Act-For header (and `actFor` not false) the context's member is the person acted for, checked by
 * platform/act-for.ts, the signed-in member its `actor`, and the read's extra (the signed-in member's) is dropped.
 */
export async function signIn<X>(
  request: FastifyRequest,
  required: boolean,
  read: SessionRead<X>,
  actFor: ActFor = true,
): Promise<{ ctx: Ctx; extra: X | null }> {
  const { db, config, mailer, gateway, now } = request.server.platform;
  const base: Ctx = {
    db,
    config,
    mailer,
    gateway,
    now,
    member: null,
    tokenHash: null,
    clientAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    log: request.log,
  };
  const token = bearerToken(request);
  if (token) {
    const tokenHash = hashToken(token);
    // a client that wrote a moment ago asks for a fresh read (domain/shared/fresh-after-write.ts, decision 348)
    const fresh = request.headers[FRESH_HEADER]?.includes(FRESH_VALUE) ?? false;
    const session = await readSession(db, tokenHash, now(), read, fresh);
    if (session) {
      const id = actForId(request);
      if (id === null || id === session.member.id)
        return { ctx: { ...base, member: session.member, tokenHash }, extra: session.extra };
      if (!actFor) throw new AppError(403, 'self_only', FamilyAccessMessages.selfOnly);
      const member = await personActedFor(db, session.member, id);
      if (actFor === 'without-sign-in' && member.username !== null)
        throw new AppError(403, 'own_sign_in', FamilyAccessMessages.ownSignIn(member.firstname));
      return { ctx: { ...base, member, actor: session.member, tokenHash }, extra: null };
    }
  }
  if (required) throw new AppError(401, 'unauthenticated', AccountsMessages.sessionExpired);
  return { ctx: base, extra: null };
}

/** Resolve the bearer token to a member; when `required`, answer 401 without a live token. */
export async function authenticate(request: FastifyRequest, required: boolean, actFor: ActFor = true): Promise<Ctx> {
  return (await signIn(request, required, memberOnly, actFor)).ctx;
}
