import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { SuburbField } from '../components/form-fields/suburb-field';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import type { ActingMode } from './acting-mode';
import { ProfileCell } from './profile-cell';
import { ProfileLockedField } from './profile-locked-field';
import { ProfileSection } from './profile-section';

/** A person without a sign-in: the acting guardian's own address, read-only (decision 259). */
function GuardianAddress({ profile }: { profile: Profile }) {
  return (
    <ProfileSection title={T.addressSection}>
      <ProfileCell wide>
        <ProfileLockedField name="address" label={L.address} value={profile.address} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="suburb" label={L.suburb} value={profile.suburb} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="postcode" label={L.postcode} value={profile.postcode} />
      </ProfileCell>
      <ProfileCell>
        <ProfileLockedField name="state" label={L.state} value={profile.state} />
      </ProfileCell>
    </ProfileSection>
  );
}

/** spec 000 §2.3 "address"; choosing a suburb fills postcode and state (spec 000 §4). No maps autocomplete yet (decision 033). */
export function ProfileAddressSection({ profile, mode }: { profile: Profile; mode: ActingMode }) {
  if (mode === 'no-sign-in') return <GuardianAddress profile={profile} />;
  return (
    <ProfileSection title={T.addressSection}>
      <ProfileCell wide>
        <TextInput name="address" label={L.address} autoComplete="street-address" required maxLength={MAX.address} />
      </ProfileCell>
      <ProfileCell>
        <SuburbField label={L.suburb} required />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="postcode" label={L.postcode} digits={4} autoComplete="postal-code" required />
      </ProfileCell>
      <ProfileCell>
        <SelectInput name="state" label={L.state} required options={AU_STATES} />
      </ProfileCell>
    </ProfileSection>
  );
}
