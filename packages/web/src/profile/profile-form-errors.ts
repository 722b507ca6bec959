import { isAsked } from '@portal/domain/profile/member-answers';
import { ProfileLabels, ProfileMessages, ProfileTexts } from '@portal/domain/profile/profile.messages';
import type { ServerErrorOptions } from '../lib/forms';

/** The profile's fields, and the page's sport, which has no field of its own, as the form's alert names them. */
export const PROFILE_ERROR_LABELS = { ...ProfileLabels, sport: ProfileTexts.sportProfile };

/** Whether the form shows a field right now (the two dependent fields follow their answer, spec 000 §2.3). */
const shows = (field: string, values: Record<string, unknown>) => field in ProfileLabels && isAsked(field, values);

/**
 * spec 000 §5 "Server field errors show per field", §8 the profile's alert: errors of fields not on screen (the
 * page's sport, a hidden dependent field, anything unknown) are listed in the alert, so no refusal goes unexplained.
 */
export const PROFILE_ERROR_OPTIONS: ServerErrorOptions = { formAlert: ProfileMessages.formError, shows };
