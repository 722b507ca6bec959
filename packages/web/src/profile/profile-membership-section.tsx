import { TextField } from '@mui/material';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileLabels as L, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { ProfileCell } from './profile-cell';
import { ProfileLockedField } from './profile-locked-field';
import { ProfilePhotoField } from './profile-photo-field';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "membership details": username and the sport's expiry date (read-only), and the photo. */
export function ProfileMembershipSection({ profile, sport }: { profile: Profile; sport: string }) {
  const entry = profile.sports.find((s) => s.value === sport);
  // The label names the sport as the portal lists it (all_sports), never a raw query value.
  const label = (profile.all_sports.find((s) => s.value === sport) ?? entry)?.text ?? sport;
  const expiry = entry?.expiry_date?.replaceAll('-', '/') ?? T.notRegistered;
  return (
    <ProfileSection title={T.membershipSection}>
      <ProfileCell>
        <ProfileLockedField name="username" label={L.username} value={profile.username} />
      </ProfileCell>
      <ProfileCell>
        <TextField
          label={T.expiryDate(label)}
          value={expiry}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
        />
      </ProfileCell>
      <ProfileCell wide>
        <ProfilePhotoField src={profile.profilephotosrc} name={profile.firstname} />
      </ProfileCell>
    </ProfileSection>
  );
}
