import type { EftBody, EftReply, Profile, ProfileUpdateBody } from '@portal/domain/profile/profile.contract';
import { EftForm, eftBodyToForm } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { changedLockedFields } from '@portal/domain/profile/profile.rules';
import { requireGates, type Ctx, type MemberCtx } from '../platform/auth';
import { fieldErrors, notFound, zodFieldErrors } from '../platform/errors';
import { countMemberTeams } from '../competition/competition.service';
import { bankKeyFor, decrypt, encrypt } from './bank-crypto';
import { photoSent, preparePhoto, readPhoto, removePhoto, storePhoto } from './photo-store';
import { toProfile } from './profile-view';
import * as repo from './profile.repo';

function bankOf(ctx: Ctx, m: repo.MemberRow) {
  const key = bankKeyFor(ctx.config);
  return { name: decrypt(key, m.acctNameEnc), bsb: decrypt(key, m.acctBsbEnc), number: decrypt(key, m.acctNumberEnc) };
}

async function profileOf(ctx: Ctx, member: repo.MemberRow): Promise<Profile> {
  const [sportRows, nbTeams] = await Promise.all([repo.sportsOf(ctx.db, member.id), countMemberTeams(ctx.db, member.id)]);
  return toProfile({ member, sportRows, nbTeams, bank: bankOf(ctx, member) });
}

/** Spec 000 §3: the profile answered by GET /api/member/user (bank details masked). */
export async function getProfile(ctx: MemberCtx): Promise<{ data: Profile }> {
  return { data: await profileOf(ctx, ctx.member) };
}

/**
 * Spec 000 §4, §5: update the profile. Locked fields must be unchanged (422 on the field otherwise); the photo is
 * checked by content and resized; the old photo file goes once the new one is recorded.
 */
export async function updateProfile(ctx: MemberCtx, body: ProfileUpdateBody): Promise<{ data: Profile }> {
  const stored = await profileOf(ctx, ctx.member);
  const errors: Record<string, string> = {};
  for (const field of changedLockedFields(stored, body)) errors[field] = ProfileMessages.lockedField;
  // A non-file value (e.g. the reply's profilephoto flag echoed back) means "keep the current photo".
  const photo = photoSent(body.profilephoto) ? await preparePhoto(body.profilephoto) : null;
  if (photo && !photo.ok) errors.profilephoto = photo.message;
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const uploadDir = ctx.config.uploadDir;
  const newPhoto = photo?.ok ? await storePhoto(uploadDir, ctx.member.id, photo.jpeg) : null;
  let updated: repo.MemberRow;
  try {
    updated = await repo.updateMember(ctx.db, ctx.member.id, {
      prefname: body.prefname, middlename: body.middlename, email: body.email,
      mobile: body.mobile, phone: body.phone, workphone: body.workphone,
      address: body.address, suburb: body.suburb, postcode: body.postcode, state: body.state,
      job: body.job, jobTitle: body.job_title, school: body.school, skills: body.skills, height: body.height, weight: body.weight,
      ecFullname: body.ec_fullname, ecMobile: body.ec_mobile, ecFullname2: body.ec_fullname_2, ecMobile2: body.ec_mobile_2,
      ecMedical: body.ec_medical,
      // spec 000 §4: leaving AU clears the state of birth; leaving "yes" clears the impairment type.
      disability: body.disability, disabilitytype: body.disability === 'yes' ? body.disabilitytype : '',
      identifygender: body.identifygender, countrybirth: body.countrybirth,
      statebirth: body.countrybirth === 'AU' ? body.statebirth : '', aboriginal: body.aboriginal,
      // spec 000 §5: the indemnity agreement follows the privacy agreement.
      agreedToTerms: body.agreed_to_terms, agreedToPrivacy: body.agreed_to_privacy, agreedToIndemnity: body.agreed_to_privacy,
      subscribedToNewsletter: body.subscribed_to_newsletter, subscribedToSms: body.subscribed_to_sms,
      subscribedToComm: body.subscribed_to_comm,
      ...(newPhoto ? { photoPath: newPhoto } : {}),
    });
  } catch (err) {
    await removePhoto(uploadDir, newPhoto);
    throw err;
  }
  if (newPhoto) await removePhoto(uploadDir, ctx.member.photoPath).catch(() => undefined);
  return { data: await profileOf(ctx, updated) };
}

/** The member's own photo (signed-in members only; nobody else's). */
export async function getPhoto(ctx: MemberCtx): Promise<Buffer> {
  const photo = ctx.member.photoPath ? await readPhoto(ctx.config.uploadDir, ctx.member.photoPath) : null;
  if (!photo) throw notFound('No profile photo');
  return photo;
}

/** Spec 000 §5: save bank details (is_eft only). Field errors carry the form's names account_name, account_bsb, account_number. */
export async function saveEft(ctx: Ctx, body: EftBody): Promise<EftReply> {
  const member = requireGates(ctx, 'is_eft');
  const parsed = EftForm.safeParse(eftBodyToForm(body));
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues), ProfileMessages.formError);
  const key = bankKeyFor(ctx.config);
  const { account_name, account_bsb, account_number } = parsed.data;
  await repo.updateMember(ctx.db, member.member.id, {
    acctNameEnc: encrypt(key, account_name), acctBsbEnc: encrypt(key, account_bsb), acctNumberEnc: encrypt(key, account_number),
  });
  return { data: { acct_name: account_name, acct_bsb: account_bsb, acct_number: account_number, message: ProfileMessages.eftSaved } };
}

/** The bank details in clear, for the member's own EFT page (docs/decisions/011-bank-details-at-rest.md). */
export async function getEft(ctx: Ctx): Promise<{ data: { acct_name: string; acct_bsb: string; acct_number: string } }> {
  const member = requireGates(ctx, 'is_eft');
  const bank = bankOf(ctx, member.member);
  return { data: { acct_name: bank.name, acct_bsb: bank.bsb, acct_number: bank.number } };
}

