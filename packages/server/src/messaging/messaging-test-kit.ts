import { sql } from 'drizzle-orm';
import { todayIn } from '@portal/domain/shared/time';
import type { Db } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// A small world for the pipeline's tests (docs/decisions/305): a season with a division of two teams (one of a club),
// adults, minors with and without guardians and emails of their own, staff of a team by every team role, a referee,
// a table official, registrations about to expire, an unpaid invoice. Every person's last name is LAST, so a test
// reads only its own people out of the demo data.

export const LAST = 'Zqmsg';
export const CLUB = 'Zqmsg Hawks';

export interface World {
  ids: Record<string, number>;
  seasonId: number;
  divisionId: number;
  teamId: number;
  otherTeamId: number;
  /** Today in Sydney (yyyy-mm-dd) and a date of birth `years` before it. */
  today: string;
  bornYearsAgo(years: number): string;
}

const shift = (iso: string, years: number, days = 0) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Person {
  key: string;
  dob: string;
  email?: string;
  mobile?: string;
  username?: boolean;
  deactivated?: boolean;
}

export async function makeWorld(db: Db, now: Date): Promise<World> {
  const today = todayIn('Australia/Sydney', now);
  const adult = shift(today, 30);
  const people: Person[] = [
    { key: 'adult', dob: adult, email: 'adult@zq.example', mobile: '0412 345 678', username: true },
    { key: 'noEmail', dob: adult, mobile: '+61 412 000 111' },
    { key: 'unsubscribed', dob: adult, email: 'unsub@zq.example' },
    // a minor with no email: their guardians receive in their place
    { key: 'child', dob: shift(today, 10), email: '' },
    // a minor with an email of their own: receives non-promotional messages themselves too
    { key: 'teen', dob: shift(today, 15), email: 'teen@zq.example' },
    // a minor whose email is their guardian's: only the guardian receives
    { key: 'kid', dob: shift(today, 12), email: 'guardian1@zq.example' },
    // 18 today: an adult
    { key: 'eighteen', dob: shift(today, 18), email: 'eighteen@zq.example' },
    { key: 'guardian1', dob: adult, email: 'guardian1@zq.example' },
    { key: 'guardian2', dob: adult, email: '' },
    { key: 'coach', dob: adult, email: 'coach@zq.example' },
    { key: 'manager', dob: adult, email: 'manager@zq.example' },
    { key: 'otherPlayer', dob: adult, email: 'other@zq.example' },
    { key: 'referee', dob: adult, email: 'referee@zq.example' },
    { key: 'scorer', dob: adult, email: 'scorer@zq.example' },
    { key: 'renewing', dob: adult, email: 'renewing@zq.example' },
    { key: 'gone', dob: adult, email: 'gone@zq.example', deactivated: true },
  ];
  const ids: Record<string, number> = {};
  for (const p of people) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into members (firstname, lastname, dob, email, mobile, username, password_hash, deactivated_at)
      values (${p.key}, ${LAST}, ${p.dob}, ${p.email ?? ''}, ${p.mobile ?? ''},
        ${p.username ? `zq-${p.key}` : null}, ${p.username ? 'x' : null}, ${p.deactivated ? now.toISOString() : null})
      returning id`,
    );
    ids[p.key] = row!.id;
  }
  const [season] = await selectRows<{ id: number }>(
    db,
    sql`insert into seasons (name, starts_on) values (${`${LAST} season`}, ${today}) returning id`,
  );
  const [division] = await selectRows<{ id: number }>(
    db,
    sql`insert into divisions (season_id, name) values (${season!.id}, ${`${LAST} U14`}) returning id`,
  );
  const team = async (name: string, club: string) =>
    (
      await selectRows<{ id: number }>(
        db,
        sql`insert into teams (division_id, name, club) values (${division!.id}, ${name}, ${club}) returning id`,
      )
    )[0]!.id;
  const teamId = await team(`${LAST} Hawks 1`, CLUB);
  const otherTeamId = await team(`${LAST} Owls`, '');
  const member = (t: number, key: string, role: string) =>
    db.execute(sql`insert into team_members (team_id, division_id, member_id, role)
      values (${t}, ${division!.id}, ${ids[key]}, ${role}::team_role)`);
  for (const key of ['adult', 'noEmail', 'unsubscribed', 'child', 'teen', 'kid', 'eighteen', 'gone'])
    await member(teamId, key, 'player');
  await member(teamId, 'coach', 'assistant');
  await member(teamId, 'manager', 'admin');
  await member(otherTeamId, 'otherPlayer', 'player');
  const guard = (g: string, c: string) =>
    db.execute(sql`insert into guardianships (guardian_id, child_id) values (${ids[g]}, ${ids[c]})`);
  await guard('guardian1', 'child');
  await guard('guardian2', 'child');
  await guard('guardian1', 'teen');
  await guard('guardian1', 'kid');
  for (const kind of ['email', 'push', 'sms'])
    await db.execute(sql`insert into message_preferences (member_id, kind, channel, enabled)
      values (${ids.unsubscribed}, 'news', ${kind}, false)`);
  await db.execute(sql`insert into message_preferences (member_id, kind, channel, enabled)
    values (${ids.adult}, 'games', 'sms', true), (${ids.adult}, 'competition', 'email', false),
      (${ids.coach}, 'games', 'sms', true), (${ids.eighteen}, 'games', 'email', false),
      (${ids.eighteen}, 'games', 'push', false), (${ids.eighteen}, 'games', 'sms', false)`);
  await db.execute(sql`insert into push_subscriptions (member_id, endpoint, p256dh, auth)
    values (${ids.adult}, 'https://push.zq.example/1', 'k', 'a')`);
  await db.execute(sql`insert into referee_access (member_id, roster_type) values (${ids.referee}, 'referee'),
    (${ids.scorer}, 'table')`);
  await db.execute(sql`insert into member_sports (member_id, sport, expiry_date)
    values (${ids.renewing}, 'netball', ${shift(today, 0, 10)}), (${ids.otherPlayer}, 'netball', ${shift(today, 0, 40)})`);
  const [invoice] = await selectRows<{ id: number }>(
    db,
    sql`insert into invoices (member_id, description, issued_on, due_on)
      values (${ids.unsubscribed}, 'Zq fees', ${today}, ${today}) returning id`,
  );
  await db.execute(sql`insert into invoice_items (invoice_id, name, quantity, unit_price_cents)
    values (${invoice!.id}, 'Fee', 1, 5000)`);
  return {
    ids,
    seasonId: season!.id,
    divisionId: division!.id,
    teamId,
    otherTeamId,
    today,
    bornYearsAgo: (years) => shift(today, years),
  };
}

export interface Reached {
  /** "guardian1 for child", "adult" */
  who: string;
  channels: Record<string, string>;
}

/** A message's recipients among the world's people, each with its deliveries ('queued' or the skip reason). */
export async function reachedBy(db: Db, messageId: number): Promise<Reached[]> {
  const rows = await selectRows<{ who: string; channel: string | null; state: string | null; reason: string | null }>(
    db,
    sql`select m.firstname || coalesce(' for ' || f.firstname, '') as who, d.channel, d.state, d.reason
    from message_recipients r join members m on m.id = r.member_id left join members f on f.id = r.for_member_id
    left join message_deliveries d on d.recipient_id = r.id
    where r.message_id = ${messageId} and m.lastname = ${LAST} order by who, d.channel`,
  );
  const byWho = new Map<string, Record<string, string>>();
  for (const r of rows) {
    const channels = byWho.get(r.who) ?? {};
    if (r.channel) channels[r.channel] = r.state === 'skipped' ? r.reason! : r.state!;
    byWho.set(r.who, channels);
  }
  return [...byWho].map(([who, channels]) => ({ who, channels }));
}
