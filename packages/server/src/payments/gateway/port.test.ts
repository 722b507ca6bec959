import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { startEwayFake, type EwayFake } from '../../../test/eway-fake';
import { createEwayGateway } from './eway';
import {
  GatewayUnavailableError,
  type CardInput,
  type GatewayPayment,
  type PaymentGateway,
} from '../../platform/gateway-port';
import { createSandboxGateway } from './sandbox';

// One set of port tests for every gateway: the sandbox (the default) and the eWAY Rapid adapter against a local
// fake of eWAY's endpoints. What payments relies on: approved, declined, refused before any charge, one payment
// per idempotency key, refunds, and finding a payment by our reference after a timeout.

interface Subject {
  gateway: PaymentGateway;
  /** Card form 1: a secure field code for a card number, as the provider's hosted fields would make it. */
  secureCode(number: string): Promise<string>;
  /** Network providers only: make the next charge slow or make the next call fail. */
  network?: { slowNext(ms: number): void; failNext(): void; charges(): number };
}

const card = (number: string): CardInput => ({
  kind: 'card',
  number,
  name: 'Mia Member',
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
});
const fresh = () => ({ reference: `pay_${crypto.randomUUID()}`, idempotencyKey: crypto.randomUUID() });

/** create → authorise → capture, as payments' charge() does. */
async function pay(g: PaymentGateway, amountCents: number, c: CardInput, ids = fresh()): Promise<GatewayPayment> {
  const p = await g.create({ ...ids, amountCents, currency: 'AUD', description: 'Basketball membership' });
  const a = await g.authorise(p.id, c);
  return a.status === 'authorised' ? g.capture(a.id) : a;
}

let app: TestApp;
let fake: EwayFake;
const subjects: Record<string, () => Subject> = {};

beforeAll(async () => {
  app = await buildTestApp();
  fake = await startEwayFake();
  const sandbox = createSandboxGateway(app.database.db, { timeZone: 'Australia/Sydney' });
  subjects.sandbox = () => ({
    gateway: sandbox,
    secureCode: (number) =>
      sandbox.secureFieldCode({ cardNumber: number, cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' }),
  });
  const eway = createEwayGateway({
    apiKey: fake.apiKey,
    apiPassword: fake.apiPassword,
    endpoint: fake.url,
    timeoutMs: 300,
  });
  subjects.eway = () => ({
    gateway: eway,
    secureCode: async (number) => `fakesf_${number}`,
    network: { slowNext: fake.slowNext, failNext: fake.failNext, charges: () => fake.transactions.size },
  });
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

describe.each(['sandbox', 'eway'])('the %s gateway', (name) => {
  const s = () => subjects[name]!();

  it('approves 4242 4242 4242 4242: captured, found by id and by our reference, last four digits only', async () => {
    const ids = fresh();
    const p = await pay(s().gateway, 15000, card('4242424242424242'), ids);
    expect(p).toMatchObject({
      status: 'captured',
      amountCents: 15000,
      refundedCents: 0,
      cardLast4: '4242',
      reference: ids.reference,
    });
    expect(await s().gateway.retrieve(p.id)).toMatchObject({ status: 'captured', reference: ids.reference });
    expect(await s().gateway.findByReference(ids.reference)).toMatchObject({ id: p.id, status: 'captured' });
    expect(JSON.stringify(p)).not.toContain('4242424242424242');
  });

  it('approves a card form 1 secure field code, and a code pays at most once', async () => {
    const code = await s().secureCode('4242424242424242');
    const p = await pay(s().gateway, 2500, { kind: 'secureField', secureFieldCode: code });
    expect(p).toMatchObject({ status: 'captured', cardLast4: '4242' });
    if (name === 'sandbox')
      expect((await pay(s().gateway, 2500, { kind: 'secureField', secureFieldCode: code })).status).toBe('failed');
  });

  it('declines 4000 0000 0000 0002 with the gateway’s words, and nothing is captured', async () => {
    const ids = fresh();
    const p = await pay(s().gateway, 15000, card('4000000000000002'), ids);
    expect(p).toMatchObject({ status: 'declined', message: 'Do Not Honour' });
    expect((await s().gateway.findByReference(ids.reference))?.status ?? 'created').not.toBe('captured');
  });

  it('refuses a number failing Luhn before any charge, with a message and without throwing', async () => {
    const p = await pay(s().gateway, 15000, card('4242424242424241'));
    expect(p.status).toBe('failed');
    expect(p.message).toMatch(/invalid card number/i);
  });

  it('answers the first payment for a repeated idempotency key, and never charges a payment twice', async () => {
    const g = s().gateway;
    const ids = fresh();
    const before = s().network?.charges();
    const first = await g.create({ ...ids, amountCents: 1000, currency: 'AUD', description: 'x' });
    const again = await g.create({ ...ids, amountCents: 1000, currency: 'AUD', description: 'x' });
    expect(again.id).toBe(first.id);
    const paid = await g.authorise(first.id, card('4242424242424242'));
    const twice = await g.authorise(first.id, card('4242424242424242'));
    expect(twice.status).toBe(paid.status);
    if (before !== undefined) expect(s().network!.charges()).toBe(before + 1);
  });

  it('refunds part, then the rest; a refund beyond the amount changes nothing', async () => {
    const g = s().gateway;
    const p = await pay(g, 5000, card('4242424242424242'));
    expect(await g.refund(p.id, 2000)).toMatchObject({ status: 'captured', refundedCents: 2000 });
    expect((await g.refund(p.id, 9000)).refundedCents).toBe(2000);
    expect(await g.refund(p.id)).toMatchObject({ status: 'refunded', refundedCents: 5000 });
  });

  it('refunds once per reference: a repeat answers the first refund, one beyond what is left is refused (docs/decisions/201)', async () => {
    const g = s().gateway;
    const p = await pay(g, 5000, card('4242424242424242'));
    const reference = `rfd_${crypto.randomUUID()}`;
    expect(await g.findRefund(p.id, reference)).toBeNull();
    expect(await g.refundOnce(p.id, { amountCents: 2000, reference })).toMatchObject({
      status: 'refunded',
      amountCents: 2000,
    });
    expect(await g.refundOnce(p.id, { amountCents: 2000, reference })).toMatchObject({
      status: 'refunded',
      amountCents: 2000,
    });
    expect(await g.findRefund(p.id, reference)).toMatchObject({ status: 'refunded', amountCents: 2000 });
    expect((await g.retrieve(p.id))!.refundedCents).toBe(2000);
    const beyond = await g.refundOnce(p.id, { amountCents: 3001, reference: `rfd_${crypto.randomUUID()}` });
    expect(beyond.status).toBe('refused');
    expect(beyond.message).toBeTruthy();
    expect((await g.retrieve(p.id))!.refundedCents).toBe(2000);
  });

  it('cancels a payment that never reached the card', async () => {
    const g = s().gateway;
    const p = await g.create({ ...fresh(), amountCents: 1000, currency: 'AUD', description: 'x' });
    expect((await g.cancel(p.id)).status).toBe('cancelled');
  });

  it.skipIf(name === 'sandbox')('throws GatewayUnavailableError when the provider answers an error', async () => {
    const g = s().gateway;
    const p = await g.create({ ...fresh(), amountCents: 1000, currency: 'AUD', description: 'x' });
    s().network!.failNext();
    await expect(g.authorise(p.id, card('4242424242424242'))).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it.skipIf(name === 'sandbox')('after a timeout the payment is found by our reference, charged once', async () => {
    const g = s().gateway;
    const ids = fresh();
    const p = await g.create({ ...ids, amountCents: 4200, currency: 'AUD', description: 'x' });
    s().network!.slowNext(1000);
    await expect(g.authorise(p.id, card('4242424242424242'))).rejects.toBeInstanceOf(GatewayUnavailableError);
    const found = await g.findByReference(ids.reference);
    expect(found).toMatchObject({ status: 'captured', amountCents: 4200 });
    // A retry of the same payment answers what eWAY holds rather than charging again.
    const before = s().network!.charges();
    expect((await g.authorise(p.id, card('4242424242424242'))).id).toBe(found!.id);
    expect(s().network!.charges()).toBe(before);
  });
});

describe('eWAY requests', () => {
  it('card form 1 sends only the secure field code: no card number reaches eWAY from the portal', async () => {
    const before = fake.received.cardNumbers.length;
    await pay(subjects.eway!().gateway, 1500, { kind: 'secureField', secureFieldCode: 'fakesf_4242424242424242' });
    expect(fake.received.cardNumbers.length).toBe(before);
    expect(fake.received.securedCardData).toContain('fakesf_4242424242424242');
  });

  it('wrong credentials are an unavailable gateway, never a decline', async () => {
    const g = createEwayGateway({ apiKey: 'wrong', apiPassword: 'wrong', endpoint: fake.url, timeoutMs: 1000 });
    const p = await g.create({ ...fresh(), amountCents: 1000, currency: 'AUD', description: 'x' });
    await expect(g.authorise(p.id, card('4242424242424242'))).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
