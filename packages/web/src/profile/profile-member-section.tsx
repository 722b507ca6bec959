import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileLabels as L, ProfileMessages, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ChoiceLabels, MEMBER_MAX_LENGTH as MAX, MOBILE_DIGITS, PHONE_MAX_DIGITS } from '@portal/domain/shared/fields';
import { MemberHints } from '@portal/domain/shared/member-labels';
import { CountryInput } from '../components/form-fields/country-input';
import { SelectInput, type Option } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAsked } from '../components/form-fields/use-asked';
import { useLookupList } from '../lib/lookups';
import type { ActingMode } from './acting-mode';
import { ProfileCell } from './profile-cell';
import { ProfileLockedField } from './profile-locked-field';
import { ProfileSection } from './profile-section';

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, text]) => ({ value, text }));

/**
 * A person without a sign-in is reached through their guardians (decision 259): the acting guardian reads their own
 * email and phones here, read-only, changed on their own profile.
 */
function GuardianContact({ profile }: { profile: Profile }) {
  return (
    <>
      <ProfileCell>
        <ProfileLockedField name="email" label={L.email} value={profile.email} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="mobile" label={L.mobile} value={profile.mobile} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="phone" label={L.phone} value={profile.phone} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="workphone" label={L.workphone} value={profile.workphone} />
      </ProfileCell>
    </>
  );
}

/** The member's own email (read-only when it is their sign-in) and phones, editable. */
function OwnContact({ profile, mode }: { profile: Profile; mode: ActingMode }) {
  return (
    <>
      <ProfileCell>
        {mode === 'own-sign-in' ? (
          <ProfileLockedField name="email" label={L.email} value={profile.email} />
        ) : (
          <TextInput name="email" label={L.email} type="email" autoComplete="email" required maxLength={MAX.email} />
        )}
      </ProfileCell>
      <ProfileCell>
        <TextInput
          name="mobile"
          label={L.mobile}
          digits={MOBILE_DIGITS}
          autoComplete="tel"
          required
          helperText={MemberHints.mobile}
        />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="phone" label={L.phone} digits={PHONE_MAX_DIGITS} helperText={MemberHints.phone} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="workphone" label={L.workphone} digits={PHONE_MAX_DIGITS} helperText={MemberHints.phone} />
      </ProfileCell>
    </>
  );
}

/**
 * spec 000 §2.3 "member information": the locked fields read-only, the rest editable (spec 000 §5 rules); a guardian
 * acting for a person sees what stays the person's own, or their own contact details, read-only (decisions 258, 259).
 */
export function ProfileMemberSection({ profile, mode }: { profile: Profile; mode: ActingMode }) {
  const askState = useAsked('statebirth');
  const countries = useLookupList('countries');

  return (
    <ProfileSection title={T.memberSection}>
      <ProfileCell>
        <ProfileLockedField name="firstname" label={L.firstname} value={profile.firstname} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="prefname" label={L.prefname} required autoComplete="nickname" maxLength={MAX.prefname} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="middlename" label={L.middlename} autoComplete="additional-name" maxLength={MAX.middlename} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="lastname" label={L.lastname} value={profile.lastname} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="dob" label={L.dob} value={profile.dob?.replaceAll('-', '/') ?? ''} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField
          name="gender"
          label={L.gender}
          value={ChoiceLabels.gender[profile.gender as 'male' | 'female'] ?? profile.gender}
        />
      </ProfileCell>
      <ProfileCell wide>
        <SelectInput
          name="identifygender"
          question={L.identifygender}
          required
          options={options(ChoiceLabels.identifyGender)}
          helperText={ProfileMessages.identifyGenderHint}
        />
      </ProfileCell>
      <ProfileCell>
        <CountryInput name="countrybirth" label={L.countrybirth} options={countries.data ?? []} />
      </ProfileCell>
      {askState && (
        <ProfileCell>
          <SelectInput name="statebirth" label={L.statebirth} required options={AU_STATES} />
        </ProfileCell>
      )}
      <ProfileCell wide>
        <SelectInput name="aboriginal" question={L.aboriginal} required options={options(ChoiceLabels.yesNoNotsay)} />
      </ProfileCell>
      {mode === 'no-sign-in' ? <GuardianContact profile={profile} /> : <OwnContact profile={profile} mode={mode} />}
    </ProfileSection>
  );
}
