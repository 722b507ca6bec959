import type { Profile } from './profile.contract';
import { PROFILE_UPDATE_FIELDS } from './profile-update-body';

type FormField = Exclude<(typeof PROFILE_UPDATE_FIELDS)[number], 'sport' | 'profilephoto'>;
type BoolField =
  'agreed_to_terms' | 'agreed_to_privacy' | 'subscribed_to_newsletter' | 'subscribed_to_sms' | 'subscribed_to_comm';

/** The profile update's values as a stored profile holds them (text fields as text, ticks as booleans). */
export type ProfileFormValues = { [K in FormField]: K extends BoolField ? boolean : string };

/**
 * The update's values of a stored profile: the web form starts from them, and the server lays a partial update
 * over them (an absent field is unchanged), so both sides agree on what "the profile as a form" is.
 */
export function profileFormValues(p: Pick<Profile, FormField>): ProfileFormValues {
  const fields = PROFILE_UPDATE_FIELDS.filter((f): f is FormField => f !== 'sport' && f !== 'profilephoto');
  const values = Object.fromEntries(fields.map((f) => [f, p[f] ?? ''])) as ProfileFormValues;
  return values;
}
