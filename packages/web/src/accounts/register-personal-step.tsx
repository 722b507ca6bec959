import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { AU_STATES, AUSTRALIA } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels, GENDERS, IDENTIFY_GENDERS, YES_NO_NOTSAY } from '@portal/domain/shared/fields';
import { DateInput } from '../components/form-fields/date-input';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useLookupList } from '../lib/lookups';
import { CountryInput } from '../components/form-fields/country-input';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, text: labels[value] }));

/** Step 2, Personal Details (spec 000 §2.3); the netball form keeps only names, date of birth and gender (Female). */
export function RegisterPersonalStep({ form }: { form: RegistrationForm }) {
  if (form === 'netball') {
    return (
      <Stack spacing={2}>
        <TextInput name="firstname" label="First Name" required autoComplete="given-name" fullWidth />
        <TextInput name="lastname" label="Last Name" required autoComplete="family-name" fullWidth />
        <DateInput name="dob" label="Date of Birth" required fullWidth />
        <SelectInput name="gender" label="Gender" required options={[{ value: 'female', text: 'Female' }]} fullWidth />
      </Stack>
    );
  }
  return <BasketballPersonal />;
}

function BasketballPersonal() {
  const { setValue } = useFormContext();
  const country = useWatch({ name: 'countrybirth' }) as string;
  const countries = useLookupList('countries');
  // spec 000 §4: changing country of birth away from AU clears state of birth.
  useEffect(() => { if (country !== AUSTRALIA) setValue('statebirth', ''); }, [country, setValue]);
  return (
    <Stack spacing={2}>
      <TextInput name="firstname" label="Legal First Name" required autoComplete="given-name" fullWidth />
      <TextInput name="prefname" label="Preferred First Name" required autoComplete="nickname" fullWidth />
      <TextInput name="middlename" label="Legal Middle Name (optional)" autoComplete="additional-name" fullWidth />
      <TextInput name="lastname" label="Legal Last Name" required autoComplete="family-name" fullWidth />
      <DateInput name="dob" label="Date of Birth" required fullWidth />
      <CountryInput name="countrybirth" label="Country of Birth" options={countries.data ?? []} />
      {country === AUSTRALIA && <SelectInput name="statebirth" label="State of Birth" required options={AU_STATES} fullWidth />}
      <SelectInput name="aboriginal" label="Do you identify as Aboriginal or Torres Strait Islander?" required
        options={options(YES_NO_NOTSAY, ChoiceLabels.yesNoNotsay)} fullWidth />
      <SelectInput name="gender" label="Gender" required options={options(GENDERS, ChoiceLabels.gender)} fullWidth />
      <SelectInput name="identifygender" label="How do you identify in terms of gender?" required
        options={options(IDENTIFY_GENDERS, ChoiceLabels.identifyGender)} helperText={R.identifyGenderHint} fullWidth />
    </Stack>
  );
}
