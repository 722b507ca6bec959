import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { SuburbField } from '../components/form-fields/suburb-field';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "address"; choosing a suburb fills postcode and state (spec 000 §4). No maps autocomplete yet (decision 033). */
export function ProfileAddressSection() {
  return (
    <ProfileSection title={T.addressSection}>
      <ProfileCell wide><TextInput name="address" label={L.address} autoComplete="street-address" required maxLength={MAX.address} /></ProfileCell>
      <ProfileCell><SuburbField label={L.suburb} required /></ProfileCell>
      <ProfileCell><TextInput name="postcode" label={L.postcode} digits={4} autoComplete="postal-code" required /></ProfileCell>
      <ProfileCell><SelectInput name="state" label={L.state} required options={AU_STATES} /></ProfileCell>
    </ProfileSection>
  );
}
