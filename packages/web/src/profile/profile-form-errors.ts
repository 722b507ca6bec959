import { AUSTRALIA } from '@portal/domain/profile/lookups.contract';
import { PROFILE_UPDATE_FIELDS } from '@portal/domain/profile/profile-update-body';

// Names for the fields that can be off screen when the server refuses them.
const LABELS: Record<string, string> = {
  sport: 'Sport profile', disabilitytype: 'Impairment Type', statebirth: 'State of Birth',
};

/** Whether the form shows a field right now (the two dependent fields follow their answer, spec 000 §2.3). */
function shown(field: string, values: { disability?: unknown; countrybirth?: unknown }): boolean {
  if (field === 'disabilitytype') return values.disability === 'yes';
  if (field === 'statebirth') return values.countrybirth === AUSTRALIA;
  return field !== 'sport' && (PROFILE_UPDATE_FIELDS as readonly string[]).includes(field);
}

/**
 * spec 000 §5 "Server field errors show per field": those of fields not on screen (the page's sport, a hidden
 * dependent field, anything unknown) are listed in the form's alert instead, so no refusal goes unexplained.
 */
export function offScreenErrors(fields: Record<string, string>, values: { disability?: unknown; countrybirth?: unknown }): string[] {
  return Object.entries(fields).filter(([field]) => !shown(field, values)).map(([field, message]) => `${LABELS[field] ?? field}: ${message}`);
}
