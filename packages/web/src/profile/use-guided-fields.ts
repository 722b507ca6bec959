import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { LOCKED_FIELDS } from '@portal/domain/profile/locked-fields';
import { ProfileLabels } from '@portal/domain/profile/profile.messages';
import { missingProfileFields } from '@portal/domain/profile/profile.rules';
import { afterStartupScroll } from '../lib/scroll';

/** The query of a profile link that opens the form guided: /member/profile?sport=…&complete=1. */
export const GUIDE_PARAM = 'complete';

/** The profile opened guided to its missing fields. */
export const guidedProfileLink = (sport: string) =>
  `/member/profile?sport=${encodeURIComponent(sport)}&${GUIDE_PARAM}=1`;

const FORM_ORDER = Object.keys(ProfileLabels);
const locked = new Set<string>(LOCKED_FIELDS);

/** The required fields a profile lacks that the member can fill in, in the order the form shows them. */
export function fieldsToComplete(profile: Parameters<typeof missingProfileFields>[0]): string[] {
  return missingProfileFields(profile)
    .filter((f) => !locked.has(f))
    .sort((a, b) => FORM_ORDER.indexOf(a) - FORM_ORDER.indexOf(b));
}

/**
 * The dashboard's "Missing information" link opens the profile guided (decision 121): the missing fields are marked
 * with their message and the first one is focused, below the app bar (theme.ts scroll padding). A marked field is
 * checked again as it is filled in, so its mark goes as soon as it is right.
 */
export function useGuidedFields<T extends FieldValues>(form: UseFormReturn<T>, profile: Profile, guide: boolean) {
  useEffect(() => {
    if (!guide) return;
    const fields = fieldsToComplete(profile) as FieldPath<T>[];
    const first = fields[0];
    if (!first) return;
    const watching = form.watch((_, { name }) => {
      if (name && fields.includes(name)) void form.trigger(name);
    });
    // After the start-up and new-page scrolls, which would otherwise take the member back to the top.
    const cancel = afterStartupScroll(() => {
      void form.trigger(fields).then(() => form.setFocus(first));
    });
    return () => {
      cancel();
      watching.unsubscribe();
    };
    // Once, when the page opens guided: the stored profile decides what is missing.
  }, [guide]); // eslint-disable-line react-hooks/exhaustive-deps
}
