import type { ReactNode } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { ProfileMessages, ProfileTexts } from '@portal/domain/profile/profile.messages';
import { currentSport, isProfileComplete, memberFeatures, profileDobIso } from '@portal/domain/profile/profile.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { SportProfileSelect } from '../components/sport-profile-select';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { useChosenSport } from '../lib/sport-profile';
import { DashboardGateAlert } from './dashboard-gate-alert';
import { DashboardLinkCard } from './dashboard-link-card';
import { DashboardNextGamesCard } from './dashboard-next-games-card';
import { BACK_OFFICE_LINK, DASHBOARD_LINKS, type DashboardLink } from './dashboard-links';
import { DashboardRegistrationCard } from './dashboard-registration-card';
import { DashboardStartCard } from './dashboard-start-card';
import { useProfile } from '../lib/member';
import { RegistrationWelcome } from '../components/registration-welcome';
import { ProfileCard } from './profile-card';

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/**
 * "Loading Data..." and, when the profile could not be read, a retry. With no signal at all the profile is never
 * kept on the phone, but the next games are (decision 334): they show below the retry, from the kept copy.
 */
function DashboardLoading({ profile }: { profile: ReturnType<typeof useProfile> }) {
  // A server's refusal has already signed out (profile.api.ts); what is left is a lost connection: offer a retry.
  const offline = profile.isError && !profile.isFetching;
  return (
    <>
      <PageLoading label={ProfileMessages.loadingData} />
      {offline && (
        <Stack sx={{ alignItems: 'center', mb: 2 }}>
          <ErrorAlert message={ProfileMessages.loadFailed} />
          <Button variant="contained" onClick={() => void profile.refetch()}>
            {ProfileMessages.retry}
          </Button>
        </Stack>
      )}
      {offline && <DashboardNextGamesCard />}
    </>
  );
}

/** The welcome, and on a phone or tablet the sport selector beside it. */
function DashboardHeading({ profile: p, sport }: { profile: Profile; sport: string }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
        Welcome, {p.prefname || p.firstname}
      </Typography>
      {/* spec 000 §2.3's selector; on a desktop the menu's, always beside it, is the one (decision 221) */}
      {p.nb_teams > 0 && (
        <Box sx={{ display: { md: 'none' } }}>
          <SportProfileSelect sports={p.sports} value={sport} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * spec 000 §2.3 dashboard: "Loading Data..." until the profile is loaded, then the cards the member's flags allow;
 * `aside` (composed in app/): what another area shows under the welcome, today's games to score (decision 340).
 */
export function DashboardPage({ aside }: { aside?: ReactNode }) {
  const { token } = useAuth();
  const profile = useProfile(token);
  const settings = useSettings();
  const chosen = useChosenSport();

  if (!profile.isSuccess) {
    return <DashboardLoading profile={profile} />;
  }
  const p = profile.data;
  const dobIso = profileDobIso(p.dob);
  const features = memberFeatures(
    { ...p, dobIso },
    { statsEnabled: settings.statsEnabled, isAdult: isAdult(dobIso, todayIn(settings.timeZone)) },
  );
  const sport = currentSport(p, chosen);
  const visible = (links: DashboardLink[]) => links.filter((l) => !l.show || features[l.show]);
  // decision 283: an official owed pay has the EFT card without an administrator; until the details are given it says so
  const withAlert = (l: DashboardLink): DashboardLink =>
    l.show === 'eft' && !p.acct_number ? { ...l, alert: ProfileTexts.eftMissing } : l;

  return (
    <>
      <RegistrationWelcome />
      <DashboardGateAlert />
      <DashboardHeading profile={p} sport={sport} />
      {aside}
      {/* Cards keep their own height: a tall Profile card (missing-information alert) does not stretch its row. */}
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        {p.nb_teams > 0 && (
          <Grid size={cell}>
            <DashboardNextGamesCard />
          </Grid>
        )}
        <Grid size={cell}>
          <ProfileCard profile={p} sport={sport} />
        </Grid>
        {visible(DASHBOARD_LINKS.before).map((l) => (
          <Grid key={l.to} size={cell}>
            <DashboardLinkCard link={withAlert(l)} />
          </Grid>
        ))}
        {features.registration && (
          <Grid size={cell}>
            <DashboardRegistrationCard profile={p} sport={sport} />
          </Grid>
        )}
        {!features.teams && (
          <Grid size={cell}>
            <DashboardStartCard
              features={features}
              sport={sport}
              nonPlayer={p.non_pl}
              profileComplete={isProfileComplete(p)}
              associationEmail={settings.associationEmail}
            />
          </Grid>
        )}
        {visible(DASHBOARD_LINKS.after).map((l) => (
          <Grid key={l.to} size={cell}>
            <DashboardLinkCard link={l} />
          </Grid>
        ))}
        {p.staff_roles.length > 0 && (
          <Grid size={cell}>
            <DashboardLinkCard link={BACK_OFFICE_LINK} />
          </Grid>
        )}
      </Grid>
    </>
  );
}
