import ICAL from 'ical.js';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DrawGame, DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import type { StaffGame } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditMessages as M } from '@portal/domain/competition/game-edits.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { notify, sendDueNow } from '../messaging/notices.service';
import { courts, games } from '../platform/league.tables';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';

// Game edits in the back-office (docs/decisions/210-game-edits.md) as compofficer01 on the demo data: each edit shows
// in the public draw and the team calendar feed at once, tells the teams with the old and new time through the
// messaging pipeline (decision 313: the mail still arrives, a minor's through their guardians), and is audited; a
// clash or a decided game refuses the edit and changes nothing.

const G = '/api/staff/competition/games';
let t: TestApp;
let token: string;
let divisionId: number;
let freeCourt: number;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  token = await t.asMember('compofficer01');
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionId = divs.find((d) => d.division_name === 'U14 Boys')!.division_id;
  // a court no game uses, at the first venue
  const [court] = await t.database.db
    .insert(courts)
    .values({ venueId: 1, name: 'Edit Court' })
    .returning({ id: courts.id });
  freeCourt = court!.id;
}, 300_000); // a seeded app takes long to build on a loaded machine
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, payload?: unknown) => t.request({ method, url, token, payload });
const list = async () => (await call('GET', `${G}?division_id=${divisionId}`)).json().data.games as StaffGame[];
const draw = async () => {
  const d = (await t.request({ method: 'GET', url: `/api/draw?division_id=${divisionId}` })).json()
    .data as DrawReply['data'];
  return d.divisionDraw.flatMap((r) => r.games);
};
const drawGame = async (id: number) => (await draw()).find((g: DrawGame) => g.game === id)!;
const ladder = async () =>
  (await t.request({ method: 'GET', url: `/api/draw/result?division_id=${divisionId}` })).json()
    .data as ResultReply['data'];
const audits = async (action: string) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = ${action}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
const mails = (match: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Game changed: ${match}%`));
/** A send round on a busy machine (CI's two cores) takes more than vitest's default second. */
const SENT = { timeout: 15_000, interval: 50 };
/** The change's mails once the messaging pipeline has handed its emails to the outbox (its sender run here). */
const sentMails = async (match: string, n: number) => {
  await vi.waitFor(async () => {
    await sendDueNow(t.app.platform);
    expect(await mails(match)).toHaveLength(n);
  }, SENT);
  return mails(match);
};
const teamIdOf = async (gameId: number) =>
  (await t.database.db.select({ a: games.teamAId }).from(games).where(eq(games.id, gameId)))[0]!.a!;
const feedEvent = async (teamId: number, gameId: number) => {
  const body = (await t.request({ method: 'GET', url: `/api/draw/teams/${teamId}.ics` })).body;
  const v = new ICAL.Component(ICAL.parse(body))
    .getAllSubcomponents('vevent')
    .find((x) => new ICAL.Event(x).uid === `game-${gameId}@portal.hkbna.example`)!;
  return { v, e: new ICAL.Event(v) };
};
const sydney = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(d);
/** Undecided games of a round of the division, in time order (each test takes its own). */
const openRound = async (skip: number) => {
  const open = (await list()).filter((g) => g.editable && g.stage === 'round');
  const round = [...new Set(open.map((g) => g.round))][skip]!;
  return open.filter((g) => g.round === round);
};

describe('moving a game', () => {
  it('moves it, shows it in the draw and the team feed at once, emails both teams with the old and new time, and audits it', async () => {
    const [g] = await openRound(0);
    const teamId = await teamIdOf(g!.game_id);
    const before = await feedEvent(teamId, g!.game_id);
    const res = await call('POST', `${G}/${g!.game_id}/edit`, {
      action: 'move',
      date: '2027-01-20',
      time_from: '18:30',
      court_id: freeCourt,
    });
    expect(res.statusCode).toBe(200);
    const { emailed, message } = res.json().data as { emailed: number; message: string };
    expect(emailed).toBeGreaterThan(0);
    expect(message).toBe(M.done.move + M.emailed(emailed));
    expect(await drawGame(g!.game_id)).toMatchObject({
      date_time_from: '2027-01-20T18:30:00',
      courtLabel: 'Edit Court',
      status: 'scheduled',
    });
    const after = await feedEvent(teamId, g!.game_id);
    expect(sydney(after.e.startDate.toJSDate())).toBe('2027-01-20, 18:30');
    expect(after.v.getFirstPropertyValue('sequence')).toBe(Number(before.v.getFirstPropertyValue('sequence')) + 1);
    const sent = await sentMails(g!.match, emailed);
    expect(sent[0]!.textBody).toContain(`Was: ${isoToDmy(g!.date)} ${formatTime(g!.time_from)}, ${g!.court}.`);
    expect(sent[0]!.textBody).toContain('Now: 20/01/2027 06:30 pm, Hornsby ');
    expect(await audits('competition.game.move')).toBe(1);
  });

  it('refuses a court taken at that time and a team twice on one day, and changes nothing', async () => {
    const [a, b] = await openRound(1);
    const body = { action: 'move', date: b!.date, time_from: b!.time_from, court_id: b!.court_id };
    const check = await call('POST', `${G}/${a!.game_id}/check`, body);
    expect(check.statusCode).toBe(200);
    expect(check.json().data.clashes.map((c: { kind: string }) => c.kind)).toContain('court');
    const mailsBefore = (await t.database.db.select().from(mailOutbox)).length;
    const res = await call('POST', `${G}/${a!.game_id}/edit`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The change would clash/);
    expect(await drawGame(a!.game_id)).toMatchObject({ date_time_from: `${a!.date}T${a!.time_from}:00` });
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    // its own teams on a day they already play (round 3's day), on the free court
    const [c] = await openRound(2);
    const sameTeams = (await list()).find((g) => g.round === c!.round && g.match.includes(a!.match.split(' vs ')[0]!))!;
    const team = await call('POST', `${G}/${a!.game_id}/check`, {
      action: 'move',
      date: sameTeams.date,
      time_from: '07:00',
      court_id: freeCourt,
    });
    expect(new Set(team.json().data.clashes.map((x: { kind: string }) => x.kind))).toEqual(new Set(['team']));
  });

  it('refuses a referee in two games at once', async () => {
    const [a, b] = await openRound(2);
    const [ref] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'official01'));
    for (const g of [a!, b!]) {
      await t.database.db.execute(
        sql`insert into referee_assignments (game_id, member_id, roster_type, member_type) values (${g.game_id}, ${ref!.id}, 'referee', 'Referee 1')`,
      );
    }
    const res = await call('POST', `${G}/${a!.game_id}/check`, {
      action: 'move',
      date: b!.date,
      time_from: b!.time_from,
      court_id: freeCourt,
    });
    expect(res.json().data.clashes.map((x: { kind: string }) => x.kind)).toEqual(['referee']);
  });
});

describe('swap, postpone, cancel and washout', () => {
  it("swaps two games of a round: each takes the other's time and court", async () => {
    const [a, b] = await openRound(3);
    const res = await call('POST', `${G}/${a!.game_id}/edit`, { action: 'swap', with_game_id: b!.game_id });
    expect(res.statusCode).toBe(200);
    expect(await drawGame(a!.game_id)).toMatchObject({ date_time_from: `${b!.date}T${b!.time_from}:00` });
    expect(await drawGame(b!.game_id)).toMatchObject({ date_time_from: `${a!.date}T${a!.time_from}:00` });
    expect(await audits('competition.game.swap')).toBe(2);
  });

  it('postpones a game: the draw says so, the feed cancels its event, and a move brings it back', async () => {
    // the swap's round, its third game: U14 Boys play on Sundays, so from Monday to Friday only four rounds are open
    const [, , g] = await openRound(3);
    const teamId = await teamIdOf(g!.game_id);
    expect((await call('POST', `${G}/${g!.game_id}/edit`, { action: 'postpone' })).statusCode).toBe(200);
    expect((await drawGame(g!.game_id)).status).toBe('postponed');
    expect((await feedEvent(teamId, g!.game_id)).v.getFirstPropertyValue('status')).toBe('CANCELLED');
    await vi.waitFor(async () => {
      await sendDueNow(t.app.platform);
      expect((await mails(g!.match))[0]!.textBody).toContain('Now: postponed, the new date will be announced.');
    }, SENT);
    expect(
      (
        await call('POST', `${G}/${g!.game_id}/edit`, {
          action: 'move',
          date: '2027-01-27',
          time_from: '09:00',
          court_id: freeCourt,
        })
      ).statusCode,
    ).toBe(200);
    expect(await drawGame(g!.game_id)).toMatchObject({ status: 'scheduled', date_time_from: '2027-01-27T09:00:00' });
    expect((await feedEvent(teamId, g!.game_id)).v.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('a washout counts as a draw on the ladder; a cancelled game does not count and takes no more edits', async () => {
    const [w, c] = await openRound(0);
    const teamW = await teamIdOf(w!.game_id);
    const row = (l: ResultReply['data'], id: number) => l.divisionResult.find((r) => r.team_id === id)!;
    const before = row(await ladder(), teamW);
    expect((await call('POST', `${G}/${w!.game_id}/edit`, { action: 'washout' })).statusCode).toBe(200);
    expect(row(await ladder(), teamW)).toMatchObject({ played: before.played + 1, draw: before.draw + 1 });
    const teamC = await teamIdOf(c!.game_id);
    const beforeC = row(await ladder(), teamC);
    expect((await call('POST', `${G}/${c!.game_id}/edit`, { action: 'cancel' })).statusCode).toBe(200);
    expect((await drawGame(c!.game_id)).status).toBe('cancelled');
    expect(row(await ladder(), teamC).played).toBe(beforeC.played);
    const again = await call('POST', `${G}/${c!.game_id}/edit`, {
      action: 'move',
      date: '2026-12-20',
      time_from: '09:00',
      court_id: freeCourt,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notEditable);
  });

  it('refuses a decided game, an unknown game and a bad time', async () => {
    const decided = (await list()).find((g) => !g.editable && g.status === 'scheduled' && g.stage === 'round')!;
    expect((await call('POST', `${G}/${decided.game_id}/edit`, { action: 'cancel' })).statusCode).toBe(409);
    expect((await call('POST', `${G}/99999/edit`, { action: 'cancel' })).statusCode).toBe(404);
    const bad = await call('POST', `${G}/${decided.game_id}/edit`, {
      action: 'move',
      date: '2026-12-20',
      time_from: '25:00',
      court_id: freeCourt,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.time_from).toBe(M.timeFormat);
  });
});

describe('who a game edit emails (decision 271)', () => {
  it('the check says who the save emails, teams, duty team and referees, and the save emails exactly them', async () => {
    const [g] = await openRound(1);
    const row = (
      await t.database.db
        .select({ a: games.teamAId, b: games.teamBId, duty: games.dutyTeamId })
        .from(games)
        .where(eq(games.id, g!.game_id))
    )[0]!;
    const [ref] = await t.database.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(eq(members.username, 'official01'));
    await t.database.db.execute(
      sql`insert into referee_assignments (game_id, member_id, roster_type, member_type) values (${g!.game_id}, ${ref!.id}, 'referee', 'Referee 1')`,
    );
    const body = { action: 'move', date: '2027-02-03', time_from: '19:00', court_id: freeCourt };
    const check = await call('POST', `${G}/${g!.game_id}/check`, body);
    const told = check.json().data.told as { teams: string[]; duty_teams: string[]; referees: number; people: number };
    expect(told).toMatchObject({ teams: g!.match.split(' vs '), duty_teams: g!.duty ? [g!.duty] : [], referees: 1 });
    expect(told.people).toBeGreaterThan(1);
    const res = await call('POST', `${G}/${g!.game_id}/edit`, body);
    expect(res.json().data.emailed).toBe(told.people);
    const sent = await sentMails(g!.match, told.people);
    expect(sent.filter((m) => m.toAddress === ref!.email).map((m) => m.textBody.includes('/member/referee'))).toEqual([
      true,
    ]);
    // every member of the teams finds it on their Messages page, a minor's guardians for them; nobody twice
    const reached = (
      (await t.database.db.execute(sql`select r.member_id, r.for_member_id from message_recipients r
        join messages m on m.id = r.message_id where m.dedupe_key like ${`game-change:${g!.game_id}:%`}`)) as unknown as {
        rows: { member_id: number; for_member_id: number | null }[];
      }
    ).rows;
    const teamMembers = (
      (await t.database.db.execute(sql`select distinct tm.member_id from team_members tm
        where tm.team_id in (${row.a}, ${row.b}, ${row.duty ?? row.a})`)) as unknown as {
        rows: { member_id: number }[];
      }
    ).rows.map((r) => r.member_id);
    const forSomeone = new Set(reached.map((r) => r.for_member_id ?? r.member_id));
    expect(teamMembers.every((id) => forSomeone.has(id))).toBe(true);
    expect(reached.some((r) => r.for_member_id !== null)).toBe(true); // U14: guardians are told for their children
    expect(new Set(reached.map((r) => r.member_id)).size).toBe(reached.length);
  });

  it('the same change is told once: its notice is keyed by the game and the version it changed', async () => {
    const g = (await list()).filter((x) => x.editable && x.status === 'scheduled').at(-1)!;
    const notices = async () =>
      (
        (await t.database.db.execute(
          sql`select dedupe_key, kind, origin, subject from messages where dedupe_key like ${`game-change:${g.game_id}:%`} order by id`,
        )) as unknown as { rows: { dedupe_key: string; kind: string; origin: string; subject: string }[] }
      ).rows;
    const before = (await notices()).length;
    await call('POST', `${G}/${g.game_id}/edit`, { action: 'postpone' });
    const postponed = (await notices()).slice(before);
    expect(postponed.map((k) => [k.kind, k.origin, k.subject])).toEqual([
      ['games', 'automatic', `Game changed: ${g.match}`],
    ]);
    expect(postponed[0]!.dedupe_key).toMatch(new RegExp(`^game-change:${g.game_id}:\\d+$`));
    // the same notice again (a retried write) writes nothing; the game's next change is a new one
    await t.database.db.transaction((tx) =>
      notify(tx, {
        memberIds: [1],
        kind: 'games',
        subject: 'x',
        body: 'x',
        dedupeKey: postponed[0]!.dedupe_key,
        now: new Date(),
      }),
    );
    expect((await notices()).length).toBe(before + 1);
    await call('POST', `${G}/${g.game_id}/edit`, { action: 'cancel' });
    expect((await notices()).length).toBe(before + 2);
  });

  it('a status change says who it emails too; the list marks played games', async () => {
    const [g] = await openRound(2);
    const check = await call('POST', `${G}/${g!.game_id}/check`, { action: 'cancel' });
    expect(check.json().data).toMatchObject({ clashes: [], told: { teams: g!.match.split(' vs ') } });
    const all = await list();
    expect(all.filter((x) => x.played).length).toBeGreaterThan(0);
    expect(all.filter((x) => x.played).every((x) => !x.editable)).toBe(true);
  });
});
