import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { currentSport, memberFeatures, profileDobIso } from '@portal/domain/profile/profile.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { useSportProfile } from '../lib/sport-profile';
import { DashboardLinkCard } from './dashboard-link-card';
import { DASHBOARD_LINKS, type DashboardLink } from './dashboard-links';
import { DashboardRegistrationCard } from './dashboard-registration-card';
import { DashboardSportSelect } from './dashboard-sport-select';
import { useProfile } from './profile.api';
import { ProfileCard } from './profile-card';

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/** spec 000 §2.3 dashboard: "Loading Data..." until the profile is loaded, then the cards the member's flags allow. */
export function DashboardPage() {
  const { token } = useAuth();
  const profile = useProfile(token);
  const settings = useSettings();
  const location = useLocation();
  const chosen = useSportProfile(profile.data?.main_sport);
  const alert = (location.state as { alert?: string } | null)?.alert;

  if (!profile.isSuccess) return <PageLoading label={ProfileMessages.loadingData} />;
  const p = profile.data;
  const dobIso = profileDobIso(p.dob);
  const features = memberFeatures({ ...p, dobIso }, { statsEnabled: settings.statsEnabled, isAdult: isAdult(dobIso, todayIn(settings.timeZone)) });
  const sport = currentSport(p, chosen);
  const visible = (links: DashboardLink[]) => links.filter((l) => !l.show || features[l.show]);

  return (
    <>
      {alert && <Alert severity="warning" role="alert" sx={{ mb: 2 }}>{alert}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>Welcome, {p.prefname || p.firstname}</Typography>
        {p.nb_teams > 0 && <DashboardSportSelect sports={p.sports} value={sport} />}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={cell}><ProfileCard profile={p} sport={sport} /></Grid>
        {visible(DASHBOARD_LINKS.before).map((l) => <Grid key={l.to} size={cell}><DashboardLinkCard link={l} /></Grid>)}
        {features.registration && <Grid size={cell}><DashboardRegistrationCard profile={p} sport={sport} /></Grid>}
        {visible(DASHBOARD_LINKS.after).map((l) => <Grid key={l.to} size={cell}><DashboardLinkCard link={l} /></Grid>)}
      </Grid>
    </>
  );
}
