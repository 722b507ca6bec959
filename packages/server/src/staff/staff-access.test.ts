import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { mayDo, STAFF_ROLES, type StaffAction } from '@portal/domain/staff/permissions';
import { buildTestApp, type TestApp } from '../../test/harness';
import { allEndpoints, fingerprint } from '../platform/hostile-input-kit';

// Every staff call, tried as each staff role, as a member without roles and anonymous (docs/decisions/160): only the
// roles the permission table names get past the gate; everyone else gets 401 or 403 with nothing written. A staff
// call without a row here fails the first test.

type Sample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
const SAMPLES: Record<string, Sample> = {
  'GET /api/staff/me': {},
  'GET /api/staff/roles': {},
  'POST /api/staff/roles/grant': { body: { username: 'coach01', role: 'venue_manager' } },
  'POST /api/staff/roles/revoke': { body: { username: 'coach01', role: 'venue_manager' } },
  'GET /api/staff/audit': { query: { page: '0', pageSize: '10' } },
  'GET /api/staff/audit/export': {},
  'GET /api/staff/home': {},
  // member records: coach01 (member 3) and official01 (member 5, with bank details) of the demo data
  'GET /api/staff/members': { query: { q: 'coach' } },
  'GET /api/staff/members/export': { query: { q: 'coach' } },
  'GET /api/staff/members/:memberId': { params: { memberId: '3' } },
  'POST /api/staff/members/:memberId/correct': { params: { memberId: '3' }, body: { firstname: 'Carla', lastname: 'Coach', dob: '02/03/1987', gender: 'female', reason: 'Birth certificate seen' } },
  'POST /api/staff/members/:memberId/flags': {
    params: { memberId: '3' }, body: { is_eft: false, is_ref: true, is_roster: false, is_man: false, non_pl: false, sk_tm: false, sk_tm_val: false, sports: ['basketball'] },
  },
  'POST /api/staff/members/:memberId/reset-link': { params: { memberId: '3' } },
  'POST /api/staff/members/:memberId/deactivate': { params: { memberId: '3' }, body: { reason: 'Asked to leave' } },
  'POST /api/staff/members/:memberId/reactivate': { params: { memberId: '3' }, body: { reason: 'Came back' } },
  'POST /api/staff/members/:memberId/bank': { params: { memberId: '5' }, body: { reason: 'Paying an official' } },
  // duplicate people: member01 and manager01 are not one person, so a permitted merge answers 409 and moves nothing
  'GET /api/staff/duplicates': {},
  'POST /api/staff/duplicates/merge': { body: { keep_id: 1, merge_id: 2, reason: 'test' } },
  // invoices, credit notes and refunds (docs/decisions/200, 201): coach01's new invoice, the demo team invoice 1
  'GET /api/staff/invoices': { query: { state: 'owing' } },
  'GET /api/staff/invoices/export': {},
  'GET /api/staff/invoices/teams': { query: { q: 'a' } },
  'GET /api/staff/invoices/:invoiceId': { params: { invoiceId: '1' } },
  'POST /api/staff/invoices': { body: { member_id: 3, description: 'Court fees', due_on: '2099-01-31', lines: [{ name: 'Court hire', quantity: 1, unit_price_cents: 5500 }] } },
  'POST /api/staff/invoices/:invoiceId/send': { params: { invoiceId: '1' } },
  'POST /api/staff/invoices/:invoiceId/credit-notes': { params: { invoiceId: '1' }, body: { amount_cents: 100, reason: 'Late fee waived' } },
  'POST /api/staff/payments/:paymentId/refunds': { params: { paymentId: '1' }, body: { amount_cents: 100, reason: 'Overcharged', idempotency_key: 'staff-access-refund-0001' } },
  // reports (docs/decisions/202)
  ...Object.fromEntries(['payments-by-day', 'payments-by-product', 'payments-by-area', 'gst', 'memberships'].flatMap((kind) => [
    [`GET /api/staff/reports/${kind}`, { query: { from: '2026-01-01', to: '2026-06-30' } }],
    [`GET /api/staff/reports/${kind}/export`, { query: { from: '2026-01-01', to: '2026-06-30' } }],
  ])),
};

const AS_ROLE: Record<string, string> = {
  administrator: 'admin01', competition_officer: 'compofficer01', referee_coordinator: 'refcoord01', finance_officer: 'finance01', venue_manager: 'venue01',
};

let t: TestApp;
let staffCalls: [string, EndpointDef][];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  staffCalls = [...(await allEndpoints())].filter(([, e]) => e.auth === 'staff');
  for (const [role, username] of Object.entries(AS_ROLE)) tokens[role] = await t.asMember(username);
  tokens.member = await t.asMember('member01');
});
afterAll(async () => { await t.close(); });

function send(name: string, e: EndpointDef, token?: string) {
  const s = SAMPLES[name]!;
  const query = new URLSearchParams(s.query ?? {}).toString();
  return t.request({ method: e.method, url: fillPath(e.path, s.params ?? {}) + (query ? `?${query}` : ''), token, payload: s.body as never });
}

describe('the staff role table', () => {
  it('has a row for every staff call', () => {
    expect(staffCalls.length).toBeGreaterThan(5);
    expect(staffCalls.map(([name]) => name).filter((name) => !(name in SAMPLES))).toEqual([]);
  });

  it('only the roles of the permission table get past the gate; others get 401 or 403 and write nothing', async () => {
    const wrong: string[] = [];
    for (const [name, e] of staffCalls) {
      for (const who of [...STAFF_ROLES, 'member', 'anonymous'] as const) {
        const allowed = who !== 'member' && who !== 'anonymous' && mayDo([who], e.permission as StaffAction);
        const before = allowed ? '' : await fingerprint(t.database.db, ['rate_events']);
        const res = await send(name, e, who === 'anonymous' ? undefined : tokens[who]);
        const expected = who === 'anonymous' ? [401] : allowed ? null : [403];
        if (expected ? !expected.includes(res.statusCode) : [401, 403].includes(res.statusCode) || res.statusCode >= 500) {
          wrong.push(`${name} as ${who}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
        if (!allowed && (await fingerprint(t.database.db, ['rate_events'])) !== before) wrong.push(`${name} as ${who}: wrote`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
