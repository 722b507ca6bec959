import { Box, Button, Grid } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { AvailabilityParams, type RefereeSeason, type RefereeVenue } from '@portal/domain/rosters/rosters.contract';
import { RosterLabels as L, RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { useZodForm } from '../../lib/forms';

/** spec 002 §2 Competition Availability: season and venue, then MY AVAILABILITY. */
export function AvailabilityPlaceForm({
  seasons,
  venues,
  onShow,
}: {
  seasons: RefereeSeason[];
  venues: RefereeVenue[];
  onShow: (place: { season: number; venue: number }) => void;
}) {
  const season = seasons.find((s) => s.active) ?? seasons[0];
  const form = useZodForm(AvailabilityParams, { season: season ? String(season.season_id) : '', venue: '' });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onShow)} aria-label={T.availabilityTitle}>
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SelectInput
              name="season"
              label={L.season}
              required
              fullWidth
              options={seasons.map((s) => ({ value: String(s.season_id), text: s.season_name }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput
              name="venue"
              label={L.venue}
              required
              fullWidth
              options={venues.map((v) => ({ value: String(v.venue_id), text: v.venue_name }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', alignItems: 'center', minHeight: { sm: 56 } }}>
            <Button type="submit" variant="contained" fullWidth>
              {T.myAvailability}
            </Button>
          </Grid>
        </Grid>
      </Box>
    </FormProvider>
  );
}
