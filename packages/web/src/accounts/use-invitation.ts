import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { invitationQuery } from './accounts.api';

/**
 * The fields an invitation fills in when they are still empty: the preferred first name from the first name (not on
 * the netball form), and the gender only where the form offers it (netball: female).
 */
const FILLED = [
  ['firstname', 'firstname'],
  ['prefname', 'firstname'],
  ['lastname', 'lastname'],
  ['dob', 'dob'],
  ['email', 'email'],
  ['gender', 'gender'],
] as const;

/**
 * A registration opened from a team's invitation link (`?invitation=`, decision 156): what the link holds, its
 * details filled into the form, and the token to register with while it is usable.
 */
export function useInvitation(methods: UseFormReturn, form: RegistrationForm) {
  const [params] = useSearchParams();
  const token = params.get('invitation');
  const query = useQuery(invitationQuery(token));
  const details = query.data?.invitation ?? null;

  useEffect(() => {
    if (!details) return;
    for (const [field, from] of FILLED) {
      const value = details[from];
      if (form === 'netball' && (field === 'prefname' || (field === 'gender' && value !== 'female'))) continue;
      if (!methods.getValues(field)) methods.setValue(field, value);
    }
  }, [details, methods, form]);

  return {
    token: details ? token : null,
    details,
    checking: Boolean(token) && query.isPending,
    unusable: Boolean(token) && (query.isError || query.data?.usable === false),
  };
}
