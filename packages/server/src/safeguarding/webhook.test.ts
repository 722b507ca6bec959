import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { selectRows } from '../platform/member-rows';
import { signWebhook } from './webhook-signature';
import { webhookSecret } from './webhook.service';

// The verification service's webhook (docs/decisions/319): a body signed with the webhook secret (HMAC-SHA256 over
// "<t>.<body>") records the check's result through recordCheckResult, audited; a missing, wrong, stale or replayed
// signature is 401 and changes nothing; a signed body that is not a check event is 400/422; nothing is ever a 500.
// The sandbox's staff call sends the same webhook through the app's own endpoint (decision 318).

const URL = '/api/webhooks/oho';
let t: TestApp;
let admin: string;
let coachId: number;
let checkId: number;
let secret: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
  secret = await webhookSecret(t.app.platform);
  [{ id: coachId }] = (await selectRows<{ id: number }>(
    t.database.db,
    sql`select id from members where username = 'coach01'`,
  )) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from working_with_children_checks`);
  [{ id: checkId }] = (await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into working_with_children_checks (member_id, state, number, kind, status, expires_on, method, checked_at)
        values (${coachId}, 'NSW', 'WWC0123456V', 'volunteer', 'verified', '2030-01-01', 'manual', now()) returning id`,
  )) as [{ id: number }];
});

let deliveries = 0;
const event = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `dlv_${++deliveries}`,
    type: 'wwc.result',
    data: { correlationId: `corr-${checkId}`, reference: `wwcc-${checkId}`, status, expiryDate: null, ...extra },
  });
const post = (body: string, signature?: string) =>
  t.request({
    method: 'POST',
    url: URL,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-oho-signature': signature }),
    },
  });
const check = async () =>
  (
    await selectRows<{ status: string; method: string; note: string; provider_ref: string | null }>(
      t.database.db,
      sql`select status, method, note, provider_ref from working_with_children_checks where id = ${checkId}`,
    )
  )[0]!;

describe('the verification webhook', () => {
  it('records a well-signed result through the one door, audited as the service', async () => {
    const body = event('barred', { message: 'Barred on the NSW register' });
    const res = await post(body, signWebhook(secret, body, new Date()));
    expect(res.statusCode, res.body).toBe(200);
    expect(await check()).toEqual({
      status: 'barred',
      method: 'oho',
      note: 'Barred on the NSW register',
      provider_ref: `corr-${checkId}`,
    });
    const audits = await selectRows<{ actor: string }>(
      t.database.db,
      sql`select actor from audit_log where action = 'safeguarding.check.result' and entity_id = ${String(checkId)}`,
    );
    expect(audits).toEqual([{ actor: 'oho webhook' }]);
  });

  it.each([
    ['missing', () => undefined],
    ['empty', () => ''],
    ['wrong secret', (b: string) => signWebhook('not-the-secret-at-all', b, new Date())],
    ['another body', () => signWebhook(secret, event('verified'), new Date())],
    ['too old', (b: string) => signWebhook(secret, b, new Date(Date.now() - 6 * 60_000))],
    ['from the future', (b: string) => signWebhook(secret, b, new Date(Date.now() + 6 * 60_000))],
    ['malformed', () => 't=abc,v1=zz'],
    ['no v1', () => `t=${Date.now()}`],
    ['short v1', () => `t=${Date.now()},v1=abcd`],
  ])('refuses a %s signature with 401 and changes nothing', async (_, sign) => {
    const body = event('barred');
    const res = await post(body, sign(body));
    expect(res.statusCode, res.body).toBe(401);
    expect((await check()).status).toBe('verified');
  });

  it('refuses a replayed delivery with 401 (the same delivery id, even signed afresh)', async () => {
    const body = event('verified', { expiryDate: '2031-02-03' });
    expect((await post(body, signWebhook(secret, body, new Date()))).statusCode).toBe(200);
    await t.database.db.execute(sql`update working_with_children_checks set status = 'pending' where id = ${checkId}`);
    const again = await post(body, signWebhook(secret, body, new Date()));
    expect(again.statusCode, again.body).toBe(401);
    expect((await check()).status).toBe('pending');
  });

  it('takes the same delivery sent twice at once only once (the second is a replay: 401)', async () => {
    const body = event('barred');
    const answers = await Promise.all([0, 1].map(() => post(body, signWebhook(secret, body, new Date()))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const audits = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'safeguarding.check.result' and entity_id = ${String(checkId)}`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it.each([
    ['not JSON', '{"id":', 400],
    ['an array', '[]', 422],
    ['no data', '{"id":"x1","type":"wwc.result"}', 422],
    ['an unknown status', JSON.stringify({ id: 'x2', type: 't', data: { correlationId: 'c', status: 'maybe' } }), 422],
    [
      'a bad date',
      JSON.stringify({ id: 'x3', type: 't', data: { correlationId: 'c', status: 'verified', expiryDate: '3/2/2031' } }),
      422,
    ],
    ['a NUL', '{"id":"x4\\u0000","type":"t","data":{"correlationId":"c","status":"barred"}}', 422],
  ])('answers a well-signed body that is %s with a 4xx, never 500', async (_, body, status) => {
    const res = await post(body, signWebhook(secret, body, new Date()));
    expect(res.statusCode, res.body).toBe(status);
    expect((await check()).status).toBe('verified');
  });

  it('answers 200 without recording when the event names no check of ours', async () => {
    const body = JSON.stringify({
      id: 'x5',
      type: 't',
      data: { correlationId: 'other', reference: 'wwcc-999999', status: 'barred' },
    });
    const res = await post(body, signWebhook(secret, body, new Date()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, recorded: false });
  });
});

describe('the sandbox verifier', () => {
  const decide = (token: string, id: number | string, payload: unknown) =>
    t.request({ method: 'POST', url: `/api/staff/safeguarding/sandbox/checks/${id}`, token, payload });

  it("moves a check to barred by sending the signed webhook through the app's own endpoint", async () => {
    const res = await decide(admin, checkId, { status: 'barred', note: 'Barred on the NSW register' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.webhook_answer).toBe(200);
    expect(await check()).toMatchObject({ status: 'barred', method: 'oho', note: 'Barred on the NSW register' });
    const list = await t.request({ method: 'GET', url: '/api/staff/safeguarding/sandbox', token: admin });
    expect(list.json().data[0]).toMatchObject({
      check_id: checkId,
      name: expect.stringMatching(/\S/),
      check_status: 'barred',
      status: 'barred',
      webhook_answer: 200,
    });
    const again = await decide(admin, checkId, { status: 'verified', expires_on: '2031-05-06' });
    expect(again.json().data.webhook_answer).toBe(200);
    expect(await check()).toMatchObject({ status: 'verified' });
  });

  it('refuses bad input with field errors, an unknown check with 404, and a non-verifier with 403', async () => {
    expect((await decide(admin, checkId, { status: 'maybe' })).statusCode).toBe(422);
    expect((await decide(admin, checkId, { status: 'verified', expires_on: '06/05/2031' })).statusCode).toBe(422);
    expect((await decide(admin, 999999, { status: 'barred' })).statusCode).toBe(404);
    const coach = await t.asMember('coach01');
    expect((await decide(coach, checkId, { status: 'barred' })).statusCode).toBe(403);
    expect((await check()).status).toBe('verified');
  });
});
