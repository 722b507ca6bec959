import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEPENDENT_ANSWERS, type DependentField } from '@portal/domain/profile/member-answers';

/**
 * Whether the form asks a dependent field now (state of birth, impairment type: spec 000 §2.3); when the answer it
 * follows stops asking it, the field is cleared (spec 000 §4), so a hidden answer is never sent.
 */
export function useAsked(field: DependentField): boolean {
  const { setValue } = useFormContext();
  const { follows, asked } = DEPENDENT_ANSWERS[field];
  const shown = asked(useWatch({ name: follows }));
  useEffect(() => {
    if (!shown) setValue(field, '');
  }, [shown, field, setValue]);
  return shown;
}
