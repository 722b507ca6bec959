import { ProfilePage } from '../profile/profile-page';
import { CheckCard } from '../safeguarding/check-card';

/** /member/profile: the profile (spec 000 §2.3) with the adult member's Working With Children Check (decision 315). */
export function ProfileRoutePage() {
  return <ProfilePage aside={<CheckCard />} />;
}
