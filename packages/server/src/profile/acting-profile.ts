import { CONTACT_FIELDS, OWN_SIGN_IN_FIELDS } from '@portal/domain/profile/acting-fields';
import type { Profile, ProfileUpdateWire } from '@portal/domain/profile/profile.contract';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import type { Ctx } from '../platform/context';
import { AppError } from '../platform/errors';
import { memberFieldsOf } from '../platform/member-mapper';
import { guardianNamesOf } from './profile.repo';

// The profile while a guardian acts for its person (docs/decisions/258, 259). A person with a sign-in of their own
// keeps their email address and subscriptions; a person without one is reached through their guardians, so each
// guardian reads their own contact details where the person's would be, never another guardian's.

const TRUE = new Set<unknown>([true, 'true', '1', 'on']);

/** The profile as the context's reader sees it: a guardian acting for a person without a sign-in reads their own contact details. */
export async function profileAsRead(ctx: Ctx, profile: Profile): Promise<Profile> {
  const { actor, member } = ctx;
  if (!actor || !member || member.username !== null) return profile;
  const own = memberFieldsOf(actor);
  const contact = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, own[f]]));
  return { ...profile, ...contact, guardians: await guardianNamesOf(ctx.db, member.id) };
}

/**
 * The update as it may be made by the context's reader. Acting for a person with a sign-in of their own, a changed
 * email address or subscription is refused (403 own_sign_in), nothing written; acting for a person without one, the
 * contact fields sent (the guardian's own, as read) are dropped, so the person's record keeps its own.
 */
export function updateAsMade(ctx: Ctx, wire: ProfileUpdateWire): ProfileUpdateWire {
  const { actor, member } = ctx;
  if (!actor || !member) return wire;
  if (member.username === null)
    return Object.fromEntries(
      Object.entries(wire).filter(([f]) => !(CONTACT_FIELDS as readonly string[]).includes(f)),
    ) as ProfileUpdateWire;
  const stored = memberFieldsOf(member);
  const changed = OWN_SIGN_IN_FIELDS.some((f) => {
    const sent = wire[f];
    if (sent === undefined) return false;
    return f === 'email'
      ? String(sent).trim().toLowerCase() !== stored.email.trim().toLowerCase()
      : TRUE.has(sent) !== stored[f];
  });
  if (changed) throw new AppError(403, 'own_sign_in', FamilyAccessMessages.ownSignIn(member.firstname));
  return wire;
}
