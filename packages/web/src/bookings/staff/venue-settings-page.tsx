import { useState } from 'react';
import { Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { VenueSettingsTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { useMay } from '../../staff/staff-me';
import { RefusalAlert } from '../../staff/components/refusal-alert';
import { SuccessNotice } from '../../staff/components/success-notice';
import { venuesQuery } from '../bookings.api';
import { venueSettingsQuery } from './bookings-staff.api';
import { CourtHoursForm } from './court-hours-form';
import { TypeRatesForm } from './type-rates-form';

/** /staff/venues: a venue's courts for hire with their weekly hours, and its booking types with their rates (decision 217). */
export function VenueSettingsPage() {
  const venues = useQuery(venuesQuery);
  const [chosen, setChosen] = useState<number | ''>('');
  const venueId = chosen === '' ? (venues.data?.[0]?.venue_id ?? 0) : chosen;
  const settings = useQuery({ ...venueSettingsQuery(venueId), enabled: venueId > 0 });
  const canWrite = useMay('venues.write');
  const canCourts = useMay('competition.setup');
  const [message, setMessage] = useState<string | null>(null);
  const s = settings.data;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">{T.title}</Typography>
        {canCourts && <Link component={RouterLink} to="/staff/courts">{T.competitionCourts}</Link>}
      </Stack>
      <TextField select label={T.venue} size="small" value={venueId || ''} onChange={(e) => setChosen(Number(e.target.value))} sx={{ minWidth: 260, mb: 2 }}>
        {(venues.data ?? []).map((v) => <MenuItem key={v.venue_id} value={v.venue_id}>{v.venue_name}</MenuItem>)}
      </TextField>
      <SuccessNotice message={message} onClose={() => setMessage(null)} />
      <RefusalAlert error={settings.error} />
      {settings.isPending && venueId > 0 && <PageLoading />}
      {s && (
        <Stack spacing={3}>
          <Typography variant="h5" component="h2">{T.hours}</Typography>
          {s.courts.map((c) => (
            <Paper key={c.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h3">{c.name}</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>{T.units(c.units)}</Typography>
              <CourtHoursForm key={JSON.stringify(c.hours)} court={c} canWrite={canWrite} onSaved={setMessage} />
            </Paper>
          ))}
          <Typography variant="h5" component="h2">{T.rates}</Typography>
          {s.types.map((t) => (
            <Paper key={t.id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{t.sport}: {t.name}</Typography>
              <TypeRatesForm key={JSON.stringify(t.rates)} type={t} options={s.options} canWrite={canWrite} onSaved={setMessage} />
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
