import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sentTo } from '../../test/sent-mail';
import { teamMembers } from '../platform/league.tables';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { nominationKit, SIX_PLAYERS } from './nomination-test-kit';
import { teamEntries } from './nomination.tables';

// decision 154: a team entry may name players who are not members yet, by email: the check answers 'Player Invited',
// the row goes with the entry, and when the team is created each is invited (mailed through the outbox) and shown on
// team detail as Invited. They count towards the division's players.

let t: TestApp;
const k = nominationKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A row the wizard holds after ADD PLAYER answered 'Player Invited': no mid, the email it asked for. */
async function invitedRow(
  firstname: string,
  lastname: string,
  email: string,
  divisionId: number,
  who = { dob: '14/03/1999', gender: 'female' },
) {
  const player = { firstname, lastname, ...who, email, requireEmail: true };
  const res = await k.post(
    '/api/ecommerce/teamnomination/checkplayer',
    { player, division: divisionId, fromteamentry: true },
    'manager01',
  );
  expect(res.json().data).toEqual({ outcome: 'invited', status: 'Player Invited', mid: null });
  return {
    ...player,
    gender: who.gender as 'female',
    mid: null,
    status: 'Player Invited',
    confirm: true as const,
    copied: false,
  };
}
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('POST payteamnom with invited players', () => {
  it('creates the team with the members found and invites the others: Invited on team detail, a link in the mail', async () => {
    const d = await k.division('Mixed Social');
    const found = await Promise.all(SIX_PLAYERS.slice(0, 4).map((p) => k.checkedPlayer(p, d.division)));
    const friends = [
      await invitedRow('Ava', 'Friend', 'ava.friend@example.com.au', d.division),
      await invitedRow('Bea', 'Friend', 'bea.friend@example.com.au', d.division),
    ];
    const body = await k.body('Mixed Social', { players: [...found, ...friends] });
    body.team.teamname = 'New Friends';
    const res = await k.pay(body);
    expect(res.statusCode, res.body).toBe(200);
    const teamId = res.json().data.t_id as number;

    const players = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(players.filter((p) => p.role === 'player')).toHaveLength(4);
    const team = (
      (await k.get('/api/member/teams', 'manager01')).json().data as { t_id: number; t_invited: unknown[] }[]
    ).find((x) => x.t_id === teamId)!;
    expect(team.t_invited).toEqual([
      expect.objectContaining({
        firstname: 'Ava',
        lastname: 'Friend',
        status: 'Invited',
        email: 'ava.friend@example.com.au',
      }),
      expect.objectContaining({
        firstname: 'Bea',
        lastname: 'Friend',
        status: 'Invited',
        email: 'bea.friend@example.com.au',
      }),
    ]);
    const [mail] = await sentTo(t, 'ava.friend@example.com.au');
    expect(mail!.text).toContain('Mark Manager has entered you as a player of New Friends in Mixed Social');
    expect(mail!.text).toMatch(/\/register\?invitation=[A-Za-z0-9_-]{43}/);
  });

  it("counts invited players towards the division's maximum (U14 Boys: 10)", async () => {
    const d = await k.division('U14 Boys');
    // decision 222: boys of 13 or under; every demo boy of that age already plays in U14 Boys, so all are invited
    const boy = { dob: '14/03/2015', gender: 'male' };
    const found = await Promise.all(
      'abcdef'
        .split('')
        .map((c) => invitedRow('Junior', `Mate${c}`, `junior.mate.${c}@example.com.au`, d.division, boy)),
    );
    const friends = await Promise.all(
      'abcde'.split('').map((c) => invitedRow('Friend', `Number${c}`, `friend.${c}@example.com.au`, d.division, boy)),
    );
    const res = await k.pay(await k.body('U14 Boys', { players: [...found, ...friends] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ players: 'A team may have at most 10 players.' });
    expect((await k.pay(await k.body('U14 Boys', { players: [...found, ...friends.slice(1)] }))).statusCode).toBe(200);
  });

  it('checks a row to invite again at payment: one whose name and email are now a member is checked again', async () => {
    const d = await k.division('Mixed Social');
    const found = await k.playersFrom('U14 Boys');
    const row = await invitedRow('Omar', 'Haddad', 'omar.haddad@example.com.au', d.division).catch(() => null);
    // Omar Haddad is a member with this email: the check finds him, so the browser cannot have been told to invite him
    expect(row).toBeNull();
    const forged = {
      firstname: 'Omar',
      lastname: 'Haddad',
      dob: '14/03/1999',
      gender: 'male' as const,
      email: 'omar.haddad@example.com.au',
      requireEmail: true,
      mid: null,
      status: 'Player Invited',
      confirm: true as const,
    };
    const res = await k.pay(await k.body('Mixed Social', { players: [...found, forged] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'players.5.firstname': 'Please check this player again.' });
  });

  it('a waiting-list entry keeps its invited players in the entry, and invites nobody until it is placed', async () => {
    const d = await k.division("Women's Open");
    const found = (await k.playersFrom('Mixed Social', 'female')).slice(0, 4); // decision 222: women only
    const friend = await invitedRow('Cat', 'Waiting', 'cat.waiting@example.com.au', d.division);
    const body = await k.body("Women's Open", { players: [...found, friend] });
    body.team.preferreddivision = d.division;
    const res = await k.pay(body);
    expect(res.json().data).toMatchObject({ waitlisted: true, t_id: null });
    const [entry] = await t.database.db.select().from(teamEntries).where(eq(teamEntries.orderId, res.json().data.o_id));
    expect((entry!.entry as { players: { email: string; mid: number | null }[] }).players.at(-1)).toMatchObject({
      email: 'cat.waiting@example.com.au',
      mid: null,
    });
    expect(await mailsTo('cat.waiting@example.com.au')).toEqual([]);
  });
});
