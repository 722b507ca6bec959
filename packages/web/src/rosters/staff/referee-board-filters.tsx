import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import type { BoardOptions, RefereeBoardQuery } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardQuery as Schema } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { ROSTER_TYPE_LABELS } from '@portal/domain/rosters/rosters.messages';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { useZodForm } from '../../lib/forms';

const TYPES = Object.entries(ROSTER_TYPE_LABELS).map(([value, text]) => ({ value, text }));

/** Season, date range, roster type and venue of the board (the contract's schema checks them before asking). */
export function RefereeBoardFilters({
  options,
  initial,
  onShow,
}: {
  options: BoardOptions;
  initial: RefereeBoardQuery;
  onShow: (q: RefereeBoardQuery) => void;
}) {
  const form = useZodForm(Schema, {
    ...initial,
    season: String(initial.season),
    venue: initial.venue ? String(initial.venue) : '',
  } as never);
  const seasons = options.seasons.map((s) => ({ value: String(s.season_id), text: s.season_name }));
  const venues = [
    { value: '', text: T.allVenues },
    ...options.venues.map((v) => ({ value: String(v.venue_id), text: v.venue_name })),
  ];
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        role="search"
        aria-label={T.title}
        noValidate
        onSubmit={form.handleSubmit((v) => onShow(v))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <SelectInput name="season" label={T.season} options={seasons} size="small" sx={{ width: 170 }} />
        <IsoDateInput name="from" label={T.from} size="small" sx={{ width: 170 }} />
        <IsoDateInput name="to" label={T.to} size="small" sx={{ width: 170 }} />
        <SelectInput name="type" label={T.type} options={TYPES} size="small" sx={{ width: 160 }} />
        <SelectInput
          name="venue"
          label={T.venue}
          options={venues}
          size="small"
          sx={{ width: 250 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <Button type="submit" variant="contained">
          {T.show}
        </Button>
      </Box>
    </FormProvider>
  );
}
