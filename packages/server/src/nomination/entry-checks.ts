import type { Coach, NominationPlayer, TeamChoice } from '@portal/domain/nomination/team-nomination-body';
import { admitsTeamOf } from '@portal/domain/competition/division-eligibility';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { divisionProblems, previousTeams, type EntrantFlags } from '@portal/domain/nomination/nomination.rules';
import { todayIn } from '@portal/domain/shared/time';
import { findPlayer, listTeams, type Invitee } from '../teams/teams.service';
import type { MemberCtx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import * as repo from './nomination.repo';

// The checks of a team entry that need the database (spec 001 §5), answered as 422 field errors keyed like the body,
// so the wizard puts each beside its field. The player check is the teams area's (findPlayer): one check, two callers.

const refuse = (fields: Record<string, string>) => fieldErrors(fields, M.checkSteps);

/** The chosen division, open for entry, under the grade and group chosen. */
export async function chosenDivision(ctx: MemberCtx, team: TeamChoice): Promise<repo.EntryRow> {
  const row = await repo.openEntry(ctx.db, team.division);
  if (!row) throw refuse({ 'team.division': M.notOpen });
  if (row.groupId !== team.divisiongroup) throw refuse({ 'team.division': M.wrongGroup });
  if (row.gradeId !== team.grade) throw refuse({ 'team.divisiongroup': M.wrongGrade });
  return row;
}

/** spec 001 §4, §5: preferred choice (waiting list only, one of the offered divisions) and the number of players. */
export async function checkAgainstDivision(
  ctx: MemberCtx,
  division: repo.EntryRow,
  body: { team: TeamChoice; players: unknown[] },
  flags: EntrantFlags,
): Promise<number | null> {
  const facts = {
    waitlist: division.waitlist,
    min_players: division.minPlayers,
    max_players: division.maxPlayers,
    sk_val: division.skVal,
  };
  const problems = divisionProblems(body, facts, flags);
  if (Object.keys(problems).length) throw refuse(problems);
  if (!division.waitlist) return null;
  const offered = await preferredChoices(ctx.db, division);
  if (!offered.some((d) => d.divisionId === body.team.preferreddivision))
    throw refuse({ 'team.preferreddivision': M.notPreferred });
  return body.team.preferreddivision;
}

/**
 * Where a waiting-list entry may be placed (decision 062): the season's open divisions of its grade that admit every
 * player the chosen division admits (decision 222: no men's grade for a women's team).
 */
export async function preferredChoices(db: DbOrTx, division: repo.EntryRow): Promise<repo.EntryRow[]> {
  return (await repo.gradeDivisions(db, division.seasonId, division.gradeId)).filter((d) => admitsTeamOf(division, d));
}

/**
 * Every player row must carry the member its ADD PLAYER check found (its mid), each member once, or be a player to
 * invite: no mid, and the email the check asked for (decision 154; the check is run again by recheckPlayers).
 */
export function entryPlayers(players: readonly NominationPlayer[]): { mids: number[]; invited: Invitee[] } {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  const invited: Invitee[] = [];
  players.forEach((p, i) => {
    if (p.mid === null && p.requireEmail && p.email)
      invited.push({ firstname: p.firstname, lastname: p.lastname, dob: p.dob, gender: p.gender, email: p.email });
    else if (p.mid === null) fields[`players.${i}.firstname`] = M.playerNotChecked;
    else if (seen.has(p.mid)) fields[`players.${i}.firstname`] = M.playerAlreadyAdded;
    else seen.add(p.mid);
  });
  if (Object.keys(fields).length) throw refuse(fields);
  return { mids: [...seen], invited };
}

/**
 * The player check again at payment (teams' findPlayer): each row still names its member, who plays in no team of the
 * division, and a row to invite still names nobody (someone who registered since is checked again).
 */
export async function recheckPlayers(
  db: DbOrTx,
  players: readonly NominationPlayer[],
  divisionId: number,
): Promise<void> {
  const results = await Promise.all(players.map((p) => findPlayer(db, asEntry(p, 'player'), divisionId)));
  const fields: Record<string, string> = {};
  results.forEach((r, i) => {
    const mid = players[i]!.mid;
    const still = mid === null ? r.outcome === 'invited' : r.outcome === 'found' && r.mid === mid;
    if (!still)
      fields[`players.${i}.firstname`] =
        r.outcome === 'found' || r.outcome === 'invited' ? M.playerNotChecked : r.status;
  });
  if (Object.keys(fields).length) throw refuse(fields);
}

/** The coach, when added, is linked to the member the player check finds (a coach may hold a place in another team); else none. */
export async function coachMember(db: DbOrTx, coach: Coach, divisionId: number): Promise<number | null> {
  if (!coach.showCoach) return null;
  const found = await findPlayer(db, asEntry({ ...coach, mid: null }, 'coach'), divisionId);
  return found.outcome === 'found' ? found.mid : null;
}

/** Step 1: only a team the member manages or administers, entered within 365 days (the rule the page offers them by). */
export async function copiedTeam(ctx: MemberCtx, teamCopy: number | null): Promise<number | null> {
  if (teamCopy === null) return null;
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const offered = previousTeams((await listTeams(ctx)).data, ctx.member, today);
  if (!offered.some((t) => t.t_id === teamCopy)) throw refuse({ teamCopy: M.notYourTeam });
  return teamCopy;
}

/** The fields the player check reads of a row (a copied row without dob or gender is judged by its mid alone). */
function asEntry(
  p: { firstname: string; lastname: string; dob: string; gender: string; email?: string; mid: number | null },
  role: 'player' | 'coach',
) {
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    dob: p.dob,
    gender: p.gender as 'male' | 'female',
    email: p.email ?? '',
    mid: p.mid,
    role,
  };
}

/** The price the browser showed must be today's (spec 001 §3 nomination cart). */
export function checkPrice(shown: number, price: number): void {
  if (shown !== price) throw new AppError(409, 'error_response', M.priceChanged);
}
