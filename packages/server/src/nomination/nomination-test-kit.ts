import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DivisionOption, LookupOption } from '@portal/domain/nomination/nomination.contract';
import type { PayTeamNominationInput } from '@portal/domain/nomination/team-nomination-body';
import { confirmPassword, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { isoToDmy } from '@portal/domain/shared/time';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { divisionEntries } from './nomination.tables';

// What the nomination API tests share: calls as demo accounts, the demo divisions by name, and entry bodies whose
// players went through the ADD PLAYER check (teams' checkplayer), as the wizard sends them.

export const CARD_OK = {
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Mark Manager',
  cardExpiry: '12/30',
  cardCVC: '123',
};
export const CARD_DECLINED = { ...CARD_OK, cardNumber: '4000 0000 0000 0002' };

/** Members with no team (the teams area's demo free agents): six players, one of the two Sam Nguyens by email. */
export const SIX_PLAYERS = [
  { firstname: 'Toby', lastname: 'Fraser', dob: '21/08/1997', gender: 'male' },
  { firstname: 'Sam', lastname: 'Nguyen', dob: '02/02/2000', gender: 'male', email: 'sam.nguyen@example.com.au' },
  { firstname: 'Riley', lastname: 'Cooper', dob: '11/11/1999', gender: 'male' },
  { firstname: 'Kai', lastname: 'Walsh', dob: '30/05/1998', gender: 'male' },
  { firstname: 'Ned', lastname: 'Hughes', dob: '04/12/1996', gender: 'male' },
  { firstname: 'Omar', lastname: 'Haddad', dob: '19/07/1995', gender: 'male' },
] as const;

/** coach01 (Carla Coach) as the coach step holds her. */
export const COACH = {
  showCoach: true as const,
  firstname: 'Carla',
  lastname: 'Coach',
  dob: '21/06/1988',
  gender: 'female' as const,
  email: 'coach01@example.com.au',
  mobile: '0412345678',
  phone: '',
  workphone: '',
  address: '12 Pacific Highway',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW' as const,
  agreed: true,
};
export const MANAGER = {
  ...COACH,
  firstname: 'Mark',
  lastname: 'Manager',
  gender: 'male' as const,
  email: 'manager01@example.com.au',
};

export function nominationKit(getApp: () => TestApp) {
  const tokens = new Map<string, string>();
  const t = () => getApp();
  const as = async (u: string) => tokens.get(u) ?? (tokens.set(u, await t().asMember(u)), tokens.get(u)!);
  /** The user's token with their password typed again (decision 263): a decline that refunds goes through. */
  const confirmed = async (u: string) => confirmPassword(t(), await as(u));
  const get = async (url: string, user?: string) =>
    t().request({ method: 'GET', url, token: user ? await as(user) : undefined });
  const post = async (url: string, payload: unknown, user?: string, key: string = crypto.randomUUID()) =>
    t().request({
      method: 'POST',
      url,
      payload,
      token: user ? await as(user) : undefined,
      headers: { 'idempotency-key': key },
    });
  const options = async (url: string) => (await get(url, 'manager01')).json().data as LookupOption[];

  /** grade, group and division ids of a demo division by name. */
  async function division(name: string) {
    for (const grade of await options('/api/ecommerce/grades')) {
      for (const group of await options(`/api/ecommerce/divisiongroups/${grade.value}`)) {
        const list = (await get(`/api/ecommerce/divisions/${group.value}`, 'manager01')).json()
          .data as DivisionOption[];
        const found = list.find((d) => d.text === name);
        if (found) return { grade: grade.value, divisiongroup: group.value, division: found.value, option: found };
      }
    }
    throw new Error(`no division ${name}`);
  }

  /** A player row after ADD PLAYER: the check's mid (and the email it asked for). */
  async function checkedPlayer(p: (typeof SIX_PLAYERS)[number], divisionId: number) {
    const email = 'email' in p ? p.email : '';
    const res = await post(
      '/api/ecommerce/teamnomination/checkplayer',
      { player: { ...p, email, requireEmail: Boolean(email) }, division: divisionId, fromteamentry: true },
      'manager01',
    );
    const { outcome, mid, status } = res.json().data as { outcome: string; mid: number | null; status: string };
    if (outcome !== 'found') throw new Error(`${p.firstname} ${p.lastname}: ${status}`);
    return { ...p, email, requireEmail: Boolean(email), mid, status, confirm: true as const, copied: false };
  }

  /**
   * Five players (found by mid, as copied rows are) of a team of another division of the active season: free to enter;
   * with `gender`, five of that gender from any of its teams.
   */
  async function playersFrom(divisionName: string, gender?: 'male' | 'female') {
    const rows = await t()
      .database.db.select({
        mid: members.id,
        firstname: members.firstname,
        lastname: members.lastname,
        dob: members.dob,
        gender: members.gender,
        team: teams.name,
      })
      .from(teamMembers)
      .innerJoin(members, eq(members.id, teamMembers.memberId))
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .where(
        and(
          eq(divisions.name, divisionName),
          eq(seasons.archived, false),
          eq(teamMembers.role, 'player'),
          gender ? eq(members.gender, gender) : undefined,
        ),
      )
      .orderBy(asc(teams.name), asc(members.id));
    const seen = new Set<string>();
    return rows
      .filter(
        (r) =>
          (gender || r.team === rows[0]!.team) &&
          !seen.has(`${r.firstname}|${r.lastname}`) &&
          seen.add(`${r.firstname}|${r.lastname}`),
      )
      .slice(0, 5)
      .map((r) => ({
        firstname: r.firstname,
        lastname: r.lastname,
        dob: isoToDmy(r.dob!),
        gender: r.gender as 'male',
        mid: r.mid,
        status: 'Player Found',
        confirm: true as const,
      }));
  }

  /**
   * Five players the demo division admits (decision 222) who play in no team of it: women or men of Mixed Social for
   * the women's and men's grades, five boys to invite for U14 Boys (every demo boy of that age already plays in it).
   */
  async function eligiblePlayers(divisionName: string) {
    if (divisionName === "Women's Open") return playersFrom('Mixed Social', 'female');
    if (divisionName === "Men's A Grade") return playersFrom('Mixed Social', 'male');
    if (divisionName !== 'U14 Boys') return playersFrom("Women's Open");
    return 'vwxyz'.split('').map((c) => ({
      firstname: 'Junior',
      lastname: `Newplayer${c}`,
      dob: '14/03/2015',
      gender: 'male' as const,
      email: `junior.${c}@example.com.au`,
      requireEmail: true,
      mid: null,
      status: 'Player Invited',
      confirm: true as const,
      copied: false,
    }));
  }

  /** A complete entry body for a division (by name), priced as the member sees it. */
  async function body(
    divisionName: string,
    over: Partial<PayTeamNominationInput> & { players?: PayTeamNominationInput['players'] } = {},
    user = 'manager01',
  ): Promise<PayTeamNominationInput> {
    const d = await division(divisionName);
    const free = (await get('/api/member/user', user)).json().data.sk_tm as boolean;
    return {
      teamCopy: null,
      team: {
        teamname: `Entry ${crypto.randomUUID().slice(0, 8)}`,
        prevteamname: '',
        teamprevious: null,
        grade: d.grade,
        divisiongroup: d.divisiongroup,
        division: d.division,
        preferreddivision: null,
      },
      manager: MANAGER,
      coach: { showCoach: false },
      players: over.players ?? (await eligiblePlayers(divisionName)),
      note: '',
      donationCart: [],
      teamnominationCart: { p_name: divisionName, p_price: free ? 0 : d.option.price },
      cardData: CARD_OK,
      ...over,
    };
  }

  const pay = (payload: unknown, user = 'manager01', key?: string) =>
    post('/api/ecommerce/teamnomination/payteamnom', payload, user, key);
  const charges = async () => (await sandboxCharges(t().database.db)).filter((c) => c.status === 'captured');
  const places = async (divisionId: number) =>
    (await t().database.db.select().from(divisionEntries).where(eq(divisionEntries.divisionId, divisionId)))[0]!
      .placesTaken;
  return { as, confirmed, get, post, division, checkedPlayer, playersFrom, body, pay, charges, places };
}
