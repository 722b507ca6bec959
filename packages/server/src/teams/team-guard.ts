import { TrustMessages, TrustPositionLabels } from '@portal/domain/safeguarding/positions-of-trust';
import { TeamsMessages as M } from '@portal/domain/teams/teams.messages';
import { seasonOpen } from '@portal/domain/teams/teams.rules';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { AppError, notFound } from '../platform/errors';
import { loadTeams, type LoadedTeam } from './team-view';

// Every team call finds its team through the member's own roles (spec 001 §4, §6; docs/decisions/070): a member who
// is not on the team cannot read it, and only its manager or team admin, while its season is open, may change it.

/** The team if the member is on it, else 404 'No Team Data'. */
export async function readableTeam(ctx: Ctx, teamId: number): Promise<LoadedTeam> {
  const [team] = await loadTeams(requireMember(ctx), teamId);
  if (!team) throw notFound(M.noTeamData);
  return team;
}

/**
 * The team if the member may change it (domain teamAccess: canEdit), else 403 and nothing changes. A manager or team
 * admin whose Working With Children Check holds their powers back is told why (issue 44, decision 320).
 */
export async function editableTeam(ctx: Ctx, teamId: number): Promise<LoadedTeam & { ctx: MemberCtx }> {
  const member = requireMember(ctx);
  const [team] = await loadTeams(member, teamId);
  if (!team?.access.canEdit) {
    const held = team?.team.t_held_back.filter((r) => r === 'manager' || r === 'admin') ?? [];
    if (team && held.length && seasonOpen(team.team))
      throw new AppError(
        403,
        'check_not_verified',
        TrustMessages.heldBack(held.map((r) => TrustPositionLabels[r].toLowerCase()).join(' and ')),
      );
    throw new AppError(403, 'forbidden', M.readOnly);
  }
  return { ...team, ctx: member };
}

/** The division's roster limits of a loaded team (spec 001 §9). */
export const limitsOf = (t: LoadedTeam) => ({ min: t.row.minPlayers, max: t.row.maxPlayers });
