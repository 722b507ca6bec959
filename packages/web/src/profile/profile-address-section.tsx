import { AU_STATES } from '@portal/domain/profile/lookups.contract';
import { SuburbField } from '../components/form-fields/suburb-field';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "address"; choosing a suburb fills postcode and state (spec 000 §4). The maps autocomplete is a site feature that is off by default (not built yet). */
export function ProfileAddressSection() {
  return (
    <ProfileSection title="Address">
      <ProfileCell wide><TextInput name="address" label="Address" autoComplete="street-address" required slotProps={{ htmlInput: { maxLength: 150 } }} /></ProfileCell>
      <ProfileCell><SuburbField required /></ProfileCell>
      <ProfileCell><TextInput name="postcode" label="Postcode" digits={4} autoComplete="postal-code" required /></ProfileCell>
      <ProfileCell><SelectInput name="state" label="State" required options={AU_STATES} /></ProfileCell>
    </ProfileSection>
  );
}
