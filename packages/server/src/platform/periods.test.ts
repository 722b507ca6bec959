import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PeriodMessages } from '@portal/domain/shared/period';
import { buildTestApp, type TestApp } from '../../test/harness';

// One period (issue 41 item 3): every staff call that takes a period answers a backwards one with one field error, on
// its last day, with one message, and writes nothing. Some swapped it silently (the referee roster, officials' pay) and
// some did not check it (the audit trail, the bookings list); only the member's own referee roster swaps (spec 002 §2).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const audits = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );
const backwards = { from: '2026-03-31', to: '2026-03-01' };
const q = `from=${backwards.from}&to=${backwards.to}`;

describe('a backwards period', () => {
  it.each([
    ['a report', 'finance01', 'GET', `/api/staff/reports/gst?${q}`, undefined, 'to'],
    ['a report as CSV', 'finance01', 'GET', `/api/staff/reports/gst/export?${q}`, undefined, 'to'],
    [
      'Active & Creative Kids redemptions',
      'admin01',
      'GET',
      `/api/staff/vouchers/akv-redemptions?${q}`,
      undefined,
      'to',
    ],
    ['the audit trail', 'admin01', 'GET', `/api/staff/audit?${q}`, undefined, 'to'],
    ['the bookings list', 'admin01', 'GET', `/api/staff/bookings?${q}`, undefined, 'to'],
    [
      'the referee roster',
      'refcoord01',
      'GET',
      `/api/staff/rosters/referee?season=1&type=referee&${q}`,
      undefined,
      'to',
    ],
    ["an officials' pay run", 'finance01', 'POST', '/api/staff/officials-pay/runs', backwards, 'to'],
    [
      'a new season',
      'admin01',
      'POST',
      '/api/staff/seasons',
      {
        name: 'Backwards 2027',
        starts_on: '2027-03-01',
        ends_on: '2027-02-01',
        active: false,
        archived: false,
        copy_from: '',
      },
      'ends_on',
    ],
    [
      'a season exception',
      'admin01',
      'POST',
      '/api/staff/seasons/1/exceptions',
      { ...backwards, reason: 'Holidays', division_id: '' },
      'to',
    ],
    [
      'a coupon',
      'admin01',
      'POST',
      '/api/staff/coupons',
      { code: 'BACKWARDS', method: 'fixed', value: 500, valid_from: '2027-02-01', valid_until: '2027-01-31' },
      'valid_until',
    ],
  ] as const)('%s answers 422 on its last day, writing nothing', async (_what, who, method, url, payload, field) => {
    const before = await audits();
    const res = await t.request({ method, url, payload, token: await t.asMember(who) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ [field]: PeriodMessages.toBeforeFrom });
    expect(await audits()).toBe(before);
  });

  it('a period in order still answers, and the referee roster refuses more than 62 days on its last day', async () => {
    const refcoord = await t.asMember('refcoord01');
    const ok = await t.request({
      method: 'GET',
      url: '/api/staff/rosters/referee?season=1&type=referee&from=2026-03-01&to=2026-03-31',
      token: refcoord,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const long = await t.request({
      method: 'GET',
      url: '/api/staff/rosters/referee?season=1&type=referee&from=2026-03-01&to=2026-05-02',
      token: refcoord,
    });
    expect([long.statusCode, long.json().errors]).toEqual([422, { to: 'At most 62 days at once' }]);
  });
});
