import type { Profile } from '@portal/domain/profile/profile.contract';
import { useActingFor } from '../lib/use-act-for';

/**
 * Who the profile form is filled in by (docs/decisions/258, 259): the member themself; a guardian acting for a person
 * with a sign-in of their own (whose email address and subscriptions stay theirs); or a guardian acting for a person
 * without one (whose contact fields show the guardian's own details and are changed on the guardian's own profile).
 */
export type ActingMode = 'self' | 'own-sign-in' | 'no-sign-in';

export function useActingMode(profile: Profile): ActingMode {
  const actingFor = useActingFor();
  if (actingFor === null || actingFor !== profile.id) return 'self';
  return profile.username === '' ? 'no-sign-in' : 'own-sign-in';
}
