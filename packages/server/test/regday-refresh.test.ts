import { describe, expect, it } from 'vitest';
import { NominationMessages } from '@portal/domain/nomination/nomination.messages';
import { MembershipMessages } from '@portal/domain/payments/payments.messages';
import { nominationKit } from '../src/nomination/nomination-test-kit';
import { membershipBody, newKey, paymentsKit, waitFor } from '../src/payments/payments-test-kit';

// A refresh mid-payment, as npm run bench:regday sends it (docs/decisions/343): the page keeps its Idempotency-Key in
// memory only (web use-payment-attempt.ts), so a refresh reads the page again and pays again with a new key. The
// server refuses that second payment while the first is under way and once it is paid, with the statuses the load
// test expects (journeys.ts `again`), and the card is charged once.

const kit = paymentsKit();
const entries = nominationKit(() => kit.t);
const MEMBERSHIP = '/api/ecommerce/membership/basketball';

/** Hold the gateway's authorisations until let go: a payment sent meanwhile stays under way, its order pending. */
function holdAuthorisations(): () => void {
  const g = kit.gateway;
  const authorise = g.authorise;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  g.authorise = async (...args) => {
    await held;
    return authorise.apply(g, args);
  };
  return () => {
    g.authorise = authorise;
    release();
  };
}

/** Send a payment and wait until its order is written and its card is at the gateway; answers its answer to come. */
async function underWay<T>(send: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  const at = kit.gateway.payments.size;
  const answer = send();
  await waitFor(() => kit.gateway.payments.size > at);
  return { answer };
}

describe('a refresh mid-payment: the page read again, the same thing paid with a new key', () => {
  it('a membership renewal: 409 while the first is under way, 422 (too early) once it is paid; charged once', async () => {
    const captures = kit.gateway.captures;
    const release = holdAuthorisations();
    const first = await underWay(() => kit.post(MEMBERSHIP, membershipBody(), 'member01'));
    expect((await kit.get(MEMBERSHIP, 'member01')).json().data.can_renew).toBe(true);
    const again = await kit.post(MEMBERSHIP, membershipBody(), 'member01', newKey());
    expect([again.statusCode, again.json().message]).toEqual([409, MembershipMessages.alreadyPending]);

    release();
    expect((await first.answer).statusCode).toBe(200);
    const late = await kit.post(MEMBERSHIP, membershipBody(), 'member01', newKey());
    expect([late.statusCode, late.json().message]).toEqual([422, MembershipMessages.tooEarly]);
    expect(kit.gateway.captures).toBe(captures + 1);
  });

  it('a team entry: 422 on the team name while the first is under way and once it is paid; charged once', async () => {
    const body = await entries.body('Mixed Social');
    const refused = { error: 'error_validation', errors: { 'team.teamname': NominationMessages.nameTaken } };
    const captures = kit.gateway.captures;
    const release = holdAuthorisations();
    const first = await underWay(() => entries.pay(body, 'manager01', newKey()));
    expect((await entries.get('/api/ecommerce/seasons', 'manager01')).statusCode).toBe(200);
    const again = await entries.pay(body, 'manager01', newKey());
    expect([again.statusCode, again.json()]).toEqual([422, expect.objectContaining(refused)]);

    release();
    expect((await first.answer).statusCode).toBe(200);
    const late = await entries.pay(body, 'manager01', newKey());
    expect([late.statusCode, late.json()]).toEqual([422, expect.objectContaining(refused)]);
    expect(kit.gateway.captures).toBe(captures + 1);
  });
});
