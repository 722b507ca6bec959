import type { LinkGuardianBody, UnlinkGuardianBody } from '@portal/domain/staff/guardians.contract';
import { GuardianMessages as G } from '@portal/domain/staff/guardians.messages';
import { leavesWithoutGuardian } from '../family/guardians.service';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { changeMember, type RecordReply } from './member-change';
import { nameOf } from './member-record';
import * as repo from './guardians.repo';
import { findMember } from './members.repo';

// Guardians and dependants on a member's record, and staff linking and unlinking a guardian (docs/decisions/252).
// Each change locks the child's row (so two unlinks of one child cannot both leave the last guardian: the family
// area's leavesWithoutGuardian holds that one rule) and is recorded in the audit trail with the guardians before and
// after, in the same transaction (changeMember).

const idsOf = async (db: DbOrTx, childId: number) => (await repo.guardiansOf(db, childId)).map((g) => g.id);

/** Link member `body.guardian_id` as a guardian of `childId` (family.write): never oneself, an existing pair or its reverse. */
export async function link(ctx: StaffCtx, childId: number, body: LinkGuardianBody): Promise<RecordReply> {
  const refuse = (status: number, key: string, message: string) =>
    new AppError(status, key, message, { guardian_id: message });
  if (body.guardian_id === childId) throw refuse(422, 'not_yourself', G.notYourself);
  let guardianName = '';
  return changeMember(
    ctx,
    childId,
    body.reason,
    async (child, tx) => {
      const g = await findMember(tx, body.guardian_id);
      if (!g || g.deactivatedAt || g.mergedInto) throw refuse(422, 'no_guardian', G.noGuardian);
      if (g.username === null) throw refuse(422, 'guardian_without_sign_in', G.guardianNeedsSignIn);
      guardianName = nameOf(g);
      if (await repo.isGuardian(tx, childId, g.id))
        throw refuse(409, 'reversed', G.reversed(guardianName, nameOf(child)));
      const before = await idsOf(tx, childId);
      if (!(await repo.insertPair(tx, g.id, childId)))
        throw refuse(409, 'already_linked', G.alreadyLinked(guardianName, nameOf(child)));
      return { action: 'family.link', before: { guardians: before }, after: { guardians: [...before, g.id] } };
    },
    (child) => G.linked(guardianName, nameOf(child)),
  );
}

/** Unlink guardian `guardianId` from `childId` (family.write); a person without a sign-in keeps at least one guardian. */
export async function unlink(
  ctx: StaffCtx,
  childId: number,
  guardianId: number,
  body: UnlinkGuardianBody,
): Promise<RecordReply> {
  let guardianName = '';
  return changeMember(
    ctx,
    childId,
    body.reason,
    async (child, tx) => {
      const before = await idsOf(tx, childId);
      if (!before.includes(guardianId)) throw new AppError(404, 'not_linked', G.notLinked);
      if (await leavesWithoutGuardian(tx, childId, guardianId))
        throw new AppError(409, 'last_guardian', G.lastGuardian(nameOf(child)));
      guardianName = nameOf((await findMember(tx, guardianId))!);
      await repo.deletePair(tx, guardianId, childId);
      return {
        action: 'family.unlink',
        before: { guardians: before },
        after: { guardians: before.filter((id) => id !== guardianId) },
      };
    },
    (child) => G.unlinked(guardianName, nameOf(child)),
  );
}
