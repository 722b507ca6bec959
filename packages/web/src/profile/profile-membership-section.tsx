import { TextField } from '@mui/material';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileCell } from './profile-cell';
import { ProfilePhotoField } from './profile-photo-field';
import { ProfileSection } from './profile-section';

/** spec 000 §2.3 "membership details": username and the sport's expiry date (read-only), and the photo. */
export function ProfileMembershipSection({ profile, sport }: { profile: Profile; sport: string }) {
  const entry = profile.sports.find((s) => s.value === sport);
  const expiry = entry?.expiry_date?.replaceAll('-', '/') ?? 'Not registered';
  return (
    <ProfileSection title="Membership Details">
      <ProfileCell><TextField label="Username" value={profile.username} disabled /></ProfileCell>
      <ProfileCell><TextField label={`Expiry Date (${entry?.text ?? sport})`} value={expiry} disabled /></ProfileCell>
      <ProfileCell wide><ProfilePhotoField src={profile.profilephotosrc} name={profile.firstname} /></ProfileCell>
    </ProfileSection>
  );
}
