import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { ProfileMessages, ProfileTexts } from '@portal/domain/profile/profile.messages';
import { currentSport, profileDobIso } from '@portal/domain/profile/profile.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { useChosenSport } from '../lib/sport-profile';
import { ActedChangesCard } from './acted-changes-card';
import { ProfileForm } from './profile-form';
import { GUIDE_PARAM } from './use-guided-fields';
import { useProfile } from '../lib/member';

/**
 * spec 000 §2.3 Profile (query sport). The query's sport counts only when it is one of the member's sports
 * (lowercased, spec 000 §4); otherwise the page uses the member's current sport profile, so it can always be saved.
 * A failed load signs out in profile.api.ts (spec 000 §4). With ?complete=1 the missing fields are marked (decision 121).
 * `aside`: another area's card above the form (the app composes it: the Working With Children Check, decision 315).
 */
export function ProfilePage({ aside }: { aside?: ReactNode } = {}) {
  const { token } = useAuth();
  const profile = useProfile(token);
  const settings = useSettings();
  const chosen = useChosenSport();
  const [params] = useSearchParams();
  if (!profile.isSuccess) return <PageLoading label={ProfileMessages.loadingData} />;
  const p = profile.data;
  const asked = (params.get('sport') ?? '').trim().toLowerCase();
  const sport = p.sports.some((s) => s.value === asked) ? asked : currentSport(p, chosen);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {ProfileTexts.profileTitle}
      </Typography>
      <ActedChangesCard />
      {aside}
      <ProfileForm
        key={p.id}
        profile={p}
        sport={sport}
        adult={isAdult(profileDobIso(p.dob), todayIn(settings.timeZone))}
        guide={params.has(GUIDE_PARAM)}
      />
    </>
  );
}
