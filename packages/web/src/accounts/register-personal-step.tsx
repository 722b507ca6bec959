import { Stack, Typography } from '@mui/material';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import {
  NetballLabels as N,
  RegistrationLabels as L,
  RegistrationMessages as R,
} from '@portal/domain/accounts/accounts.messages';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels, GENDERS, IDENTIFY_GENDERS, YES_NO_NOTSAY } from '@portal/domain/shared/fields';
import { CountryInput } from '../components/form-fields/country-input';
import { DateInput } from '../components/form-fields/date-input';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';
import { useLookupList } from '../lib/lookups';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, text: labels[value] }));

/** Step 2, Personal Details (spec 000 §2.3); the netball form keeps only names, date of birth and gender (Female). */
export function RegisterPersonalStep({ form }: { form: RegistrationForm }) {
  const forChild = <Typography color="textSecondary">{R.childDetails}</Typography>;
  if (form === 'netball') {
    return (
      <Stack spacing={2}>
        {forChild}
        <TextInput name="firstname" label={N.firstname} required autoComplete="given-name" fullWidth />
        <TextInput name="lastname" label={N.lastname} required autoComplete="family-name" fullWidth />
        <DateInput name="dob" label={N.dob} required fullWidth />
        <SelectInput
          name="gender"
          label={N.gender}
          required
          options={[{ value: 'female', text: ChoiceLabels.gender.female }]}
          fullWidth
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {forChild}
      <BasketballPersonal />
    </Stack>
  );
}

function BasketballPersonal() {
  const askState = useAsked('statebirth');
  const countries = useLookupList('countries');
  return (
    <Stack spacing={2}>
      <TextInput name="firstname" label={L.firstname} required autoComplete="given-name" fullWidth />
      <TextInput name="prefname" label={L.prefname} required autoComplete="nickname" fullWidth />
      <TextInput name="middlename" label={L.middlename} autoComplete="additional-name" fullWidth />
      <TextInput name="lastname" label={L.lastname} required autoComplete="family-name" fullWidth />
      <DateInput name="dob" label={L.dob} required fullWidth />
      <CountryInput name="countrybirth" label={L.countrybirth} options={countries.data ?? []} />
      {askState && <SelectInput name="statebirth" label={L.statebirth} required options={AU_STATES} fullWidth />}
      <SelectInput
        name="aboriginal"
        question={L.aboriginal}
        required
        options={options(YES_NO_NOTSAY, ChoiceLabels.yesNoNotsay)}
        fullWidth
      />
      <SelectInput name="gender" label={L.gender} required options={options(GENDERS, ChoiceLabels.gender)} fullWidth />
      <SelectInput
        name="identifygender"
        question={L.identifygender}
        required
        options={options(IDENTIFY_GENDERS, ChoiceLabels.identifyGender)}
        helperText={R.identifyGenderHint}
        fullWidth
      />
    </Stack>
  );
}
