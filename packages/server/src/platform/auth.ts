import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { failedGate, gateAlert, type Gate } from '@portal/domain/shared/access';
import { gateSubject } from '@portal/domain/profile/profile.rules';
import { todayIn } from '@portal/domain/shared/time';
import { accessTokens, members } from './members.tables';
import type { Config } from './config';
import { runPrepared, type Db, type DbOrTx } from './db';
import { AppError } from './errors';
import type { Log } from './logging';
import { memberFieldsOf } from './member-mapper';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from '../payments/gateway/port';

/** The signed-in member as every service sees it. */
export type AuthMember = typeof members.$inferSelect;

/** What every service takes first: database, settings, mailer, gateway, clock, and the member when signed in. */
export interface Ctx {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The card gateway chosen by settings; only the payments service calls it. */
  gateway: PaymentGateway;
  now: () => Date;
  member: AuthMember | null;
  tokenHash: string | null;
  clientAddress: string;
  /** The request's logger (values censored: platform/logging.ts); absent where a test builds the context itself. */
  log?: Log;
}

/** A context that is known to carry a member (routes with auth 'member'). */
export type MemberCtx = Ctx & { member: AuthMember; tokenHash: string };

export interface Platform {
  db: Db;
  config: Config;
  mailer: Mailer;
  gateway: PaymentGateway;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Tokens are random and stored only as their SHA-256 hash. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/** The member holding a live (unrevoked, unexpired) token; run on every member request, so prepared once. */
const memberByToken = (db: DbOrTx) => db
  .select({ member: members })
  .from(accessTokens)
  .innerJoin(members, eq(members.id, accessTokens.memberId))
  .where(and(eq(accessTokens.tokenHash, sql.placeholder('tokenHash')), isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, sql.placeholder('now'))))
  .limit(1);

/** Resolve the bearer token to a member; when `required`, answer 401 without a live token. */
export async function authenticate(request: FastifyRequest, required: boolean): Promise<Ctx> {
  const { db, config, mailer, gateway, now } = request.server.platform;
  const base: Ctx = { db, config, mailer, gateway, now, member: null, tokenHash: null, clientAddress: request.ip, log: request.log };
  const token = bearer(request);
  if (token) {
    const tokenHash = hashToken(token);
    const [row] = await runPrepared(db, 'auth_member_by_token', memberByToken, { tokenHash, now: now().toISOString() });
    if (row) return { ...base, member: row.member, tokenHash };
  }
  if (required) throw new AppError(401, 'unauthenticated', AccountsMessages.sessionExpired);
  return base;
}

/** Narrow a context to a signed-in member (the route layer already answered 401 otherwise). */
export function requireMember(ctx: Ctx): MemberCtx {
  if (!ctx.member || !ctx.tokenHash) throw new AppError(401, 'unauthenticated', AccountsMessages.sessionExpired);
  return ctx as MemberCtx;
}

/** API side of the route gates: 403 (with the spec alert where it has one) unless the member passes every gate. */
export function requireGates(ctx: Ctx, ...gates: Gate[]): MemberCtx {
  const memberCtx = requireMember(ctx);
  const failed = failedGate(gates, gateSubject(memberFieldsOf(memberCtx.member)), todayIn(ctx.config.site.timeZone, ctx.now()));
  if (failed) throw new AppError(403, 'error_auth', gateAlert(failed) ?? 'You do not have access to this resource');
  return memberCtx;
}
