import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness';
import { teamEntries } from './nomination.tables';
import { entriesKit } from './entries-staff-kit';

// Two officers placing waiting entries in the last free place of a division at once (docs/decisions/206), and five
// declines of one paid entry at once, on the
// PostgreSQL server only (PGlite runs one transaction at a time, so a race there proves nothing):
// `TEST_DATABASE_URL=$(PORTAL_TEST_DB=… bash scripts/postgres.sh)`.

let t: TestApp;
const e = entriesKit(() => t);

describe.skipIf(!process.env.TEST_DATABASE_URL)('team entry races on PostgreSQL', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await e.roomy();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('compofficer01 and admin01 place two waiting teams in the one free place at once: one is placed, the other refused', async () => {
    const [a, b] = [await e.enter("Women's Open"), await e.enter("Women's Open")];
    const open = await e.divisionId("Women's Open");
    await e.oneFree(open);
    const answers = await Promise.all([
      e.decide(a.id, 'place', { division_id: open }, 'compofficer01'),
      e.decide(b.id, 'place', { division_id: open }, 'admin01'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe("Women's Open is full: no place is free.");
    const place = await e.places(open);
    expect(place.placesTaken).toBe(place.capacity);
    const placed = [a, b].filter((_, i) => answers[i]!.statusCode === 200);
    expect(await e.mailTo(`Team placed: ${placed[0]!.team}`)).toHaveLength(1);
    const refused = [a, b].find((_, i) => answers[i]!.statusCode === 409)!;
    expect(await e.mailTo(`Team placed: ${refused.team}`)).toEqual([]);
    expect(await e.auditOf(refused.id)).toEqual([]);
  });

  // issue 39: the declines that lost the race said "The gateway did not answer… do not refund it again"
  it('five declines of one paid entry at once refund it once, and no answer says the gateway did not answer', async () => {
    const entry = await e.enter("Women's Open");
    const [row] = await t.database.db
      .select({ orderId: teamEntries.orderId })
      .from(teamEntries)
      .where(eq(teamEntries.id, entry.id));
    const orderId = row!.orderId;
    const payment = async () =>
      (
        (await t.database.db.execute(sql`select p.amount_cents, p.refunded_cents, p.refund_held_cents,
      (select count(*)::int from refunds r where r.payment_id = p.id) as refunds from payments p where p.order_id = ${orderId}`)) as unknown as {
          rows: { amount_cents: number; refunded_cents: number; refund_held_cents: number; refunds: number }[];
        }
      ).rows[0]!;
    const paid = await payment();
    await e.k.confirmed('compofficer01');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        e.k.post(`/api/staff/entries/${entry.id}/decline`, { reason: 'No place this season' }, 'compofficer01'),
      ),
    );
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const said = answers.map((a) => a.json().message ?? (a.json().data.message as string));
    expect(said.filter((m) => m.includes('The gateway did not answer'))).toEqual([]);
    expect(said.filter((m) => m.includes('was refunded to the card'))).toHaveLength(1);
    for (const m of said.filter((m) => !m.includes('was refunded to the card'))) {
      expect([
        `${entry.team} was declined; the team manager was emailed. This payment was just refunded by someone else at the same time: nothing more was refunded.`,
        `${entry.team} is declined: only a pending or waiting entry can be declined.`,
      ]).toContain(m);
    }
    expect(await payment()).toEqual({
      amount_cents: paid.amount_cents,
      refunded_cents: paid.amount_cents,
      refund_held_cents: 0,
      refunds: 1,
    });
  });
});
