import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { currentSport, profileDobIso } from '@portal/domain/profile/profile.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { ProfileForm } from './profile-form';
import { useProfile } from './profile.api';

/** spec 000 §2.3 Profile (query sport). A failed load signs out through the member shell (spec 000 §4). */
export function ProfilePage() {
  const { token } = useAuth();
  const profile = useProfile(token);
  const settings = useSettings();
  const [params] = useSearchParams();
  if (!profile.isSuccess) return <PageLoading label={ProfileMessages.loadingData} />;
  const p = profile.data;
  const sport = (params.get('sport') ?? '').toLowerCase() || currentSport(p, null);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>Profile</Typography>
      <ProfileForm key={p.id} profile={p} sport={sport} adult={isAdult(profileDobIso(p.dob), todayIn(settings.timeZone))} />
    </>
  );
}
