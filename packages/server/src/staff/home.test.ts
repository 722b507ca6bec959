import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// The back-office home's counts (decision 277): each role reads only the cards of work it may do, and each count
// moves with its area's rows. The mail list the Mail card opens (GET /api/staff/mail).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = async (username: string) =>
  (await t.request({ method: 'GET', url: '/api/staff/home', token: await t.asMember(username) })).json().data;
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const CARDS = [
  'entries',
  'invoices',
  'scores',
  'referees',
  'bank',
  'mail',
  'messages',
  'hire',
  'duplicates',
  'self_grants',
] as const;

describe('GET /api/staff/home', () => {
  it.each([
    [
      'admin01',
      ['entries', 'invoices', 'scores', 'referees', 'bank', 'mail', 'messages', 'hire', 'duplicates', 'self_grants'],
    ],
    ['compofficer01', ['entries', 'scores', 'messages']],
    ['refcoord01', ['referees', 'messages']],
    ['finance01', ['invoices', 'bank', 'messages']],
    ['venue01', ['hire', 'messages']],
  ])('%s reads the cards %j, and null for the rest', async (username, cards) => {
    const data = await home(username);
    for (const card of CARDS) expect(data[card] === null, card).toBe(!cards.includes(card));
  });

  it("the court hire card counts today's bookings and the next 7 days' court blocks, in the association's days", async () => {
    const before = (await home('venue01')).hire;
    expect(before.days).toBe(7);
    const today = todayIn(t.config.site.timeZone, new Date());
    const at = (days: number, hhmm: string) =>
      sql`(${today}::date + ${days}::int + ${hhmm}::time) at time zone 'Australia/Sydney'`;
    // a demo booking's member, court and type; today at 23:00 Sydney counts (an instant of tomorrow in UTC), a held booking does not
    await exec(sql`insert into bookings (member_id, venue_id, sport_id, type_id, court_id, starts_at, ends_at, status, rate_cents)
      select b.member_id, b.venue_id, b.sport_id, b.type_id, b.court_id, ${at(0, '23:00')}, ${at(0, '23:30')}, s, 0
      from (select * from bookings order by id limit 1) b, unnest(array['booked', 'held']::booking_status[]) s`);
    // a block in 6 days counts, one in 7 does not
    await exec(sql`insert into booking_events (venue_id, court_id, title, kind, starts_at, ends_at)
      select b.venue_id, b.court_id, e.title, 'maintenance', e.starts, e.starts + interval '4 hours'
      from (select * from bookings order by id limit 1) b, (values ('Resurfacing', ${at(6, '08:00')}), ('Later', ${at(7, '08:00')})) e(title, starts)`);
    expect((await home('venue01')).hire).toEqual({ today: before.today + 1, blocks: before.blocks + 1, days: 7 });
  });

  it('each count moves with its area: entries, invoices, scores of today, referee slots, bank details, mail, messages', async () => {
    const today = todayIn(t.config.site.timeZone, new Date());
    const before = await home('admin01');
    // an entry of an active season waiting for a decision, and one on the waiting list
    const division = sql`(select d.id from divisions d join seasons s on s.id = d.season_id where s.active and not s.archived order by d.id limit 1)`;
    await exec(sql`insert into team_entries (order_id, member_id, division_id, team_name, status, takes_place, entry) values
      (990001, (select id from members where username = 'manager01'), ${division}, 'Home Test Placed', 'placed', true, '{}'),
      (990002, (select id from members where username = 'manager01'), ${division}, 'Home Test Waiting', 'waitlisted', false, '{}')`);
    // an overdue invoice
    await exec(
      sql`insert into invoices (member_id, description, issued_on, due_on) values ((select id from members where username = 'nonpl01'), 'Late fee', '2020-01-01', '2020-02-01')`,
    );
    await exec(
      sql`insert into invoice_items (invoice_id, name, quantity, unit_price_cents) select max(id), 'Late fee', 1, 2500 from invoices`,
    );
    // a game of an active season without a result or a referee, from outside the next 14 days to today
    const [game] = rowsOf<{ id: number }>(
      await exec(sql`select g.id from games g join divisions d on d.id = g.division_id join seasons s on s.id = d.season_id
      where s.active and not s.archived and g.status = 'scheduled' and g.scored_at is null and g.team_a_id is not null and g.team_b_id is not null
        and (g.date < ${today}::date or g.date > ${today}::date + 13)
        and not exists (select 1 from referee_assignments a where a.game_id = g.id and a.cancelled_at is null) order by g.id limit 1`),
    );
    expect(game).toBeDefined();
    await exec(sql`update games set date = ${today}::date where id = ${game!.id}`);
    // a message given up
    await exec(
      sql`insert into mail_outbox (to_address, subject, text_body, html_body, status, attempts, last_error) values ('x@example.com', 'Your receipt', 't', 'h', 'failed', 12, '550 no such user')`,
    );
    const after = await home('admin01');
    expect(after.entries).toEqual({ pending: before.entries.pending + 1, waitlisted: before.entries.waitlisted + 1 });
    expect(after.invoices).toMatchObject({
      overdue: before.invoices.overdue + 1,
      overdue_cents: before.invoices.overdue_cents + 2500,
      unpaid: before.invoices.unpaid + 1,
    });
    expect(after.scores).toMatchObject({ games: before.scores.games + 1, date: today });
    expect(after.scores.venue_id).toEqual(expect.any(Number));
    expect(after.referees).toEqual({ open: before.referees.open + 1, days: 14 });
    // officials without bank details: as many as the officials' pay list the card opens (decision 283)
    const waiting = await t.request({
      method: 'GET',
      url: '/api/staff/officials-pay/waiting-for-bank',
      token: await t.asMember('finance01'),
    });
    expect(after.bank).toEqual({ officials: waiting.json().data.length });
    expect(after.bank.officials).toBeGreaterThan(0);
    expect(after.mail).toEqual({ failed: before.mail.failed + 1, pending: before.mail.pending });
    // a message with a delivery the sending worker gave up on, and one delivered
    const [message] = rowsOf<{ id: number }>(
      await exec(
        sql`insert into messages (kind, origin, subject, body, channels) values ('news', 'staff', 'Gala night', 'b', '{email,sms}') returning id`,
      ),
    );
    await exec(sql`with r as (insert into message_recipients (message_id, member_id) select ${message!.id}, id from members where username = 'member01' returning id)
      insert into message_deliveries (recipient_id, channel, state, reason) select r.id, c, s, e from r,
      (values ('email', 'failed', '550 no such user'), ('sms', 'sent', null)) v(c, s, e)`);
    expect((await home('admin01')).messages).toEqual({
      failed: before.messages.failed + 1,
      messages: before.messages.messages + 1,
      latest_message_id: message!.id,
    });
    // the roles see the same numbers as the administrator for their cards
    expect((await home('compofficer01')).scores).toEqual(after.scores);
    expect((await home('finance01')).bank).toEqual(after.bank);
  });
});

describe('GET /api/staff/mail', () => {
  it('lists the mail given up, newest first, without bodies, and how many there are', async () => {
    await exec(
      sql`insert into mail_outbox (to_address, subject, text_body, html_body, status, attempts, last_error) values ('late@example.com', 'Newest', 'secret body', 'h', 'failed', 12, 'timeout')`,
    );
    const res = await t.request({
      method: 'GET',
      url: '/api/staff/mail?status=failed',
      token: await t.asMember('admin01'),
    });
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    expect(rows[0]).toMatchObject({ to: 'late@example.com', subject: 'Newest', attempts: 12, last_error: 'timeout' });
    expect(JSON.stringify(rows)).not.toContain('secret body');
    expect(total).toBe(rows.length);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/mail?status=sent', token: await t.asMember('admin01') }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/mail', token: await t.asMember('finance01') })).statusCode,
    ).toBe(403);
  });
});
