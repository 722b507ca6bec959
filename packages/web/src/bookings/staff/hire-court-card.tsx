import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { VenueSettingsTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { HireAdminTexts as H } from '@portal/domain/bookings/hire-admin.messages';
import { CourtHoursForm } from './court-hours-form';

type Court = VenueSettings['courts'][number];

/** One court for hire: its name, whether it is off, its units (or its full court), the season court whose games take it (decision 282) and its weekly hours. */
export function HireCourtCard({
  court,
  fullName,
  canWrite,
  onEdit,
  onSaved,
}: {
  court: Court;
  fullName: string;
  canWrite: boolean;
  onEdit: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={court.name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {court.name}
        </Typography>
        {!court.active && <Chip size="small" label={H.inactive} />}
        {canWrite && (
          <Button size="small" onClick={onEdit} aria-label={`${H.editCourt}: ${court.name}`}>
            {H.editCourt}
          </Button>
        )}
      </Stack>
      <Typography variant="body2">{court.parent_id === null ? T.units(court.units) : H.partOf(fullName)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {court.season_court ? T.seasonGames(court.season_court.name, court.season_court.games_ahead) : T.noSeasonGames}
      </Typography>
      <CourtHoursForm key={JSON.stringify(court.hours)} court={court} canWrite={canWrite} onSaved={onSaved} />
    </Paper>
  );
}
