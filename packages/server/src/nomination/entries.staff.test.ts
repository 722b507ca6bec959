import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { games, teamMembers, teams } from '../platform/league.tables';
import { paymentsOfOrders } from '../payments/payments.service';
import { entriesKit } from './entries-staff-kit';
import { teamEntries } from './nomination.tables';

// The back-office's team entries through the API (docs/decisions/206), as compofficer01: manager01's entries arrive
// as spec 001 §4 makes them (a paid place: pending; Women's Open: on its waiting list), and each decision is refused
// with its message and nothing written, or made with its audit row and the manager's mail.

let t: TestApp;
const e = entriesKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
  await e.roomy();
});
afterAll(async () => {
  await t.close();
});

const entryOf = async (id: number) =>
  (await t.database.db.select().from(teamEntries).where(eq(teamEntries.id, id)))[0]!;
const paymentOf = async (orderId: number) => (await paymentsOfOrders(t.database.db, [orderId])).get(orderId)!;

describe('GET /api/staff/entries', () => {
  it("lists a season's entries per division with status, manager, paid amount and date, filtered and paged on the server", async () => {
    const pending = await e.enter("Men's A Grade");
    const waiting = await e.enter("Women's Open");
    const [season] = await e.seasons();
    const all = (await e.list(`season_id=${season!.id}&pageSize=10`)).json().data;
    const row = (id: number) => all.rows.find((r: { id: number }) => r.id === id);
    expect(row(pending.id)).toMatchObject({
      team: pending.team,
      division: "Men's A Grade",
      status: 'pending',
      manager: 'Mark Manager',
      paid_cents: 65000,
      refunded_cents: 0,
    });
    expect(row(waiting.id)).toMatchObject({
      team: waiting.team,
      division: "Women's Open",
      status: 'waitlisted',
      paid_cents: 60000,
    });
    expect(Date.parse(row(pending.id).entered_at)).toBeGreaterThan(0);
    const only = (
      await e.list(`season_id=${season!.id}&status=waitlisted&q=${encodeURIComponent(waiting.team)}`)
    ).json().data;
    expect(only).toEqual({ rows: [expect.objectContaining({ id: waiting.id })], total: 1 });
    const division = await e.divisionId("Men's A Grade");
    const byDivision = (await e.list(`season_id=${season!.id}&division_id=${division}&pageSize=10`)).json().data;
    expect(byDivision.rows.every((r: { division: string }) => r.division === "Men's A Grade")).toBe(true);
    const page = (await e.list(`season_id=${season!.id}&pageSize=10&page=5`)).json().data;
    expect(page).toEqual({ rows: [], total: all.total });
  });

  it.each([
    ['season_id=abc', 'season_id'],
    ['season_id=1&status=maybe', 'status'],
    ['season_id=1&pageSize=7', 'pageSize'],
  ])('%s is refused on its field', async (query, field) => {
    const res = await e.list(query);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('POST /api/staff/entries/:id/accept', () => {
  it('accepts a pending entry once: the manager is mailed naming team, division and season, and the trail has it', async () => {
    const entry = await e.enter('Mixed Social');
    const res = await e.decide(entry.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      message: `${entry.team} was accepted in Mixed Social; the team manager was emailed.`,
      entry: { status: 'accepted' },
    });
    const [mail] = await e.mailTo(`Team entry accepted: ${entry.team}`);
    expect(mail).toMatchObject({ toAddress: 'manager01@example.com.au' });
    expect(mail!.textBody).toContain(`${entry.team} has been accepted in Mixed Social for `);
    // through the messaging pipeline (decision 313): on manager01's Messages page, a competition notice, once
    const notices = (await t.database.db.execute(
      sql`select m.kind, m.origin, mem.username from messages m join message_recipients r on r.message_id = m.id
        join members mem on mem.id = r.member_id where m.dedupe_key = ${`entry-accepted:${entry.id}`}`,
    )) as unknown as { rows: { kind: string; origin: string; username: string }[] };
    expect(notices.rows).toEqual([{ kind: 'competition', origin: 'automatic', username: 'manager01' }]);
    expect((await e.auditOf(entry.id)).map((a) => [a.action, a.actor])).toEqual([
      ['competition.entry.accept', 'compofficer01'],
    ]);
    const before = await e.snapshot();
    const again = await e.decide(entry.id, 'accept');
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `${entry.team} is accepted: only a pending entry can be accepted.`,
    ]);
    expect(await e.snapshot()).toEqual(before);
  });
});

describe('POST /api/staff/entries/:id/decline', () => {
  it('declines a paid pending entry: its team leaves the division, its place is free, the fee is refunded in full and the manager told the amount', async () => {
    const entry = await e.enter("Men's A Grade");
    const division = await e.divisionId("Men's A Grade");
    const { teamId, orderId } = await entryOf(entry.id);
    const placesBefore = (await e.places(division)).placesTaken;
    const res = await e.decide(entry.id, 'decline', { reason: 'The grade is for players over 18' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(
      `${entry.team} was declined; the team manager was emailed. $650.00 was refunded to the card.`,
    );
    expect(res.json().data.entry).toMatchObject({
      status: 'declined',
      refunded_cents: 65000,
      decline_reason: 'The grade is for players over 18',
    });
    expect(await t.database.db.select().from(teams).where(eq(teams.id, teamId!))).toEqual([]);
    expect((await e.places(division)).placesTaken).toBe(placesBefore - 1);
    expect(await paymentOf(orderId)).toMatchObject({ amountCents: 65000, refundedCents: 65000 });
    const [mail] = await e.mailTo(`Team entry declined: ${entry.team}`);
    expect(mail!.textBody).toContain('Reason: The grade is for players over 18');
    expect(mail!.textBody).toContain(
      'The $650.00 you paid for the entry is being refunded in full to the card you paid with.',
    );
    expect((await e.auditOf(entry.id)).map((a) => a.action)).toEqual(['competition.entry.decline']);
    const before = await e.snapshot();
    const again = await e.decide(entry.id, 'decline', { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `${entry.team} is declined: only a pending or waiting entry can be declined.`,
    ]);
    expect(await e.snapshot()).toEqual(before);
    expect((await paymentOf(orderId)).refundedCents).toBe(65000);
  });

  it('a decline whose refund a racing decline made first says so and refunds nothing more (CI caught two answers saying "refunded")', async () => {
    const entry = await e.enter("Men's A Grade");
    const { orderId } = await entryOf(entry.id);
    // the other decline's refund, under this entry's key, made between this decline's look and its call
    await e.k.confirmed('finance01');
    const body = {
      amount_cents: 65000,
      reason: 'Team entry declined',
      idempotency_key: `entry-decline-refund-${entry.id}`,
    };
    const made = await e.k.post(
      `/api/staff/payments/${(await paymentOf(orderId)).paymentId}/refunds`,
      body,
      'finance01',
    );
    expect(made.statusCode, made.body).toBe(200);
    const res = await e.decide(entry.id, 'decline', { reason: 'No place this season' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(
      `${entry.team} was declined; the team manager was emailed. This payment was just refunded by someone else at the same time: nothing more was refunded.`,
    );
    expect(await paymentOf(orderId)).toMatchObject({ amountCents: 65000, refundedCents: 65000 });
  });

  it('declines a waiting entry and refunds it; a decline without a reason is refused on its field', async () => {
    const entry = await e.enter("Women's Open");
    const before = await e.snapshot();
    const bare = await e.decide(entry.id, 'decline', { reason: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toHaveProperty('reason');
    expect(await e.snapshot()).toEqual(before);
    const res = await e.decide(entry.id, 'decline', { reason: 'No place this season' });
    expect(res.json().data.entry).toMatchObject({ status: 'declined', refunded_cents: 60000 });
  });

  it('gives the declined name back: the manager enters the team again under it (decision 244)', async () => {
    const entry = await e.enter("Women's Open");
    expect((await e.decide(entry.id, 'decline', { reason: 'Entered in the wrong grade' })).statusCode).toBe(200);
    const body = await e.k.body("Women's Open", { players: [] });
    const res = await e.k.pay({
      ...body,
      team: { ...body.team, teamname: entry.team.toUpperCase(), preferreddivision: body.team.division },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(teamEntries)
      .where(eq(sql`lower(${teamEntries.teamName})`, entry.team.toLowerCase()));
    expect(rows.map((r) => r.status).sort()).toEqual(['declined', 'waitlisted']);
  });

  it('refuses to decline a team with games in the draw', async () => {
    const entry = await e.enter('Mixed Social');
    const { teamId } = await entryOf(entry.id);
    const [game] = await t.database.db.select().from(games).limit(1);
    await t.database.db.update(games).set({ teamAId: teamId }).where(eq(games.id, game!.id));
    const before = await e.snapshot();
    const res = await e.decide(entry.id, 'decline', { reason: 'Too late' });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      `${entry.team} already has games in the draw of Mixed Social: regenerate the draw without it first.`,
    ]);
    expect(await e.snapshot()).toEqual(before);
  });
});

describe('POST /api/staff/entries/:id/place', () => {
  it('places a waiting entry in its division: the team is made with its people, the manager mailed; a full division refuses', async () => {
    const first = await e.enter("Women's Open", true);
    const second = await e.enter("Women's Open");
    const open = await e.divisionId("Women's Open");
    const res = await e.decide(first.id, 'place', { division_id: open });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      message: `${first.team} was placed in Women's Open; the team manager was emailed.`,
      entry: { status: 'accepted', division: "Women's Open" },
    });
    const { teamId } = await entryOf(first.id);
    expect((await t.database.db.select().from(teams).where(eq(teams.id, teamId!)))[0]).toMatchObject({
      name: first.team,
      divisionId: open,
    });
    expect(
      (await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId!))).map((m) => m.role).sort(),
    ).toEqual(['manager', 'player', 'player', 'player', 'player', 'player']);
    expect(await e.mailTo(`Team placed: ${first.team}`)).toHaveLength(1);
    await e.fill(open);
    const before = await e.snapshot();
    const full = await e.decide(second.id, 'place', { division_id: open });
    expect([full.statusCode, full.json().message]).toEqual([409, "Women's Open is full: no place is free."]);
    expect(await e.snapshot()).toEqual(before);
  });

  it.each([['a pending entry', "Men's A Grade", 409, (team: string) => `${team} is not on a waiting list.`]])(
    'refuses %s',
    async (_what, division, status, message) => {
      const entry = await e.enter(division);
      const before = await e.snapshot();
      const res = await e.decide(entry.id, 'place', { division_id: await e.divisionId(division) });
      expect([res.statusCode, res.json().message]).toEqual([status, message(entry.team)]);
      expect(await e.snapshot()).toEqual(before);
    },
  );
});

describe('POST /api/staff/entries/:id/regrade', () => {
  it('moves a placed team to another division of the season: places follow, the manager is mailed; a full one refuses', async () => {
    const entry = await e.enter("Men's A Grade");
    const [from, to] = [await e.divisionId("Men's A Grade"), await e.divisionId('Mixed Social')];
    const [fromBefore, toBefore] = [(await e.places(from)).placesTaken, (await e.places(to)).placesTaken];
    const res = await e.decide(entry.id, 'regrade', { division_id: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(
      `${entry.team} was moved from Men's A Grade to Mixed Social; the team manager was emailed.`,
    );
    const { teamId } = await entryOf(entry.id);
    expect((await t.database.db.select().from(teams).where(eq(teams.id, teamId!)))[0]!.divisionId).toBe(to);
    expect([(await e.places(from)).placesTaken, (await e.places(to)).placesTaken]).toEqual([
      fromBefore - 1,
      toBefore + 1,
    ]);
    expect((await e.mailTo(`Team moved: ${entry.team}`))[0]!.textBody).toContain(
      `${entry.team} has been moved from Men's A Grade to Mixed Social for `,
    );
    await e.fill(from);
    const before = await e.snapshot();
    const full = await e.decide(entry.id, 'regrade', { division_id: from });
    expect([full.statusCode, full.json().message]).toEqual([409, "Men's A Grade is full: no place is free."]);
    expect(await e.snapshot()).toEqual(before);
  });

  it.each([
    ['its own division', 'Mixed Social', (team: string) => [409, `${team} is already in Mixed Social.`]],
    ['a division that does not exist', null, () => [422, 'Choose a division of the same season.']],
  ] as const)('refuses a move to %s, writing nothing', async (_what, target, expected) => {
    const entry = await e.enter('Mixed Social');
    const before = await e.snapshot();
    const res = await e.decide(entry.id, 'regrade', { division_id: target ? await e.divisionId(target) : 999999 });
    expect([res.statusCode, res.json().message]).toEqual(expected(entry.team));
    expect(await e.snapshot()).toEqual(before);
  });
});
