import { Stack } from '@mui/material';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { RegistrationLabels as L } from '@portal/domain/accounts/accounts.messages';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import {
  ChoiceLabels,
  DISABILITY_TYPES,
  MOBILE_DIGITS,
  PHONE_MAX_DIGITS,
  YES_NO_NOTSAY,
} from '@portal/domain/shared/fields';
import { MemberHints } from '@portal/domain/shared/member-labels';
import { SelectInput } from '../components/form-fields/select-input';
import { SuburbField } from '../components/form-fields/suburb-field';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, text: labels[value] }));

/** Step 3, Contact Details (spec 000 §2.3); netball: home phone required, no work phone, disability or medical fields. */
export function RegisterContactStep({ form }: { form: RegistrationForm }) {
  const netball = form === 'netball';
  return (
    <Stack spacing={2}>
      <TextInput name="email" label={L.email} type="email" required autoComplete="email" fullWidth />
      <TextInput
        name="mobile"
        label={L.mobile}
        required
        digits={MOBILE_DIGITS}
        autoComplete="tel"
        helperText={MemberHints.mobile}
        fullWidth
      />
      <TextInput
        name="phone"
        label={L.phone}
        required={netball}
        digits={PHONE_MAX_DIGITS}
        helperText={MemberHints.phone}
        fullWidth
      />
      {!netball && (
        <TextInput
          name="workphone"
          label={L.workphone}
          digits={PHONE_MAX_DIGITS}
          helperText={MemberHints.phone}
          fullWidth
        />
      )}
      {/* No address autocomplete: MAPS_ENABLED is reserved until a maps provider is chosen (docs/decisions/033-address-country-phones.md). */}
      <TextInput name="address" label={L.address} required autoComplete="street-address" fullWidth />
      <SuburbField label={L.suburb} required />
      <TextInput name="postcode" label={L.postcode} required digits={4} autoComplete="postal-code" fullWidth />
      <SelectInput name="state" label={L.state} required options={AU_STATES} fullWidth />
      {!netball && <DisabilityFields />}
      <TextInput name="ec_fullname" label={L.ec_fullname} required fullWidth />
      <TextInput
        name="ec_mobile"
        label={L.ec_mobile}
        required
        digits={MOBILE_DIGITS}
        helperText={MemberHints.mobile}
        fullWidth
      />
    </Stack>
  );
}

function DisabilityFields() {
  const askType = useAsked('disabilitytype');
  return (
    <>
      <SelectInput
        name="disability"
        question={L.disability}
        required
        options={options(YES_NO_NOTSAY, ChoiceLabels.yesNoNotsay)}
        fullWidth
      />
      {askType && (
        <SelectInput
          name="disabilitytype"
          label={L.disabilitytype}
          required
          options={options(DISABILITY_TYPES, ChoiceLabels.disabilityType)}
          fullWidth
        />
      )}
      <TextInput name="ec_medical" label={L.ec_medical} multiline minRows={2} fullWidth />
    </>
  );
}
