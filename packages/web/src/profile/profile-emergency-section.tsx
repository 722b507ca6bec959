import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { MEMBER_MAX_LENGTH as MAX, MOBILE_DIGITS } from '@portal/domain/shared/fields';
import { MemberHints } from '@portal/domain/shared/member-labels';
import { TextInput } from '../components/form-fields/text-input';
import { ProfileCell } from './profile-cell';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "emergency contacts": the first is required, the second optional; mobiles are 10 digits. */
export function ProfileEmergencySection() {
  return (
    <ProfileSection title={T.emergencySection}>
      <ProfileCell>
        <TextInput name="ec_fullname" label={L.ec_fullname} required maxLength={MAX.ec_fullname} />
      </ProfileCell>
      <ProfileCell>
        <TextInput
          name="ec_mobile"
          label={L.ec_mobile}
          digits={MOBILE_DIGITS}
          required
          helperText={MemberHints.mobile}
        />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="ec_fullname_2" label={L.ec_fullname_2} maxLength={MAX.ec_fullname_2} />
      </ProfileCell>
      <ProfileCell>
        <TextInput name="ec_mobile_2" label={L.ec_mobile_2} digits={MOBILE_DIGITS} helperText={MemberHints.mobile} />
      </ProfileCell>
    </ProfileSection>
  );
}
