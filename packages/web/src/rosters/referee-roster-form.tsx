import type { FocusEvent } from 'react';
import { Box, Button, FormControlLabel, Grid, Stack, Switch } from '@mui/material';
import { addDaysIso } from '@portal/domain/shared/time';
import { FormProvider, useWatch } from 'react-hook-form';
import {
  isoDateField,
  RefereeRosterBody,
  type RefereeSeason,
  type RosterTypeOption,
} from '@portal/domain/rosters/rosters.contract';
import { RosterLabels as L, RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { orderedRange } from '@portal/domain/rosters/rosters.rules';
import { ErrorAlert } from '../components/feedback/error-alert';
import { SelectInput } from '../components/form-fields/select-input';
import { IsoDateInput } from '../components/form-fields/iso-date-input';
import { useServerErrors, useZodForm } from '../lib/forms';

export type RosterView = 'my' | 'full';

const isDate = (v: unknown): v is string => isoDateField.safeParse(v).success;
/** How far back the past games reach (ours). */
const PAST_DAYS = 28;
/**
 * Marks where focus may go while the range is still being typed: the start (with its calendar button, on the way
 * from one date to the other) and the end's text. Tab from the end (to its calendar button) leaves the range.
 */
const RANGE = 'data-roster-range';

/** The roster form, and the swap of a backwards range (spec 002 §5). */
function useRosterForm(defaults: RefereeRosterBody) {
  const form = useZodForm(RefereeRosterBody, defaults);
  // The swap compares whole dates once the person is done with the range (decision 268): on leaving it (RANGE), on a
  // date picked from a calendar, and on showing. Never at a keystroke, and
  // not on the way from one date to the other, where the range is still being typed.
  const swapIfBackwards = () => {
    const [from, to] = form.getValues('roster');
    if (!isDate(from) || !isDate(to) || orderedRange(from, to)[0] === from) return;
    form.setValue('roster.0', to, { shouldValidate: true });
    form.setValue('roster.1', from, { shouldValidate: true });
  };
  const leave = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Element && e.relatedTarget.closest(`[${RANGE}]`))) swapIfBackwards();
  };
  return { form, swapIfBackwards, leave };
}

/** Season, the date range (RANGE marks where focus stays inside it) and roster type. */
function RosterFields({
  seasons,
  types,
  leave,
  onPick,
}: {
  seasons: RefereeSeason[];
  types: RosterTypeOption[];
  leave: (e: FocusEvent<HTMLElement>) => void;
  onPick: () => void;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectInput
          name="season"
          label={L.season}
          required
          fullWidth
          options={seasons.map((s) => ({ value: String(s.season_id), text: s.season_name }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} onBlurCapture={leave} {...{ [RANGE]: '' }}>
        <IsoDateInput name="roster.0" label={L['roster.0']} fullWidth required onPick={onPick} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} onBlurCapture={leave}>
        <IsoDateInput
          name="roster.1"
          label={L['roster.1']}
          fullWidth
          required
          onPick={onPick}
          slotProps={{ htmlInput: { [RANGE]: '' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectInput name="type" label={L.type} required fullWidth options={types} />
      </Grid>
    </Grid>
  );
}

/**
 * spec 002 §2 Competition Roster: season, date range and roster type (from access_ref), MY ROSTER and FULL ROSTER.
 * An end date before the start date swaps the two (spec 002 §5, the same rule the server applies).
 */
export function RefereeRosterForm({
  seasons,
  types,
  defaults,
  busy,
  onShow,
  today,
}: {
  /** The association's today (yyyy-mm-dd): the range starts there; the switch reaches 4 weeks back. */
  today: string;
  seasons: RefereeSeason[];
  types: RosterTypeOption[];
  defaults: RefereeRosterBody;
  busy: boolean;
  onShow: (body: RefereeRosterBody, view: RosterView) => void;
}) {
  const { form, swapIfBackwards, leave } = useRosterForm(defaults);
  const errors = useServerErrors(form, L);
  const start = useWatch({ control: form.control, name: 'roster.0' });
  const show = (view: RosterView) => {
    swapIfBackwards();
    return form.handleSubmit((body) => {
      errors.clear();
      onShow(body, view);
    }, errors.invalid)();
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={T.refereeTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void show('my');
        }}
      >
        <RosterFields seasons={seasons} types={types} leave={leave} onPick={swapIfBackwards} />
        <FormControlLabel
          sx={{ mt: 1 }}
          label={T.pastGames}
          control={
            <Switch
              checked={isDate(start) && start < today}
              onChange={(_, on) =>
                form.setValue('roster.0', on ? addDaysIso(today, -PAST_DAYS) : today, { shouldValidate: true })
              }
            />
          }
        />
        <ErrorAlert {...errors.alertProps} />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {T.myRoster}
          </Button>
          <Button type="button" variant="outlined" disabled={busy} onClick={() => void show('full')}>
            {T.fullRoster}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
