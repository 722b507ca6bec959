import type { MemberFields } from '@portal/domain/profile/member-answers';
import type { ProfileUpdateBody, ProfileUpdateWire } from '@portal/domain/profile/profile.contract';
import { LOCKED_FIELDS, ProfileUpdateBody as Rules } from '@portal/domain/profile/profile.contract';
import { profileFormValues } from '@portal/domain/profile/profile-form-values';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { changedLockedFields } from '@portal/domain/profile/profile.rules';
import { zodFieldErrors } from '../platform/errors';
import type { Ctx } from '../platform/context';
import { memberColumns } from '../platform/member-mapper';
import { isKnownCountry, isKnownLocality } from './lookups.service';
import { photoSent, preparePhoto } from './photo-store';
import type { MemberChanges } from './profile.repo';

export type UpdateCheck =
  { ok: true; body: ProfileUpdateBody; jpeg: Buffer | null } | { ok: false; errors: Record<string, string> };

/**
 * Spec 000 §5: lay the sent fields over the stored ones (an absent field is unchanged) and check the result with
 * the shared profile rules, then what needs the server: locked fields unchanged, a known country, a changed
 * address that is one locality of the list (as registration checks it), one of the member's sports, and the
 * photo by its content. Every problem is reported at once, keyed by field. Only the member's row and sports are
 * read: nothing else of the profile bears on a change.
 */
export async function checkUpdate(
  ctx: Pick<Ctx, 'db'>,
  stored: MemberFields,
  sports: readonly string[],
  wire: ProfileUpdateWire,
): Promise<UpdateCheck> {
  const sent = Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined));
  const merged = { ...profileFormValues(stored), ...sent };
  const parsed = Rules.safeParse(merged);
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
  for (const field of changedLockedFields(stored, wire)) errors[field] = ProfileMessages.lockedField;
  if (!errors.countrybirth && !isKnownCountry(String(merged.countrybirth).trim()))
    errors.countrybirth = ProfileMessages.countryUnknown;
  if (
    parsed.success &&
    addressChanged(stored, parsed.data) &&
    !(await isKnownLocality(ctx, parsed.data.suburb, parsed.data.postcode, parsed.data.state))
  ) {
    errors.suburb = ProfileMessages.localityUnknown;
  }
  if (parsed.success && parsed.data.sport && !sports.includes(parsed.data.sport)) {
    errors.sport = ProfileMessages.unknownSport;
  }
  // A non-file value (e.g. the reply's profilephoto flag echoed back) means "keep the current photo".
  const photo = photoSent(wire.profilephoto) ? await preparePhoto(wire.profilephoto) : null;
  if (photo && !photo.ok) errors.profilephoto = photo.message;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: parsed.data, jpeg: photo?.ok ? photo.jpeg : null };
}

/** spec 000 §4: suburb, postcode and state come from one locality; an address kept as stored is not asked again. */
function addressChanged(stored: MemberFields, body: ProfileUpdateBody): boolean {
  return (['suburb', 'postcode', 'state'] as const).some((f) => body[f].toUpperCase() !== stored[f].toUpperCase());
}

/** The member columns an accepted update writes: every field of the form but the locked ones (spec 000 §2.3). */
export function memberChanges(body: ProfileUpdateBody): MemberChanges {
  const locked: readonly string[] = LOCKED_FIELDS;
  return memberColumns(Object.fromEntries(Object.entries(body).filter(([field]) => !locked.includes(field))));
}
