import type { members } from './members.tables';
import type { Config } from './config';
import type { Db } from './db';
import type { PaymentGateway } from './gateway-port';
import type { Log } from './logging';
import type { Mailer } from './mail/mailer';

// The request context every service takes first, and what the app decorates Fastify with. Types only: reading the
// bearer token is bearer.ts, the sign-in read is sign-in.ts, the gates are gates.ts.

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
  /** The person the call is about: the signed-in member, or the person they act for (platform/act-for.ts). */
  member: AuthMember | null;
  /** The signed-in member when they act for another person (a guardian for a child, decision 245); otherwise null. */
  actor?: AuthMember | null;
  tokenHash: string | null;
  clientAddress: string;
  /** The browser's User-Agent as it said (the security log keeps it beside the address). */
  userAgent?: string;
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
