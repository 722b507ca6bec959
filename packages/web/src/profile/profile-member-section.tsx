import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels, MOBILE_DIGITS, PHONE_MAX_DIGITS } from '@portal/domain/shared/fields';
import { CountryInput } from '../components/form-fields/country-input';
import { SelectInput, type Option } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';
import { useLookupList } from '../lib/lookups';
import { ProfileCell } from './profile-cell';
import { ProfileLockedField } from './profile-locked-field';
import { ProfileSection } from './profile-section';

const options = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, text]) => ({ value, text }));
const name = (max: number) => ({ htmlInput: { maxLength: max } });

/** spec 000 §2.3 "member information": the locked fields read-only, the rest editable (spec 000 §5 rules). */
export function ProfileMemberSection({ profile }: { profile: Profile }) {
  const askState = useAsked('statebirth');
  const countries = useLookupList('countries');

  return (
    <ProfileSection title="Member Information">
      <ProfileCell><ProfileLockedField name="firstname" label="Legal First Name" value={profile.firstname} /></ProfileCell>
      <ProfileCell><TextInput name="prefname" label="Preferred First Name" required autoComplete="nickname" slotProps={name(50)} /></ProfileCell>
      <ProfileCell><TextInput name="middlename" label="Legal Middle Name" autoComplete="additional-name" slotProps={name(50)} /></ProfileCell>
      <ProfileCell><ProfileLockedField name="lastname" label="Legal Last Name" value={profile.lastname} /></ProfileCell>
      <ProfileCell><ProfileLockedField name="dob" label="Date of Birth" value={profile.dob?.replaceAll('-', '/') ?? ''} /></ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="gender" label="Gender" value={ChoiceLabels.gender[profile.gender as 'male' | 'female'] ?? profile.gender} />
      </ProfileCell>
      <ProfileCell wide>
        <SelectInput name="identifygender" question="How do you identify in terms of gender?" required options={options(ChoiceLabels.identifyGender)}
          helperText={ProfileMessages.identifyGenderHint} />
      </ProfileCell>
      <ProfileCell><CountryInput name="countrybirth" label="Country of Birth" options={countries.data ?? []} /></ProfileCell>
      {askState && (
        <ProfileCell><SelectInput name="statebirth" label="State of Birth" required options={AU_STATES} /></ProfileCell>
      )}
      <ProfileCell wide>
        <SelectInput name="aboriginal" question="Do you identify as Aboriginal or Torres Strait Islander?" required options={options(ChoiceLabels.yesNoNotsay)} />
      </ProfileCell>
      <ProfileCell><TextInput name="email" label="Email" type="email" autoComplete="email" required slotProps={name(255)} /></ProfileCell>
      <ProfileCell><TextInput name="mobile" label="Mobile" digits={MOBILE_DIGITS} autoComplete="tel" required helperText="e.g. 0412345678" /></ProfileCell>
      <ProfileCell><TextInput name="phone" label="Home Phone" digits={PHONE_MAX_DIGITS} helperText="e.g. 0298765432" /></ProfileCell>
      <ProfileCell><TextInput name="workphone" label="Work Phone" digits={PHONE_MAX_DIGITS} helperText="e.g. 0298765432" /></ProfileCell>
    </ProfileSection>
  );
}
