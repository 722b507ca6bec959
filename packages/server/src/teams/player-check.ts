import { judgePlayer } from '@portal/domain/teams/player-check';
import type { CheckPlayerBody, CheckPlayerResult, PlayerEntry } from '@portal/domain/teams/teams.contract';
import { PlayerCheckFailures as F } from '@portal/domain/teams/teams.messages';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import type { DbOrTx } from '../platform/db';
import * as repo from './teams.repo';

// The player check's server side (docs/decisions/071-player-check.md): load the members the row may name, and let
// the domain rule judge. Team detail's adds and the nomination wizard both call it, through teams.service.ts.

/**
 * Which member a player row names in a division: 'Player Found' with the mid, 'Email required', or a failure.
 * Only players are held to one team per division; a coach or assistant may hold a place in another team.
 */
export async function findPlayer(db: DbOrTx, player: Pick<PlayerEntry, 'firstname' | 'lastname' | 'dob' | 'gender' | 'email' | 'mid' | 'role'>, divisionId: number): Promise<CheckPlayerResult> {
  if (!(await repo.divisionExists(db, divisionId))) return { outcome: 'failed', status: F.noDivision, mid: null };
  const [named, byMid] = await Promise.all([
    repo.membersNamed(db, player.firstname, player.lastname, divisionId),
    player.mid != null ? repo.memberById(db, player.mid, divisionId) : Promise.resolve(null),
  ]);
  const playing = (player.role ?? 'player') === 'player';
  const asCandidate = (c: (typeof named)[number]) => ({ ...c, inDivision: playing && Boolean(c.inDivision) });
  return judgePlayer(player, named.map(asCandidate), byMid && asCandidate(byMid));
}

/** POST /api/ecommerce/teamnomination/checkplayer: always 200 with the check's outcome. */
export async function checkPlayer(ctx: Ctx, body: CheckPlayerBody): Promise<{ data: CheckPlayerResult }> {
  requireMember(ctx);
  return { data: await findPlayer(ctx.db, body.player, body.division) };
}
