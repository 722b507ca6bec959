import { Alert, Grid, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useProfile } from './profile.api';
import { ProfileCard } from './profile-card';

/** spec 000 §2.3 dashboard: "Loading Data..." until the profile is loaded, then the cards. */
export function DashboardPage() {
  const { token } = useAuth();
  const profile = useProfile(token);
  const location = useLocation();
  const alert = (location.state as { alert?: string } | null)?.alert;

  if (!profile.isSuccess) return <PageLoading label={ProfileMessages.loadingData} />;
  const p = profile.data;
  return (
    <>
      {alert && <Alert severity="warning" role="alert" sx={{ mb: 2 }}>{alert}</Alert>}
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>Welcome, {p.prefname || p.firstname}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}><ProfileCard profile={p} /></Grid>
      </Grid>
    </>
  );
}
