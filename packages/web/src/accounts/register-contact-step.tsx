import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels, DISABILITY_TYPES, YES_NO_NOTSAY } from '@portal/domain/shared/fields';
import { SelectInput } from '../components/form-fields/select-input';
import { SuburbField } from '../components/form-fields/suburb-field';
import { TextInput } from '../components/form-fields/text-input';

const MOBILE_EXAMPLE = '0412345678';
const PHONE_EXAMPLE = '0298765432';
const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, text: labels[value] }));

/** Step 3, Contact Details (spec 000 §2.3); netball: home phone required, no work phone, disability or medical fields. */
export function RegisterContactStep({ form }: { form: RegistrationForm }) {
  const netball = form === 'netball';
  return (
    <Stack spacing={2}>
      <TextInput name="email" label="Email" type="email" required autoComplete="email" fullWidth />
      <TextInput name="mobile" label="Mobile" required digits={10} autoComplete="tel" helperText={R.phoneHint(MOBILE_EXAMPLE)} fullWidth />
      <TextInput name="phone" label="Home Phone" required={netball} digits={10} helperText={R.phoneHint(PHONE_EXAMPLE)} fullWidth />
      {!netball && <TextInput name="workphone" label="Work Phone" digits={10} helperText={R.phoneHint(PHONE_EXAMPLE)} fullWidth />}
      <TextInput name="address" label="Address" required autoComplete="street-address" fullWidth />
      <SuburbField required />
      <TextInput name="postcode" label="Postcode" required digits={4} autoComplete="postal-code" fullWidth />
      <SelectInput name="state" label="State" required options={AU_STATES} fullWidth />
      {!netball && <DisabilityFields />}
      <TextInput name="ec_fullname" label="Emergency Contact Full Name" required fullWidth />
      <TextInput name="ec_mobile" label="Emergency Contact Mobile" required digits={10} helperText={R.phoneHint(MOBILE_EXAMPLE)} fullWidth />
    </Stack>
  );
}

function DisabilityFields() {
  const { setValue } = useFormContext();
  const disability = useWatch({ name: 'disability' }) as string;
  // spec 000 §4: changing the disability answer away from yes clears the impairment type.
  useEffect(() => { if (disability !== 'yes') setValue('disabilitytype', ''); }, [disability, setValue]);
  return (
    <>
      <SelectInput name="disability" label="Do you have a disability or impairment?" required
        options={options(YES_NO_NOTSAY, ChoiceLabels.yesNoNotsay)} fullWidth />
      {disability === 'yes' && (
        <SelectInput name="disabilitytype" label="Impairment Type" required options={options(DISABILITY_TYPES, ChoiceLabels.disabilityType)} fullWidth />
      )}
      <TextInput name="ec_medical" label="Medical Conditions" multiline minRows={2} fullWidth />
    </>
  );
}
