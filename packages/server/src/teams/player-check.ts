import { eligibilityRefusal } from '@portal/domain/competition/division-eligibility';
import { judgePlayer } from '@portal/domain/teams/player-check';
import { dmyToIso } from '@portal/domain/shared/time';
import type { CheckPlayerBody, CheckPlayerResult, PlayerEntry } from '@portal/domain/teams/teams.contract';
import { PlayerCheckFailures as F } from '@portal/domain/teams/teams.messages';
import { divisionEligibility } from '../competition/league.service';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireMember } from '../platform/gates';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import * as invitations from './invitations.repo';
import * as repo from './teams.repo';

// The player check's server side (docs/decisions/071-player-check.md): load the members the row may name, and let
// the domain rule judge. Team detail's adds and the nomination wizard both call it, through teams.service.ts.

/** decision 155: answers naming no member, per member and hour, before the check answers 429 (as voucher pins do). */
export const PLAYER_CHECK_FAILURE_LIMIT = 50;
const PLAYER_CHECK_WINDOW_MS = 60 * 60_000;

/**
 * Which member a player row names in a division: 'Player Found' with the mid, 'Email required', 'Player Invited' (a
 * player with an email no member of that name holds: decision 154), or a failure. Only players are held to one team
 * per division, and only players may be invited; a coach or assistant may hold a place in another team.
 */
export async function findPlayer(
  db: DbOrTx,
  player: Pick<PlayerEntry, 'firstname' | 'lastname' | 'dob' | 'gender' | 'email' | 'mid' | 'role'>,
  divisionId: number,
): Promise<CheckPlayerResult> {
  const [division, named, byMid] = await Promise.all([
    divisionEligibility(db, divisionId),
    repo.membersNamed(db, player.firstname, player.lastname, divisionId),
    player.mid != null ? repo.memberById(db, player.mid, divisionId) : Promise.resolve(null),
  ]);
  if (!division) return { outcome: 'failed', status: F.noDivision, mid: null };
  const playing = (player.role ?? 'player') === 'player';
  const asCandidate = (c: (typeof named)[number]) => ({ ...c, inDivision: playing && Boolean(c.inDivision) });
  const result = judgePlayer(player, named.map(asCandidate), byMid && asCandidate(byMid), playing);
  if (!playing || (result.outcome !== 'found' && result.outcome !== 'invited')) return result;
  // decision 222: a player must be one the division admits: the member's own record, or the row of a player to invite
  const member = result.outcome === 'found' ? [...named, byMid].find((c) => c?.id === result.mid) : null;
  const refusal = eligibilityRefusal(
    division,
    member ? { gender: member.gender, dobIso: member.dob } : { gender: player.gender, dobIso: dmyToIso(player.dob) },
  );
  return refusal ? { outcome: 'failed', status: refusal, mid: null } : result;
}

/**
 * decision 155: a member whose checks named nobody PLAYER_CHECK_FAILURE_LIMIT times in the last hour is refused (429
 * with Retry-After), so dates of birth and email addresses cannot be tried one after another to find who is a member.
 */
async function refuseTooManyChecks(ctx: MemberCtx): Promise<void> {
  const since = new Date(ctx.now().getTime() - PLAYER_CHECK_WINDOW_MS);
  if ((await invitations.countCheckFailures(ctx.db, ctx.member.id, since)) < PLAYER_CHECK_FAILURE_LIMIT) return;
  const minutes = PLAYER_CHECK_WINDOW_MS / 60_000;
  throw new AppError(429, 'too_many_requests', F.tooMany(minutes), undefined, { 'retry-after': String(minutes * 60) });
}

/** Count `n` checks of a member that named no member (decision 155). */
export async function countMisses(ctx: MemberCtx, n: number): Promise<void> {
  await invitations.recordCheckFailures(ctx.db, ctx.member.id, ctx.now(), n);
}

/** POST /api/ecommerce/teamnomination/checkplayer: 200 with the check's outcome, or 429 past the limit. */
export async function checkPlayer(ctx: Ctx, body: CheckPlayerBody): Promise<{ data: CheckPlayerResult }> {
  const member = requireMember(ctx);
  await refuseTooManyChecks(member);
  const result = await findPlayer(ctx.db, body.player, body.division);
  await countMisses(member, result.outcome === 'found' ? 0 : 1);
  return { data: result };
}
