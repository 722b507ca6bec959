import { priceCart, type CartTotals } from '../shared/cart-total';
import { addDaysIso } from '../shared/time';
import type { MemberTeam } from '../teams/teams.contract';
import { fullName, teamRoles } from '../teams/teams.rules';
import type { DivisionOption } from './nomination.contract';
import { ValidationMessages as V } from '../shared/messages';
import { NominationMessages as M } from './nomination.messages';
import type { NominationPlayerInput, TeamChoice } from './team-nomination-body';

// The nomination rules the wizard shows and the server enforces (spec 001 §4, §5, §6, §9): one function each, called
// by both, so a step the browser lets through is one the server accepts.

/** What the rules read of a division (spec 001 §3 division option). */
export type DivisionFacts = Pick<DivisionOption, 'waitlist' | 'min_players' | 'max_players' | 'sk_val'>;
/** What the rules read of the member entering (spec 001 §3 profile flags). */
export interface EntrantFlags {
  sk_tm: boolean;
  sk_tm_val: boolean;
}

/** spec 001 §4, §9: with no division chosen, at least 5 players and no maximum. */
export const DEFAULT_LIMITS: DivisionFacts = { waitlist: false, min_players: 5, max_players: null, sk_val: false };

/** spec 001 §6, §9: the entry fee the member pays: nothing when sk_tm. */
export function entryPrice(divisionPriceCents: number, member: Pick<EntrantFlags, 'sk_tm'>): number {
  return member.sk_tm ? 0 : divisionPriceCents;
}

/** spec 001 §6: an sk_tm member pays nothing at all, so no donation is added either. */
export function takesDonation(member: Pick<EntrantFlags, 'sk_tm'>, donation: boolean): boolean {
  return donation && !member.sk_tm;
}

/** spec 001 §9: the entry's totals by the shared cart rules (grand total = subtotal − discount + donation; GST from the rate). */
export function nominationTotals(input: {
  priceCents: number;
  donation: boolean;
  taxRate: number;
  member: Pick<EntrantFlags, 'sk_tm'>;
}): CartTotals {
  const unitPriceCents = entryPrice(input.priceCents, input.member);
  return priceCart({
    lines: [{ quantity: 1, unitPriceCents, voucherEligible: false, akvEligible: false }],
    donation: takesDonation(input.member, input.donation),
    taxRate: input.taxRate,
  });
}

/** spec 001 §5: the minimum applies unless the member is sk_tm_val, the division sk_val, or the minimum 0. */
export function minimumApplies(facts: DivisionFacts, member: Pick<EntrantFlags, 'sk_tm_val'>): boolean {
  return !member.sk_tm_val && !facts.sk_val && facts.min_players > 0;
}

/** spec 001 §5: the number of players against the division's minimum (unless waived) and its maximum (when set). */
export function playerCountProblem(
  count: number,
  facts: DivisionFacts,
  member: Pick<EntrantFlags, 'sk_tm_val'>,
): string | null {
  if (minimumApplies(facts, member) && count < facts.min_players) return M.minPlayers(facts.min_players);
  if (facts.max_players !== null && count > facts.max_players) return M.maxPlayers(facts.max_players);
  return null;
}

/**
 * The rules of a body that read the chosen division, as field errors: the preferred choice when it has a waiting list
 * (spec 001 §4) and the number of players (§5). The web adds them to its step checks; the server answers them as 422.
 */
export function divisionProblems(
  body: { team: Pick<TeamChoice, 'preferreddivision'>; players: readonly unknown[] },
  facts: DivisionFacts,
  member: Pick<EntrantFlags, 'sk_tm_val'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (facts.waitlist && body.team.preferreddivision == null) problems['team.preferreddivision'] = V.required;
  const count = playerCountProblem(body.players.length, facts, member);
  if (count) problems.players = count;
  return problems;
}

/** spec 001 §2: a sold-out division option reads 'SOLD OUT - name'. */
export function divisionLabel(option: Pick<DivisionOption, 'text' | 'sold_out'>): string {
  return option.sold_out ? `${M.soldOutPrefix} - ${option.text}` : option.text;
}

/** spec 001 §9: the previous-team window. */
export const PREVIOUS_TEAM_DAYS = 365;

/**
 * spec 001 §5 Previous Team Selection: the member's teams entered within 365 days (by o_date, in the association's
 * today) that the member manages or administers (docs/decisions/064-previous-team-selection.md), newest first.
 */
export function previousTeams(
  teams: readonly MemberTeam[],
  member: { firstname: string; lastname: string },
  todayIso: string,
): MemberTeam[] {
  const from = addDaysIso(todayIso, -PREVIOUS_TEAM_DAYS);
  const name = fullName(member);
  return teams
    .filter((t) => t.o_date.slice(0, 10) >= from && (({ manager, admin }) => manager || admin)(teamRoles(t, name)))
    .sort((a, b) => b.o_date.localeCompare(a.o_date));
}

/** spec 001 §4: copying a team fills its players as rows already confirmed (found by mid) and marked copied. */
export function copiedPlayers(team: Pick<MemberTeam, 't_players'>): NominationPlayerInput[] {
  return team.t_players.map((p) => ({
    firstname: p.firstname,
    lastname: p.lastname,
    dob: p.dob ?? '',
    gender: '',
    email: p.email ?? '',
    mid: p.mid,
    requireEmail: false,
    status: 'Player Found',
    confirm: true,
    copied: true,
  }));
}

type TeamPicks = Pick<TeamChoice, 'grade' | 'divisiongroup' | 'division' | 'preferreddivision'>;
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * spec 001 §4 dependent resets: a new grade clears division group, division and preferred choice; a new group clears
 * division and preferred choice; a new division clears the preferred choice. A new grade or division also empties the
 * players list of the rows typed here (copied rows stay: they are the team's own players, checked again on payment).
 */
export function afterTeamChange(
  field: keyof TeamPicks,
  value: number | null,
  team: Nullable<TeamPicks>,
): { team: Nullable<TeamPicks>; clearPlayers: boolean } {
  const next = { ...team, [field]: value };
  if (field === 'grade') Object.assign(next, { divisiongroup: null, division: null, preferreddivision: null });
  if (field === 'divisiongroup') Object.assign(next, { division: null, preferreddivision: null });
  if (field === 'division') next.preferreddivision = null;
  return { team: next, clearPlayers: field === 'grade' || field === 'division' };
}

/** The rows that stay when the players list is cleared (spec 001 §4 "when editable": the typed rows go). */
export function keptPlayers<T extends { copied?: boolean }>(players: readonly T[]): T[] {
  return players.filter((p) => p.copied === true);
}
