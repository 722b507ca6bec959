import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { teamMembers, teams } from '../platform/league.tables';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';
import { entriesKit } from './entries-staff-kit';
import { teamEntries } from './nomination.tables';

// A team entered and paid at the desk (docs/decisions/275), as the demo finance officer: Mark Manager's new team in
// Mixed Social ($550.00, 12 places) through the desk's payAtDesk and the team entry's order kind: the place taken, the
// team made with him as its manager, pending for the competition officer, a receipt mailed, counted as cash. The fee in
// full only; a full division or a team already entered is 409; the race for the last place runs on PostgreSQL.

let t: TestApp;
const e = entriesKit(() => t);
const db = () => t.database.db;
const today = () => todayIn(t.config.site.timeZone);
const idOf = async (username: string) =>
  (await db().select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
const count = async (table: 'payments' | typeof teamEntries | typeof teams) =>
  table === 'payments'
    ? ((await db().execute(sql`select count(*)::int as n from payments`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n
    : (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
      )[0]!.n;
const desk = async (body: Record<string, unknown>, who = 'finance01', member: number | string = 'manager01') =>
  e.k.post(
    `/api/staff/members/${typeof member === 'number' ? member : await idOf(member)}/team-entry-desk-payments`,
    {
      division_id: await e.divisionId('Mixed Social'),
      team_name: 'Desk Dingoes',
      method: 'cash',
      amount_cents: 55000,
      received_on: today(),
      reference: '',
      ...body,
    },
    who,
  );

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/staff/team-entry-desk-divisions', () => {
  it('lists the open divisions with their fee and places to the finance officer, and to no competition officer', async () => {
    const res = await e.k.get('/api/staff/team-entry-desk-divisions', 'finance01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ name: 'Mixed Social', price_cents: 55000, capacity: 12, waitlist: false }),
    );
    expect((await e.k.get('/api/staff/team-entry-desk-divisions', 'compofficer01')).statusCode).toBe(403);
  });
});

describe('POST /api/staff/members/{member}/team-entry-desk-payments', () => {
  it.each([
    ['less than the fee', { amount_cents: 54999 }, 'amount_cents', 'The entry costs $550.00: record the whole fee.'],
    ['no team name', { team_name: '' }, 'team_name', undefined],
    ['a transfer without its reference', { method: 'bank_transfer' }, 'reference', "Enter the transfer's reference."],
    [
      'a day after today',
      { received_on: addDaysIso(todayIn('Australia/Sydney'), 2) },
      'received_on',
      'The day it was received cannot be after today.',
    ],
    [
      'a division that takes no entries',
      { division_id: 999999 },
      'division_id',
      'This division does not take team entries at the moment.',
    ],
  ])('%s: 422 with the field error, nothing written', async (_name, body, field, message) => {
    const before = [await count('payments'), await count(teamEntries)];
    const res = await desk(body);
    expect(res.statusCode, res.body).toBe(422);
    if (message) expect(res.json().errors[field]).toBe(message);
    else expect(res.json().errors[field]).toBeTruthy();
    expect([await count('payments'), await count(teamEntries)]).toEqual(before);
  });

  it('no such member (404), a competition officer may not (403)', async () => {
    expect((await desk({}, 'finance01', 999999)).statusCode).toBe(404);
    expect((await desk({}, 'compofficer01')).statusCode).toBe(403);
  });

  it('$550 cash enters Desk Dingoes for Mark Manager: the place, the team, pending, a receipt, counted as cash; again: 409', async () => {
    const division = await e.divisionId('Mixed Social');
    const taken = (await e.places(division)).placesTaken;
    const res = await desk({});
    expect(res.statusCode, res.body).toBe(200);
    const { receipt_id: receipt, order_id: orderId, status, message } = res.json().data;
    expect(status).toBe('pending');
    expect(message).toBe(
      `$550.00 by cash was recorded: receipt #${receipt}. Desk Dingoes is entered in Mixed Social, waiting for the association to accept it.`,
    );
    expect((await e.places(division)).placesTaken).toBe(taken + 1);
    const [entry] = await db().select().from(teamEntries).where(eq(teamEntries.orderId, orderId));
    expect(entry).toMatchObject({
      status: 'placed',
      teamName: 'Desk Dingoes',
      memberId: await idOf('manager01'),
      acceptedAt: null,
    });
    const managers = await db()
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, entry!.teamId!), eq(teamMembers.role, 'manager')));
    expect(managers.map((m) => m.memberId)).toEqual([await idOf('manager01')]);
    const listed = (
      await e.list(
        `season_id=${(await e.seasons()).find((s) => s.divisions.some((d) => d.id === division))!.id}&q=Desk%20Dingoes`,
      )
    ).json().data.rows;
    expect(listed).toEqual([
      expect.objectContaining({ team: 'Desk Dingoes', status: 'pending', paid_cents: 55000, manager: 'Mark Manager' }),
    ]);
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${orderId}`));
    expect(mail[0]?.textBody).toContain('Team entry: Mixed Social');
    const rows = (
      await e.k.get(`/api/staff/reports/payments-by-method?from=${today()}&to=${today()}`, 'finance01')
    ).json().data.rows as { key: string; net: number }[];
    expect(Number(rows.find((r) => r.key === 'Cash')?.net)).toBeGreaterThanOrEqual(55000);
    expect((await e.auditOf(entry!.id)).map((a) => [a.action, a.actor])).toEqual([['payments.desk', 'finance01']]);

    const before = [await count('payments'), await count(teamEntries), await count(teams)];
    const again = await desk({ team_name: 'desk dingoes' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'desk dingoes is already entered in Mixed Social: it is paid already.',
    ]);
    expect([await count('payments'), await count(teamEntries), await count(teams)]).toEqual(before);
  });

  it('a full division: 409 naming it, nothing written', async () => {
    const division = await e.divisionId("Men's A Grade");
    await e.fill(division);
    const before = [await count('payments'), await count(teamEntries), await e.places(division)];
    const res = await desk({ division_id: division, amount_cents: 65000, team_name: 'Full House' });
    expect([res.statusCode, res.json().message]).toEqual([409, "Men's A Grade is full: no place is free."]);
    expect([await count('payments'), await count(teamEntries), await e.places(division)]).toEqual(before);
  });
});

// PGlite runs one transaction at a time, so a race there proves nothing:
// `TEST_DATABASE_URL=$(PORTAL_TEST_DB=… bash scripts/postgres.sh)`.
describe.skipIf(!process.env.TEST_DATABASE_URL)('team entries at the desk racing on PostgreSQL', () => {
  it('finance01 and admin01 take the last place of U14 Boys for two teams at once: one is entered, the other is 409', async () => {
    const division = await e.divisionId('U14 Boys');
    await e.oneFree(division);
    const answers = await Promise.all([
      desk({ division_id: division, amount_cents: 40000, team_name: 'Race Ravens' }, 'finance01'),
      desk({ division_id: division, amount_cents: 40000, team_name: 'Race Rockets' }, 'admin01'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('U14 Boys is full: no place is free.');
    const place = await e.places(division);
    expect(place.placesTaken).toBe(place.capacity);
    const entered = await db()
      .select()
      .from(teamEntries)
      .where(sql`${teamEntries.teamName} in ('Race Ravens', 'Race Rockets')`);
    expect(entered).toHaveLength(1);
  });
});
