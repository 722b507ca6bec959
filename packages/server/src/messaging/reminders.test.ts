import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { notify } from './notices.service';
import { reminderRound } from './reminders';

// The reminder round (decision 314) on a fixed clock: a renewal reminder the set days before a membership ends, by the
// association's Sydney date (UTC+11 in December), once per member, sport and expiry, to a minor's guardians; an
// owing invoice's reminder on its due date and again when overdue, once per stage; nothing while switched off.

let clock = new Date('2026-12-06T01:00:00Z'); // Sydney: Sunday 6 December 2026, 12 noon
let t: TestApp;
let member01: number;
let child: { id: number; guardian: number };
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  member01 = (await rows<{ id: number }>(sql`select id from members where username = 'member01'`))[0]!.id;
  child = (
    await rows<{ id: number; guardian: number }>(
      sql`select g.child_id as id, g.guardian_id as guardian from guardianships g join members c on c.id = g.child_id
        where c.dob > '2010-01-01' and c.username is null order by g.child_id limit 1`,
    )
  )[0]!;
  // no other membership ends near these days, so each round here reminds only the people a test names
  await t.database.db.execute(sql`update member_sports set expiry_date = '2030-12-31'`);
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const at = (iso: string) => {
  clock = new Date(iso);
};
const setSettings = async (q: ReturnType<typeof sql>) => {
  await t.database.db.execute(sql`insert into messaging_settings (id) values (1) on conflict do nothing`);
  await t.database.db.execute(sql`update messaging_settings set ${q} where id = 1`);
};
const notices = (like: string) =>
  rows<{ key: string; kind: string; subject: string; body: string; member_id: number; for_member_id: number | null }>(
    sql`select m.dedupe_key as key, m.kind, m.subject, m.body, r.member_id, r.for_member_id from messages m
      join message_recipients r on r.message_id = m.id where m.dedupe_key like ${like} order by m.id, r.member_id`,
  );
const expire = (memberId: number, sport: string, date: string) =>
  t.database.db
    .execute(sql`insert into member_sports (member_id, sport, expiry_date) values (${memberId}, ${sport}, ${date})
    on conflict (member_id, sport) do update set expiry_date = excluded.expiry_date`);

describe('renewal reminders', () => {
  it('sends nothing while switched off (the default)', async () => {
    await expire(member01, 'basketball', '2026-12-10');
    expect(await reminderRound(t.app.platform)).toEqual({ renewals: 0, invoices: 0, digests: 0 });
    expect(await notices('renewal:%')).toEqual([]);
  });

  it('reminds 14 days ahead by the Sydney date, in the association’s words, once per member, sport and expiry', async () => {
    await setSettings(
      sql`renewal_reminders = true, renewal_reminder_days = 14, renewal_reminder_text = 'Hi {firstname}: {sport} ends {expiry}. {oops}'`,
    );
    await expire(member01, 'basketball', '2026-12-21'); // 15 Sydney days after 6 December
    at('2026-12-06T12:59:00Z'); // Sydney 23:59 on the 6th
    expect((await reminderRound(t.app.platform)).renewals).toBe(0);
    at('2026-12-06T13:00:00Z'); // Sydney midnight: the 7th, 14 days before
    expect((await reminderRound(t.app.platform)).renewals).toBe(1);
    const [n] = await notices(`renewal:${member01}:%`);
    expect(n).toMatchObject({
      key: `renewal:${member01}:basketball:2026-12-21`,
      kind: 'payments',
      subject: 'Your Basketball membership is due for renewal',
      member_id: member01,
      for_member_id: null,
    });
    expect(n!.body).toMatch(/^Hi \S+: Basketball ends 21\/12\/2026\. \{oops\}$/);
    // the next rounds, that day and the next, write nothing more
    expect((await reminderRound(t.app.platform)).renewals).toBe(0);
    at('2026-12-08T01:00:00Z');
    expect((await reminderRound(t.app.platform)).renewals).toBe(0);
    expect(await notices(`renewal:${member01}:%`)).toHaveLength(1);
    // renewed: a new expiry a year on is reminded in its own time, not now
    await expire(member01, 'basketball', '2027-12-21');
    expect((await reminderRound(t.app.platform)).renewals).toBe(0);
  });

  it("a minor's reminder goes to their guardian, for the child", async () => {
    await expire(child.id, 'netball', '2026-12-12');
    expect((await reminderRound(t.app.platform)).renewals).toBe(1);
    const sent = await notices(`renewal:${child.id}:netball:%`);
    expect(sent.map((s) => s.member_id)).toContain(child.guardian);
    expect(sent.map((s) => s.member_id)).not.toContain(child.id);
    for (const s of sent) expect(s).toMatchObject({ for_member_id: child.id, kind: 'payments' });
  });
});

describe('invoice reminders', () => {
  let invoice: number;
  beforeAll(async () => {
    // the demo's invoices fall due long after these days, so each round here reminds only the invoices a test makes
    await t.database.db.execute(sql`update invoices set due_on = '2031-01-01'`);
    invoice = (
      await rows<{ id: number }>(
        sql`insert into invoices (member_id, description, issued_on, due_on) values (${member01}, 'Winter fees', '2026-11-20', '2026-12-10') returning id`,
      )
    )[0]!.id;
    await t.database.db.execute(
      sql`insert into invoice_items (invoice_id, name, quantity, unit_price_cents) values (${invoice}, 'Fees', 1, 12550)`,
    );
  });

  it('on its due date and again the set days after, once per stage, while it is owing', async () => {
    at('2026-12-10T01:00:00Z');
    expect((await reminderRound(t.app.platform)).invoices).toBe(0); // switched off
    await setSettings(
      sql`invoice_reminders = true, invoice_overdue_days = 7, invoice_reminder_text = '{firstname}: {invoice}, {amount}, due {due}'`,
    );
    at('2026-12-09T12:59:00Z'); // Sydney 23:59 on the 9th: not due yet
    expect((await reminderRound(t.app.platform)).invoices).toBe(0);
    at('2026-12-09T13:00:00Z'); // Sydney midnight: the 10th
    expect((await reminderRound(t.app.platform)).invoices).toBe(1);
    expect((await reminderRound(t.app.platform)).invoices).toBe(0);
    at('2026-12-16T13:00:00Z'); // Sydney 17th: 7 days overdue
    expect((await reminderRound(t.app.platform)).invoices).toBe(1);
    at('2026-12-18T01:00:00Z');
    expect((await reminderRound(t.app.platform)).invoices).toBe(0);
    const sent = await notices(`invoice-%:${invoice}:%`);
    expect(sent.map((s) => [s.key, s.subject, s.kind, s.member_id])).toEqual([
      [`invoice-due:${invoice}:2026-12-10:${member01}`, 'Invoice due: Winter fees', 'payments', member01],
      [`invoice-overdue:${invoice}:2026-12-10:${member01}`, 'Invoice overdue: Winter fees', 'payments', member01],
    ]);
    expect(sent[0]!.body).toMatch(/: Winter fees, \$125\.50, due 10\/12\/2026$/);
  });

  it('an invoice paid off, or owing for long before reminders were switched on, is not reminded', async () => {
    const old = (
      await rows<{ id: number }>(
        sql`insert into invoices (member_id, description, issued_on, due_on) values (${member01}, 'Old fees', '2025-01-01', '2025-02-01') returning id`,
      )
    )[0]!.id;
    await t.database.db.execute(
      sql`insert into invoice_items (invoice_id, name, quantity, unit_price_cents) values (${old}, 'Fees', 1, 5000)`,
    );
    const paid = (
      await rows<{ id: number }>(
        sql`insert into invoices (member_id, description, issued_on, due_on) values (${member01}, 'Free', '2026-12-01', '2026-12-18') returning id`,
      )
    )[0]!.id; // no items: nothing owing
    expect((await reminderRound(t.app.platform)).invoices).toBe(0);
    expect(await notices(`invoice-%:${old}:%`)).toEqual([]);
    expect(await notices(`invoice-%:${paid}:%`)).toEqual([]);
  });
});

describe('the evening digest of fixture changes', () => {
  it("at 6 pm Sydney, each manager of the game's teams and of their club's teams gets the day's changes once", async () => {
    const [game] = await rows<{ id: number; a: number; b: number; season: number }>(
      sql`select g.id, g.team_a_id as a, g.team_b_id as b, d.season_id as season from games g
        join divisions d on d.id = g.division_id
        where exists (select 1 from team_members tm where tm.team_id = g.team_a_id and tm.role = 'manager')
        order by g.id limit 1`,
    );
    const managersOf = async (teamIds: number[]) =>
      (
        await rows<{ member_id: number }>(
          sql`select distinct member_id from team_members where role in ('manager', 'admin')
            and team_id = any(string_to_array(${teamIds.join(',')}, ',')::int[])`,
        )
      ).map((r) => r.member_id);
    // another team of the season plays for the same club as team A, under a manager of its own
    const [clubTeam] = await rows<{ id: number }>(
      sql`select t.id from teams t join divisions d on d.id = t.division_id where d.season_id = ${game!.season}
        and t.id not in (${game!.a}, ${game!.b}) order by t.id limit 1`,
    );
    await t.database.db.execute(sql`update teams set club = 'Hornsby Hawks' where id in (${game!.a}, ${clubTeam!.id})`);
    const clubManager = (await rows<{ id: number }>(sql`select id from members where username = 'coach01'`))[0]!.id;
    await t.database.db.execute(
      sql`insert into team_members (team_id, division_id, member_id, role)
        select id, division_id, ${clubManager}, 'manager' from teams where id = ${clubTeam!.id} on conflict do nothing`,
    );
    const told = async (body: string, key: string) =>
      t.database.db.transaction((tx) =>
        notify(tx, {
          memberIds: [clubManager],
          kind: 'games',
          subject: 'Game changed',
          body,
          dedupeKey: key,
          now: clock,
        }),
      );
    at('2026-12-07T06:00:00Z'); // Sydney 5 pm on Monday the 7th
    await told('A vs B (U14) has changed.\n\nWas: one.\nNow: two.\n\nSee your team: x', `game-change:${game!.id}:90`);
    at('2026-12-07T07:30:00Z'); // Sydney 6:30 pm: tomorrow's digest
    await told('A vs B (U14) has changed.\n\nWas: two.\nNow: three.\n\nSee your team: x', `game-change:${game!.id}:91`);

    at('2026-12-07T06:59:00Z'); // Sydney 5:59 pm: the 6th's digest is the one due, and had nothing
    expect((await reminderRound(t.app.platform)).digests).toBe(0); // switched off
    await setSettings(sql`fixture_digest = true`);
    expect((await reminderRound(t.app.platform)).digests).toBe(0);
    at('2026-12-07T07:00:00Z'); // Sydney 6 pm
    const expected = [...new Set([...(await managersOf([game!.a, game!.b])), clubManager])].sort((x, y) => x - y);
    expect((await reminderRound(t.app.platform)).digests).toBe(expected.length);
    expect((await reminderRound(t.app.platform)).digests).toBe(0);
    const sent = await notices('fixture-digest:2026-12-07:%');
    expect(sent.map((s) => s.member_id).sort((x, y) => x - y)).toEqual(expected);
    expect(sent[0]).toMatchObject({ kind: 'competition', subject: 'Fixture changes of 07/12/2026' });
    expect(sent[0]!.body).toContain('- A vs B (U14) has changed. Was: one. Now: two.');
    expect(sent[0]!.body).not.toContain('Now: three.');
  });
});
