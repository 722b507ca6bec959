import { useEffect } from 'react';
import { TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { AUSTRALIA, AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels } from '@portal/domain/shared/fields';
import { SelectInput, type Option } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';
import { useLookupList } from '../lib/lookups';

const options = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, text]) => ({ value, text }));

/** A locked field (spec 000 §2.3 banner): shown read-only, with the server's error should a change be refused. */
function Locked({ name, label, value }: { name: string; label: string; value: string }) {
  const { formState } = useFormContext();
  const error = formState.errors[name]?.message as string | undefined;
  return <TextField label={label} value={value} disabled error={Boolean(error)} helperText={error} />;
}

/** spec 000 §2.3 "member information": the locked fields read-only, the rest editable (spec 000 §5 rules). */
export function ProfileMemberSection({ profile }: { profile: Profile }) {
  const { setValue } = useFormContext();
  const country = useWatch({ name: 'countrybirth' }) as string;
  const countries = useLookupList('countries');
  // spec 000 §4: changing country of birth away from AU clears state of birth.
  useEffect(() => { if (country !== AUSTRALIA) setValue('statebirth', ''); }, [country, setValue]);

  return (
    <ProfileSection title="Member Information">
      <ProfileCell><Locked name="firstname" label="Legal First Name" value={profile.firstname} /></ProfileCell>
      <ProfileCell><TextInput name="prefname" label="Preferred First Name" required slotProps={{ htmlInput: { maxLength: 50 } }} /></ProfileCell>
      <ProfileCell><TextInput name="middlename" label="Legal Middle Name" slotProps={{ htmlInput: { maxLength: 50 } }} /></ProfileCell>
      <ProfileCell><Locked name="lastname" label="Legal Last Name" value={profile.lastname} /></ProfileCell>
      <ProfileCell><Locked name="dob" label="Date of Birth" value={profile.dob?.replaceAll('-', '/') ?? ''} /></ProfileCell>
      <ProfileCell>
        <Locked name="gender" label="Gender" value={ChoiceLabels.gender[profile.gender as 'male' | 'female'] ?? profile.gender} />
      </ProfileCell>
      <ProfileCell wide>
        <SelectInput name="identifygender" label="How do you identify in terms of gender?" required options={options(ChoiceLabels.identifyGender)}
          helperText="Competition categories are male and female. Please contact the association about specific needs." />
      </ProfileCell>
      <ProfileCell>
        <SelectInput name="countrybirth" label="Country of Birth" required options={countries.data ?? []}
          disabled={!countries.data} helperText={countries.isPending ? 'Loading countries…' : undefined} />
      </ProfileCell>
      {country === AUSTRALIA && (
        <ProfileCell><SelectInput name="statebirth" label="State of Birth" required options={AU_STATES} /></ProfileCell>
      )}
      <ProfileCell wide>
        <SelectInput name="aboriginal" label="Do you identify as Aboriginal or Torres Strait Islander?" required options={options(ChoiceLabels.yesNoNotsay)} />
      </ProfileCell>
      <ProfileCell><TextInput name="email" label="Email" type="email" autoComplete="email" required slotProps={{ htmlInput: { maxLength: 255 } }} /></ProfileCell>
      <ProfileCell><TextInput name="mobile" label="Mobile" digits={10} autoComplete="tel" required helperText="e.g. 0412345678" /></ProfileCell>
      <ProfileCell><TextInput name="phone" label="Home Phone" digits={10} helperText="e.g. 0298765432" /></ProfileCell>
      <ProfileCell><TextInput name="workphone" label="Work Phone" digits={10} helperText="e.g. 0298765432" /></ProfileCell>
    </ProfileSection>
  );
}
