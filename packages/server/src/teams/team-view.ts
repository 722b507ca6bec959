import { formatDate, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { MemberTeam, TeamGame, TeamPlayer } from '@portal/domain/teams/teams.contract';
import { InvitationMessages as IM, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import {
  attendancePercent,
  fullName,
  teamAccess,
  teamGameLabel,
  type TeamAccess,
} from '@portal/domain/teams/teams.rules';
import { teamDrawGames } from '../competition/competition.service';
import { memberTeams, teamPeople, teamPlayedGames, type PersonRow, type TeamRow } from '../competition/league.service';
import {
  isTeamTrustRole,
  TEAM_TRUST_ROLES,
  trustLabel,
  type TeamTrustRole,
} from '@portal/domain/safeguarding/positions-of-trust';
import { teamInvoices } from '../payments/payments.service';
import { trustOf, type TrustView } from '../safeguarding/trust.service';
import type { Ctx, MemberCtx } from '../platform/context';
import type { TeamRole } from '../platform/league.tables';
import { openInvitations } from './invitations.repo';
import * as repo from './teams.repo';

// A team as the signed-in member sees it (spec 001 §3 Team (member)): facts and permissions first (every call needs
// them), then players, temporary members and invoices for the pages (docs/decisions/070).

/** The viewer's functions, in this order (the Position column, spec 001 §2). */
const FUNCTIONS: [TeamRole, string][] = [
  ['manager', T.manager],
  ['admin', T.admin],
  ['coach', T.coach],
  ['assistant', T.assistant],
  ['player', 'Player'],
];

export interface LoadedTeam {
  row: TeamRow;
  people: PersonRow[];
  team: MemberTeam;
  access: TeamAccess;
}

const namesOf = (people: PersonRow[], role: TeamRole) =>
  people
    .filter((p) => p.role === role)
    .map((p) => fullName(p))
    .join(', ');

function baseTeam(row: TeamRow, people: PersonRow[], timeZone: string): MemberTeam {
  const mine = new Set(row.viewerRoles.split(','));
  return {
    t_id: row.id,
    t_name: row.name,
    t_division: row.division,
    t_division_id: row.divisionId,
    t_season: row.season,
    t_season_id: row.seasonId,
    t_season_status: row.seasonActive,
    t_season_archived: row.seasonArchived,
    t_division_status: row.divisionActive,
    t_division_min_players: row.minPlayers,
    t_division_max_players: row.maxPlayers,
    t_division_qual: row.qualification,
    t_function: FUNCTIONS.filter(([role]) => mine.has(role))
      .map(([, name]) => name)
      .join(', '),
    t_created: formatDate(row.createdAt, timeZone),
    t_manager: namesOf(people, 'manager'),
    t_admin: namesOf(people, 'admin'),
    t_coach: namesOf(people, 'coach'),
    t_assistant: namesOf(people, 'assistant'),
    t_singlet_colour: row.singletColour,
    t_number_colour: row.numberColour,
    t_players: [],
    t_temp_players: [],
    t_invited: [],
    t_invoices: [],
    t_trust: [],
    t_held_back: [],
    o_date: row.createdAt.toISOString(),
  };
}

/**
 * Ours (issue 44, decision 320): the team's positions of trust as their holders' checks stand today, and the
 * viewer's own positions held back (a removed check; a pending one when the association blocks).
 */
function withTrust(team: MemberTeam, people: PersonRow[], trust: TrustView, viewerId: number): MemberTeam {
  const held = people
    .filter((p): p is PersonRow & { role: TeamTrustRole } => isTeamTrustRole(p.role))
    .sort((a, b) => TEAM_TRUST_ROLES.indexOf(a.role) - TEAM_TRUST_ROLES.indexOf(b.role));
  return {
    ...team,
    t_trust: held.map((p) => {
      const state = trust.stateOf(p.memberId);
      return { mid: p.memberId, name: fullName(p), position: p.role, state, label: trustLabel(p.role, state) };
    }),
    t_held_back: held.filter((p) => p.memberId === viewerId && !trust.mayAct(p.memberId)).map((p) => p.role),
  };
}

/** The member's teams (or the one team, when on it) with the member's permissions on each. */
export async function loadTeams(ctx: MemberCtx, teamId?: number): Promise<LoadedTeam[]> {
  const rows = await memberTeams(ctx.db, ctx.member.id, teamId);
  if (!rows.length) return [];
  const people = await teamPeople(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const trust = await trustOf(
    ctx.db,
    people.filter((p) => isTeamTrustRole(p.role)),
    today,
  );
  const me = fullName(ctx.member);
  return rows.map((row) => {
    const mine = people.filter((p) => p.teamId === row.id);
    const team = withTrust(baseTeam(row, mine, ctx.config.site.timeZone), mine, trust, ctx.member.id);
    return { row, people: mine, team, access: teamAccess(team, me) };
  });
}

/** The games a team still has to play, from its division's draw: no decided games, byes or games on excluded dates. */
export async function comingGames(ctx: Ctx, row: Pick<TeamRow, 'divisionId' | 'name'>): Promise<TeamGame[]> {
  return (await teamDrawGames(ctx, row.divisionId, row.name))
    .filter(({ game }) => !game.scored && !game.excluded_dates)
    .map(({ round, game }) => ({
      game: game.game,
      round,
      date_formatted: game.date_formatted,
      time_formatted: game.time_formatted,
      opponent: game.team_a_id === row.name ? game.team_b_id : game.team_a_id,
      court: game.courtLabel,
      venue: game.venueLabel,
    }));
}

function player(
  p: PersonRow,
  l: LoadedTeam,
  played: Awaited<ReturnType<typeof teamPlayedGames>>,
  today: string,
): TeamPlayer {
  const contacts = l.access.seesContacts;
  return {
    mid: p.memberId,
    firstname: p.firstname,
    lastname: p.lastname,
    playing_number: p.playingNumber,
    attendance: attendancePercent(played.player(l.row.id, p.memberId), played.team(l.row.id)),
    expiry: p.expiry ? isoToDmy(p.expiry) : null,
    expired: p.expiry !== null && p.expiry < today,
    email: contacts ? p.email : null,
    dob: contacts && p.dob ? isoToDmy(p.dob) : null,
    mobile: contacts ? p.mobile : null,
  };
}

/** The full teams for the pages: players (attendance, expiry, contacts where allowed), temporary members, invoices. */
export async function teamViews(ctx: MemberCtx, loaded: LoadedTeam[]): Promise<MemberTeam[]> {
  const ids = loaded.map((l) => l.row.id);
  if (!ids.length) return [];
  const [played, tempRows, invitedRows] = await Promise.all([
    teamPlayedGames(ctx.db, ids),
    repo.temps(ctx.db, ids),
    openInvitations(ctx.db, ids),
  ]);
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  return Promise.all(
    loaded.map(async (l) => {
      const temps = tempRows.filter((t) => t.teamId === l.row.id);
      const labels = new Map(
        temps.length ? (await comingGames(ctx, l.row)).map((g) => [g.game, teamGameLabel(g)]) : [],
      );
      return {
        ...l.team,
        t_players: l.people.filter((p) => p.role === 'player').map((p) => player(p, l, played, today)),
        t_temp_players: temps.map((t) => ({
          mid: t.memberId,
          firstname: t.firstname,
          lastname: t.lastname,
          game: t.gameId,
          game_label: labels.get(t.gameId) ?? `#${t.gameId}`,
          replacing: t.replacesMemberId,
          replacing_name:
            t.replacesMemberId === null
              ? T.notApplicable
              : fullName({ firstname: t.replacedFirst ?? '', lastname: t.replacedLast ?? '' }),
        })),
        // decision 154: invited players until they register, with the email for those who see contacts
        t_invited: invitedRows
          .filter((i) => i.teamId === l.row.id)
          .map((i) => ({
            invitation: i.id,
            firstname: i.firstname,
            lastname: i.lastname,
            status: IM.invitedStatus,
            email: l.access.seesContacts ? i.email : null,
            invited: formatDate(i.createdAt, ctx.config.site.timeZone),
          })),
        t_invoices: l.access.seesInvoices ? await teamInvoices(ctx, l.row.id) : [],
      };
    }),
  );
}
