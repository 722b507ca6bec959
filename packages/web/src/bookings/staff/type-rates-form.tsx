import { Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { TypeRatesForm as RatesSchema, type VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { centsToInput } from '@portal/domain/shared/money';
import { VenueSettingsTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { Controller, FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSaveRates } from './bookings-staff.api';

type Type = VenueSettings['types'][number];
type Option = VenueSettings['options'][number];
const NUMBER_FIELDS = [
  ['min_minutes', T.minMinutes],
  ['max_minutes', T.maxMinutes],
] as const;

/** A band's option, or none. */
function OptionField({ i, options, canWrite }: { i: number; options: Option[]; canWrite: boolean }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={`rates.${i}.option_id`}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={T.option}
          value={field.value ?? ''}
          disabled={!canWrite}
          sx={{ minWidth: 150 }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <MenuItem value="">{T.noOption}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** One length band: its option (or none), shortest and longest booking, and the hourly rate; removable. */
function RateBand({
  i,
  options,
  canWrite,
  onRemove,
}: {
  i: number;
  options: Option[];
  canWrite: boolean;
  onRemove: () => void;
}) {
  const { control } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
      <OptionField i={i} options={options} canWrite={canWrite} />
      {NUMBER_FIELDS.map(([name, label]) => (
        <Controller
          key={name}
          name={`rates.${i}.${name}`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              type="number"
              label={label}
              value={field.value}
              disabled={!canWrite}
              sx={{ width: 150 }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
            />
          )}
        />
      ))}
      <Controller
        name={`rates.${i}.hourly`}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            size="small"
            label={`${T.hourly} ($)`}
            value={field.value}
            disabled={!canWrite}
            sx={{ width: 170 }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            onChange={(e) => field.onChange(e.target.value)}
          />
        )}
      />
      {canWrite && (
        <IconButton aria-label={`${T.removeBand} ${i + 1}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  );
}

/** A booking type's rates per hour of a full court in dollars, by option and length band (a part court pays its share). */
export function TypeRatesForm({
  type,
  options,
  canWrite,
  onSaved,
}: {
  type: Type;
  options: Option[];
  canWrite: boolean;
  onSaved: (message: string) => void;
}) {
  const form = useZodForm(RatesSchema, {
    rates: type.rates.map(({ hourly_cents: cents, ...r }) => ({ ...r, hourly: centsToInput(cents) })),
  });
  const bands = useFieldArray({ control: form.control, name: 'rates' });
  const save = useSaveRates();
  const mine = options.filter((o) => o.sport_id === type.sport_id);
  const { submit, alertProps } = useFormSubmit(
    form,
    {},
    (body) => save.mutateAsync({ typeId: type.id, body }),
    (answer) => onSaved(answer.message),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${T.rates}: ${type.sport} ${type.name}`}>
        <Stack spacing={1.5}>
          {bands.fields.map((band, i) => (
            <RateBand key={band.id} i={i} options={mine} canWrite={canWrite} onRemove={() => bands.remove(i)} />
          ))}
          <ErrorAlert {...alertProps} />
          {canWrite && (
            <Stack direction="row" spacing={1}>
              <Button onClick={() => bands.append({ option_id: null, min_minutes: 60, max_minutes: 120, hourly: '' })}>
                {T.addBand}
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending} startIcon={busyIcon(save.isPending)}>
                {T.saveRates}
              </Button>
            </Stack>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
