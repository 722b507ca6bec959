import type { Profile, ProfileUpdateWire } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import type { Ctx, MemberCtx } from '../platform/context';
import { fieldErrors, notFound } from '../platform/errors';
import { readFile } from '../platform/file-store';
import { memberFieldsOf } from '../platform/member-mapper';
import { countMemberTeams } from '../competition/league.service';
import { staffRolesOf } from '../staff/staff.service';
import { profileAsRead, updateAsMade } from './acting-profile';
import { bankDetailsOf, type Log } from './eft.service';
import { newPhotoKey } from './photo-store';
import { checkUpdate, memberChanges } from './profile-update';
import { toProfile } from './profile-view';
import * as repo from './profile.repo';

type SportRows = repo.SportFields[];

/** The whole profile: the member row with its sports (read again unless given), team count and masked bank details. */
async function profileOf(ctx: Ctx, member: repo.MemberRow, log?: Log, sports?: SportRows): Promise<Profile> {
  const [sportRows, nbTeams, staffRoles] = await Promise.all([
    sports ?? repo.sportsOf(ctx.db, member.id),
    countMemberTeams(ctx.db, member.id),
    staffRolesOf(ctx.db, member.id),
  ]);
  return toProfile({ member, sportRows, nbTeams, staffRoles, bank: bankDetailsOf(ctx, member, log) });
}

/** The route's sign-in read: member, sports and team count in one round trip (docs/decisions/101-signed-in-path.md). */
export const profileSession = repo.profileSession;
/** The photo upload's checks and re-encoding, for another area's images (the store's covers, decision 235). */
export { preparePhoto, type ImageBox } from './photo-store';

/**
 * Spec 000 §3: the profile answered by GET /api/member/user (bank details masked; never fails on them), from what
 * `profileSession` read with the member, or read here when called without it.
 */
export async function getProfile(
  ctx: MemberCtx,
  log?: Log,
  read?: repo.ProfileReads | null,
): Promise<{ data: Profile }> {
  // Acting for a person (the sign-in read's extra is then dropped), the profile reads as the guardian may see it (decision 259).
  if (!read) return { data: await profileAsRead(ctx, await profileOf(ctx, ctx.member, log)) };
  const { sports: sportRows, nbTeams, staffRoles } = read;
  return {
    data: toProfile({ member: ctx.member, sportRows, nbTeams, staffRoles, bank: bankDetailsOf(ctx, ctx.member, log) }),
  };
}

/**
 * Spec 000 §4, §5: update the profile. A field not sent is unchanged; the result must pass the profile rules and
 * the locked fields must be unchanged, else 422 with the spec's form alert and nothing is written. A new photo
 * replaces the one the row held, in the same transaction (decision 151).
 */
export async function updateProfile(ctx: MemberCtx, wire: ProfileUpdateWire, log?: Log): Promise<{ data: Profile }> {
  // Checked against the row and its sports only; the whole profile is built once, for the answer.
  const sportRows = await repo.sportsOf(ctx.db, ctx.member.id);
  const check = await checkUpdate(
    ctx,
    memberFieldsOf(ctx.member),
    sportRows.map((s) => s.sport),
    updateAsMade(ctx, wire),
  );
  if (!check.ok) throw fieldErrors(check.errors, ProfileMessages.formError);

  const photo = check.jpeg ? { key: newPhotoKey(ctx.member.id), bytes: check.jpeg } : null;
  const row = await repo.updateProfileRow(ctx.db, ctx.member.id, memberChanges(check.body), photo);
  return { data: await profileAsRead(ctx, await profileOf(ctx, row, log, sportRows)) };
}

/** The member's own photo (signed-in members only; nobody else's). */
export async function getPhoto(ctx: MemberCtx): Promise<Buffer> {
  const photo = ctx.member.photoPath ? await readFile(ctx.db, ctx.member.photoPath) : null;
  if (!photo) throw notFound('No profile photo');
  return photo.bytes;
}
