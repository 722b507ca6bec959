import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { mayDo, STAFF_ROLES, type StaffAction } from '@portal/domain/staff/permissions';
import { buildTestApp, type TestApp } from '../../test/harness';
import { multipart } from '../profile/profile-test-kit';
import { membershipBody, newKey } from '../payments/payments-test-kit';
import { allEndpoints, fingerprint, setAt, textLeaves, type TextLeaf } from './hostile-input-kit';

// Every text of every public, member and staff call, found from the contracts (docs/decisions/040-text-characters.md):
// a NUL and a line break (ESC in a multi-line field) are refused with a 4xx naming that field, and nothing is written.
// Header values are left out: HTTP itself cannot carry a NUL or a line break in one (Node answers 400). A path
// parameter the router cannot match at all (a line break before '.ics') answers the router's 404.

/**
 * The texts that may span lines (the medical note, the nomination's note, a staff change's reason, a product's
 * description): they get ESC instead of a line break.
 */
// names: a division's teams, one a line (decision 185); description: a store product's (decision 235); body: a
// message's text (decision 312); the reminders' wording (decision 314)
const MULTILINE = new Set([
  'ec_medical',
  'note',
  'reason',
  'names',
  'description',
  'body',
  'renewal_reminder_text',
  'invoice_reminder_text',
  'correction', // what a person's data should be (decision 323)
  'answer', // staff's answer to a request to correct
]);
const PARAM_VALUES = ['1', 'basketball', 'type', 'a.jpg', 'a'.repeat(43)]; // type: a hire catalogue kind (decision 233)

let t: TestApp;
let token: string;
const staffTokens: Record<string, string> = {};
let endpoints: [string, EndpointDef][];
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('member01');
  // a staff call is sent as a role that may take it, so its input is read (docs/decisions/160)
  staffTokens.administrator = await t.asMember('admin01');
  staffTokens.finance_officer = await t.asMember('finance01');
  staffTokens.referee_coordinator = await t.asMember('refcoord01');
  staffTokens.competition_officer = await t.asMember('compofficer01');
  staffTokens.venue_manager = await t.asMember('venue01');
  endpoints = [...(await allEndpoints())].filter(([, e]) => t.app.hasRoute({ method: e.method, url: e.path }));
});
afterAll(async () => {
  await t.close();
});

/** Path parameters that pass the record's schema, so the text under test is the only thing wrong. */
function validParams(e: EndpointDef): Record<string, string> {
  const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params: Record<string, string> = {};
  for (const name of names) {
    params[name] = PARAM_VALUES.find((v) => e.params?.shape[name]?.safeParse(v).success) ?? '1';
  }
  return params;
}

/** The token a call is sent with: member01's, or for a staff call that of a role the permission table allows. */
function tokenFor(e: EndpointDef): string {
  if (e.auth !== 'staff') return token;
  const role = STAFF_ROLES.find((r) => mayDo([r], e.permission as StaffAction));
  return staffTokens[role!]!;
}

async function send(e: EndpointDef, leaf: TextLeaf, value: string) {
  const token = tokenFor(e);
  const params = validParams(e);
  const input: Record<string, Record<string, unknown>> = { params, query: {}, body: {} };
  for (const need of leaf.needs) setAt(input[leaf.part]!, need.at, need.value);
  setAt(input[leaf.part]!, leaf.at, value);
  const query = new URLSearchParams(input.query as Record<string, string>).toString();
  const url = fillPath(e.path, input.params as Record<string, string>) + (query ? `?${query}` : '');
  if (e.multipart)
    return t.request({ method: e.method, url, token, payload: multipart(input.body as Record<string, string>) });
  return t.request({ method: e.method, url, token, payload: e.method === 'GET' ? undefined : input.body });
}

describe('a NUL and a line break in every text of every call', () => {
  it('finds the texts of every area', () => {
    const areas = new Set(endpoints.filter(([, e]) => textsOf(e).length).map(([, e]) => e.tags?.[0]));
    expect([...areas]).toEqual(
      expect.arrayContaining([
        'accounts',
        'profile',
        'competition',
        'payments',
        'store',
        'teams',
        'bookings',
        'nomination',
        'rosters',
      ]),
    );
  });

  it('answers 4xx naming the field, never 5xx, and writes nothing', async () => {
    const problems: string[] = [];
    const before = await fingerprint(t.database.db);
    const mails = t.outbox.length;
    let checked = 0;
    for (const [name, e] of endpoints) {
      for (const leaf of textsOf(e)) {
        checked += 1;
        const field = leaf.at.join('.');
        const breaker = MULTILINE.has(leaf.at.at(-1)!) ? 'ab\u001bcd' : 'ab\r\ncd';
        for (const value of ['ab\u0000cd', breaker]) {
          const res = await send(e, leaf, value);
          const errors = Object.keys((res.json() as { errors?: object }).errors ?? {});
          const named = errors.includes(field) || (leaf.part === 'params' && res.statusCode === 404);
          if (res.statusCode < 400 || res.statusCode >= 500 || !named) {
            problems.push(
              `${name} ${leaf.part}.${field} ${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(250);
    expect(await fingerprint(t.database.db)).toBe(before);
    expect(t.outbox.length).toBe(mails);
  });

  it('card fields, checked by the payment itself: refused before anything is written', async () => {
    const before = await fingerprint(t.database.db);
    for (const cardName of ['Mia\u0000Member', 'Mia\r\nMember', 'Mia \u202EMember']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/ecommerce/membership/basketball',
        token,
        headers: { 'idempotency-key': newKey() },
        payload: membershipBody({
          cardData: { cardNumber: '4242 4242 4242 4242', cardName, cardExpiry: '12/40', cardCVC: '123' },
        }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'error_payment',
        errors: { cardName: 'Please enter the name on the card' },
      });
    }
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('a bidirectional override in the bank account name is refused', async () => {
    const eft = await t.asMember('official01');
    const res = await t.request({
      method: 'POST',
      url: '/api/member/eft',
      token: eft,
      payload: { acctname: 'Mia \u202Ereversed', acctbsb: '062000', acctnumber: '12345678' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ acctname: 'This field may not contain control characters' });
  });
});

function textsOf(e: EndpointDef): TextLeaf[] {
  return [
    ...(e.params ? textLeaves(e.params, 'params') : []),
    ...(e.query ? textLeaves(e.query, 'query') : []),
    ...(e.body ? textLeaves(e.body, 'body') : []),
  ];
}
