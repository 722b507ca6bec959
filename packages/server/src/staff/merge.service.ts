import { DUPLICATES_SHOWN, type DuplicatePair, type MergeBody } from '@portal/domain/staff/duplicates.contract';
import { duplicateMatch, type PersonFacts } from '@portal/domain/staff/duplicates';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import { endSessions } from '../accounts/accounts.service';
import { moveBookings } from '../bookings/bookings.staff.service';
import { writeLeague, type LeagueWrite } from '../competition/league.service';
import { moveStats } from '../competition/competition.staff.service';
import { moveEntries } from '../nomination/nomination.staff.service';
import { ledgerCounts, moveLedger } from '../payments/payments.staff.service';
import { moveRosters } from '../rosters/rosters.staff.service';
import { moveAttendees } from '../store/store.staff.service';
import { moveTeamRows, playerClashes, teamCounts } from '../teams/teams.staff.service';
import { AppError, isUniqueViolation } from '../platform/errors';
import { DIVISION_PLAYER_KEY } from '../platform/league.tables';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './duplicates.repo';
import { nameOf } from './member-record';
import { lockMembers, type MemberRow } from './members.repo';

// Duplicate people and the merge of two accounts of one person (docs/decisions/162).

/** Candidates read to find the pairs shown (most share a contact field; the rule drops the others). */
const CANDIDATES = 4 * DUPLICATES_SHOWN;

/** The pairs that look like one person, by name; `more` when there are more than shown. */
export async function duplicates(
  ctx: Pick<StaffCtx, 'db'>,
): Promise<{ data: { pairs: DuplicatePair[]; more: boolean } }> {
  const candidates = await repo.candidatePairs(ctx.db, CANDIDATES + 1);
  const ids = [...new Set(candidates.flatMap((c) => [c.a, c.b]))];
  const [facts, ledgers, teams] = await Promise.all([
    repo.pairFacts(ctx.db, ids),
    ledgerCounts(ctx.db, ids),
    teamCounts(ctx.db, ids),
  ]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const side = (id: number) => {
    const f = byId.get(id)!;
    return {
      id,
      username: f.username ?? '',
      email: f.email,
      mobile: f.mobile,
      postcode: f.postcode,
      created_at: f.createdAt.toISOString(),
      last_sign_in: f.lastSignIn ? new Date(f.lastSignIn).toISOString() : null,
      ...ledgers.get(id)!,
      teams: teams.get(id) ?? 0,
    };
  };
  const pairs = candidates.slice(0, CANDIDATES).flatMap(({ a, b }) => {
    const matched = duplicateMatch(byId.get(a)!, byId.get(b)!);
    const fa = byId.get(a)!;
    return matched.length
      ? [{ name: nameOf(fa), dob: fa.dob!, gender: fa.gender, a: side(a), b: side(b), matched_on: matched }]
      : [];
  });
  return {
    data: {
      pairs: pairs.slice(0, DUPLICATES_SHOWN),
      more: pairs.length > DUPLICATES_SHOWN || candidates.length > CANDIDATES,
    },
  };
}

const factsOf = (m: MemberRow): PersonFacts => m;

/**
 * Merge account `merge_id` into `keep_id` (members.merge): both active and alike by the duplicate rule, and not
 * playing in two teams of one division. Everything the merged account holds moves in one transaction (inside
 * writeLeague: stats and rosters change the public answers); the merged account is deactivated with
 * merged_into set, its sessions end, and its own username and password sign in to the kept account from then on.
 */
export async function merge(
  ctx: StaffCtx,
  body: MergeBody,
): Promise<{ data: { message: string; moved: Record<string, number> } }> {
  const { keep_id: to, merge_id: from, reason } = body;
  if (to === from) throw new AppError(422, 'same_member', R.mergeSame, { merge_id: R.mergeSame });
  try {
    return await writeLeague(ctx, async (w) => {
      const { tx, touch } = w;
      const rows = await lockMembers(tx, [to, from]);
      const keep = rows.find((r) => r.id === to);
      const gone = rows.find((r) => r.id === from);
      if (!keep || !gone) throw new AppError(404, 'not_found', R.notFound);
      if (keep.deactivatedAt || gone.deactivatedAt) throw new AppError(409, 'inactive', R.mergeInactive);
      if (!duplicateMatch(factsOf(keep), factsOf(gone)).length)
        throw new AppError(409, 'not_duplicate', R.mergeNotDuplicate);
      const [clash] = await playerClashes(tx, from, to);
      if (clash)
        throw new AppError(
          409,
          'team_clash',
          R.mergeTeamClash(`${clash.division} (${clash.season})`, clash.teamA, clash.teamB),
        );
      const moved = await moveEverything(w, from, to);
      const at = ctx.now();
      await endSessions(tx, from, at);
      await repo.markMerged(tx, from, to, at);
      touch.everything();
      const about = (m: MemberRow) => ({
        id: m.id,
        username: m.username,
        email: m.email,
        mobile: m.mobile,
        postcode: m.postcode,
      });
      await recordAudit(tx, ctx, {
        action: 'members.merge',
        entity: 'member',
        entityId: to,
        reason,
        before: { merged: about(gone) },
        after: { moved },
      });
      await recordAudit(tx, ctx, {
        action: 'members.merged_into',
        entity: 'member',
        entityId: from,
        reason,
        before: { merged_into: null, deactivated_at: null },
        after: { merged_into: to, deactivated_at: at.toISOString() },
      });
      return { data: { message: R.merged(gone.username ?? '', keep.username ?? ''), moved } };
    });
  } catch (err) {
    // A player added to a team of the other account's division while the merge ran (decision 143).
    if (isUniqueViolation(err, DIVISION_PLAYER_KEY)) throw new AppError(409, 'team_clash', R.mergeTeamClashLate);
    throw err;
  }
}

/** Each area moves its own rows (through its service), in the merge's transaction. */
async function moveEverything(w: LeagueWrite, from: number, to: number): Promise<Record<string, number>> {
  const { tx } = w;
  return {
    ...(await moveLedger(tx, from, to)),
    ...(await moveTeamRows(w, from, to)),
    ...(await moveEntries(tx, from, to)),
    ...(await moveBookings(tx, from, to)),
    ...(await moveRosters(tx, from, to)),
    ...(await moveAttendees(tx, from, to)),
    ...(await moveStats(tx, from, to)),
    ...(await repo.moveSportsAndRoles(tx, from, to)),
  };
}
