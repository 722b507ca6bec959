import { MOBILE_DIGITS } from '@portal/domain/shared/fields';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "emergency contacts": the first is required, the second optional; mobiles are 10 digits. */
export function ProfileEmergencySection() {
  return (
    <ProfileSection title="Emergency Contacts">
      <ProfileCell><TextInput name="ec_fullname" label="Emergency Contact Full Name" required slotProps={{ htmlInput: { maxLength: 100 } }} /></ProfileCell>
      <ProfileCell><TextInput name="ec_mobile" label="Emergency Contact Mobile" digits={MOBILE_DIGITS} required helperText="e.g. 0412345678" /></ProfileCell>
      <ProfileCell><TextInput name="ec_fullname_2" label="Second Emergency Contact Full Name" slotProps={{ htmlInput: { maxLength: 100 } }} /></ProfileCell>
      <ProfileCell><TextInput name="ec_mobile_2" label="Second Emergency Contact Mobile" digits={MOBILE_DIGITS} helperText="e.g. 0412345678" /></ProfileCell>
    </ProfileSection>
  );
}
