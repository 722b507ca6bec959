import { useState } from 'react';
import { Alert, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { VenueSettingsTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import type { VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { HireAdminTexts as H } from '@portal/domain/bookings/hire-admin.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { useMay } from '../../lib/staff-me';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { venueSettingsQuery } from './bookings-staff.api';
import { staffVenuesQuery } from './hire-admin.api';
import { HireCatalogueSection } from './hire-catalogue-section';
import { HireCourtCard } from './hire-court-card';
import { TypeRatesForm } from './type-rates-form';
import { VenueDialogs, type VenueDialogChoice } from './venue-dialogs';

/** The chosen venue's courts (with their hours), its hire catalogue, and its booking types with their rates. */
function VenueSections({
  s,
  canWrite,
  fullName,
  onDialog,
  onSaved,
}: {
  s: VenueSettings;
  canWrite: boolean;
  fullName: (id: number | null) => string;
  onDialog: (dialog: VenueDialogChoice) => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {T.hours}
        </Typography>
        {canWrite && (
          <Button variant="outlined" onClick={() => onDialog({ kind: 'court' })}>
            {H.addCourt}
          </Button>
        )}
      </Stack>
      {s.courts.map((c) => (
        <HireCourtCard
          key={c.id}
          court={c}
          fullName={fullName(c.parent_id)}
          canWrite={canWrite}
          onEdit={() => onDialog({ kind: 'editCourt', court: c })}
          onSaved={onSaved}
        />
      ))}
      <HireCatalogueSection
        settings={s}
        canWrite={canWrite}
        onChoose={(choice) => onDialog({ kind: 'catalogue', choice })}
      />
      <Typography variant="h5" component="h2">
        {T.rates}
      </Typography>
      {s.types.map((t) => (
        <Paper key={t.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t.sport}: {t.name}
            {t.active ? '' : ` (${H.inactive})`}
          </Typography>
          <TypeRatesForm
            key={JSON.stringify(t.rates)}
            type={t}
            options={s.options}
            canWrite={canWrite}
            onSaved={onSaved}
          />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /staff/venues: the venues, their courts for hire with units and weekly hours, and their booking types with rates
 * (decisions 217, 232, 233). Nothing a booking names is deleted: it is switched off.
 */
export function VenueSettingsPage() {
  const venues = useQuery(staffVenuesQuery);
  const [chosen, setChosen] = useState<number | ''>('');
  const venueId = chosen === '' ? ((venues.data?.find((v) => v.courts > 0) ?? venues.data?.[0])?.id ?? 0) : chosen;
  const venue = venues.data?.find((v) => v.id === venueId) ?? null;
  const settings = useQuery({ ...venueSettingsQuery(venueId), enabled: venueId > 0 });
  const canWrite = useMay('venues.write');
  const canCourts = useMay('competition.setup');
  const [message, setMessage] = useState<string | null>(null);
  const [dialog, setDialog] = useState<VenueDialogChoice>(null);
  const done = (text: string) => {
    setDialog(null);
    setMessage(text);
  };
  const s = settings.data;
  const fullName = (id: number | null) => s?.courts.find((c) => c.id === id)?.name ?? '';
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        {canCourts && (
          <Link component={RouterLink} to="/staff/courts">
            {T.competitionCourts}
          </Link>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          label={T.venue}
          size="small"
          value={venueId || ''}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ minWidth: 260 }}
        >
          {(venues.data ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.hire_active ? v.name : `${v.name} (${H.inactive})`}
            </MenuItem>
          ))}
        </TextField>
        {canWrite && venue && <Button onClick={() => setDialog({ kind: 'venue', edit: true })}>{H.editVenue}</Button>}
        {canWrite && <Button onClick={() => setDialog({ kind: 'venue', edit: false })}>{H.addVenue}</Button>}
      </Stack>
      {venue && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {[venue.address, venue.suburb, venue.state, venue.postcode].join(', ')}
        </Typography>
      )}
      <Alert severity="info" sx={{ mb: 2 }}>
        {H.keptNotDeleted}
      </Alert>
      <SuccessNotice message={message} onClose={() => setMessage(null)} />
      <RefusalAlert error={venues.error ?? settings.error} />
      {(venues.isPending || (settings.isPending && venueId > 0)) && <PageLoading />}
      {s && <VenueSections s={s} canWrite={canWrite} fullName={fullName} onDialog={setDialog} onSaved={setMessage} />}
      <VenueDialogs
        dialog={dialog}
        venue={venue}
        venueId={venueId}
        sports={s?.sports ?? []}
        onClose={() => setDialog(null)}
        onDone={done}
        onVenue={setChosen}
      />
    </>
  );
}
