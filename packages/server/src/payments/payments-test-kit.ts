import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';
import { gatewayDouble, type GatewayDouble } from '../../test/gateway-double';
import type { MemberCtx } from '../platform/context';
import type { Config } from '../platform/config';
import { members } from '../platform/members.tables';

/** spec 002 §3 card form 2 with the sandbox cards of ../shared/CONTRACT.md. */
export const CARD_OK = {
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Mia Member',
  cardExpiry: '12/30',
  cardCVC: '123',
};
export const CARD_DECLINED = { ...CARD_OK, cardNumber: '4000 0000 0000 0002' };

/** A fresh Idempotency-Key (one per payment attempt). */
export const newKey = () => `test-${crypto.randomUUID()}`;

/** Wait for a condition (mail sent by the outbox worker, a recovery round…) without sleeping blindly. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * One seeded app per test file with the gateway test double, a fast mail outbox, and calls signed in as demo
 * accounts (tokens cached). Fields are filled in beforeAll.
 */
export function paymentsKit(overrides: Partial<Config> = {}) {
  const kit = {
    t: undefined as unknown as TestApp,
    gateway: undefined as unknown as GatewayDouble,
    tokens: new Map<string, string>(),
    async as(username: string): Promise<string> {
      let token = kit.tokens.get(username);
      if (!token) kit.tokens.set(username, (token = await kit.t.asMember(username)));
      return token;
    },
    /** The user's token with their password typed again (decision 263): their refunds, bank files and bank details go through. */
    async confirmed(username: string): Promise<string> {
      return confirmPassword(kit.t, await kit.as(username));
    },
    async get(url: string, username?: string) {
      return kit.t.request({ method: 'GET', url, token: username ? await kit.as(username) : undefined });
    },
    /** A service context signed in as a demo account, for calling payCart directly. */
    async ctxOf(username: string): Promise<MemberCtx> {
      const [member] = await kit.t.database.db.select().from(members).where(eq(members.username, username));
      const { db, config, mailer, gateway, now } = kit.t.app.platform;
      return { db, config, mailer, gateway, now, member: member!, tokenHash: 'test', clientAddress: '127.0.0.1' };
    },
    async post(url: string, payload: unknown, username?: string, key: string | null = newKey()) {
      return kit.t.request({
        method: 'POST',
        url,
        payload,
        token: username ? await kit.as(username) : undefined,
        headers: key ? { 'idempotency-key': key } : {},
      });
    },
  };
  beforeAll(async () => {
    kit.gateway = gatewayDouble();
    kit.t = await buildTestApp(
      { mailOutbox: { pollMs: 20, retryBaseMs: 10, maxAttempts: 5 }, ...overrides },
      { gateway: kit.gateway },
    );
  });
  afterAll(async () => {
    await kit.t.close();
  });
  return kit;
}

/** A membership payment body for member01's basketball renewal ($150.00). */
export const membershipBody = (extra: Record<string, unknown> = {}) => ({
  cardData: CARD_OK,
  couponCart: null,
  donationCart: [],
  membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
  sport: 'basketball',
  ...extra,
});
