import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';

// Every file answer of the API (calendars, photos, the back-office's CSV exports and the ABA file) goes through
// routeFile, so the OpenAPI description gives its media type. This test reads the description, finds every staff
// download in it and downloads each through the path the description gives, as a client built from it would.

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let admin: string;
let finance: string;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
  admin = await t.asMember('admin01');
  finance = await t.asMember('finance01');
  today = todayIn('Australia/Sydney');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: unknown, token = admin) => t.request({ method: 'POST', url, payload, token });

/** The staff calls whose 200 answer is a file: path, method and the one media type the description gives. */
function staffDownloads() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(
        ([, op]) =>
          path.startsWith('/api/staff/') &&
          op.responses['200']?.content &&
          !op.responses['200'].content['application/json'],
      )
      .map(([method, op]) => ({ path, method, types: Object.keys(op.responses['200']!.content!), op })),
  );
}

/** A pay run of referee01's games, once he is paid by EFT and gave bank details (as officials-pay.test does). */
async function payRun(): Promise<number> {
  const referee = (await get('/api/staff/members?q=referee01'))
    .json()
    .data.rows.find((r: { username: string }) => r.username === 'referee01').id as number;
  const flags = {
    is_eft: true,
    is_ref: true,
    is_roster: false,
    is_man: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: false,
    sports: ['basketball'],
  };
  expect((await post(`/api/staff/members/${referee}/flags`, flags)).statusCode).toBe(200);
  expect(
    (
      await post(
        '/api/member/eft',
        { acctname: 'Rhys Referee', acctbsb: '082-001', acctnumber: '123456789' },
        await t.asMember('referee01'),
      )
    ).statusCode,
  ).toBe(200);
  const made = await post('/api/staff/officials-pay/runs', { from: addDaysIso(today, -60), to: today }, finance);
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.run_id as number;
}

describe('file answers', () => {
  it('the description gives a media type for every export, and each downloads through its path as that type', async () => {
    const downloads = staffDownloads();
    // the audit trail, members, everyone as the import template, invoices, bookings, attendees, six reports, Active &
    // Creative Kids, Working With Children Checks, the security log and the ABA file
    expect(downloads.map((d) => `${d.method.toUpperCase()} ${d.path}`).sort()).toMatchInlineSnapshot(`
      [
        "GET /api/staff/audit/export",
        "GET /api/staff/bookings/export",
        "GET /api/staff/export/template.csv",
        "GET /api/staff/invoices/export",
        "GET /api/staff/members/export",
        "GET /api/staff/reports/gst/export",
        "GET /api/staff/reports/memberships/export",
        "GET /api/staff/reports/payments-by-area/export",
        "GET /api/staff/reports/payments-by-day/export",
        "GET /api/staff/reports/payments-by-method/export",
        "GET /api/staff/reports/payments-by-product/export",
        "GET /api/staff/safeguarding/checks/export",
        "GET /api/staff/security/log/export",
        "GET /api/staff/store/products/{productId}/attendees/export",
        "GET /api/staff/vouchers/akv-redemptions/export",
        "POST /api/staff/officials-pay/runs/{runId}/aba",
      ]
    `);
    const product = (await get('/api/staff/store/products')).json().data.rows[0].id as number;
    const runId = await payRun();
    await confirmPassword(t, finance);
    const values: Record<string, string> = {
      from: addDaysIso(today, -365),
      to: today,
      productId: String(product),
      runId: String(runId),
    };
    for (const d of downloads) {
      expect(d.types, d.path).toHaveLength(1);
      const url = d.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name]!);
      const query = (d.op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${values[p.name]}`)
        .join('&');
      const res =
        d.method === 'post'
          ? await post(url, { processing_date: addDaysIso(today, 1) }, finance)
          : await get(query ? `${url}?${query}` : url, d.path.includes('/reports/') ? finance : admin);
      expect(res.statusCode, `${d.path}: ${res.body}`).toBe(200);
      expect(res.headers['content-type'], d.path).toMatch(new RegExp(`^${d.types[0]!.replace('/', '\\/')}; charset=`));
      expect(res.headers['content-disposition'], d.path).toMatch(/^attachment; filename="[^"/]+\.(csv|aba)"$/);
      expect(res.headers['cache-control'], d.path).toContain('no-store');
      if (d.types[0] === 'text/csv') expect(res.body.split('\n')[0], d.path).toMatch(/,/);
    }
    const aba = downloads.find((d) => d.path.endsWith('/aba'))!;
    expect(aba.types).toEqual(['text/plain']);
  });
});
