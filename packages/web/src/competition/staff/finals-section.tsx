import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { finalsBracket } from '@portal/domain/competition/finals';
import { FinalsBody, generateFinals } from '@portal/domain/competition/finals.staff.contract';
import { FINAL_NAMES, FinalsTexts as T } from '@portal/domain/competition/finals.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { call } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';

// A division's final series (docs/decisions/212): how many teams, and a date, time and court for each final in
// bracket order; the finals then show in the games table above and in the public draw.

const SIZES = ['2', '4', '6', '8'].map((n) => ({ value: n, text: n }));
const slotNames = (teams: number) =>
  finalsBracket(
    Array.from({ length: teams }, (_, i) => i + 1),
    teams,
  ).games.map((g) => FINAL_NAMES[g.id] ?? g.id);
const emptySlots = (teams: number) => slotNames(teams).map(() => ({ date: '', time_from: '', court_id: '' as never }));

/** One final's row: its name, then its date, time and court. */
function FinalSlot({
  i,
  name,
  courtOptions,
}: {
  i: number;
  name?: string;
  courtOptions: { value: string; text: string }[];
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={name}
    >
      <Typography sx={{ minWidth: 120 }}>{name}</Typography>
      <IsoDateInput name={`games.${i}.date`} label={`${T.date} (${name})`} />
      <TextInput name={`games.${i}.time_from`} label={`${T.time} (${name})`} placeholder="HH:mm" />
      <SelectInput
        name={`games.${i}.court_id`}
        label={`${T.court} (${name})`}
        options={courtOptions}
        sx={{ minWidth: 240 }}
      />
    </Stack>
  );
}

/** Generating the finals: says what the server said, and the games table above shows them. */
function useGenerateFinals(setNotice: (notice: string) => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: FinalsBody) =>
      (await call(generateFinals, { body: { ...body, teams: body.teams as 2 | 4 | 6 | 8 } })).data.message,
    onSuccess: async (message) => {
      setNotice(message);
      await queries.invalidateQueries({ queryKey: ['staff', 'games'] });
    },
  });
}

export function FinalsSection({ divisionId, courts }: { divisionId: number; courts: { id: number; name: string }[] }) {
  const form = useZodForm(FinalsBody, {
    division_id: divisionId,
    teams: '4' as never,
    minutes: 60,
    games: emptySlots(4),
  });
  const slots = useFieldArray({ control: form.control, name: 'games' });
  const [notice, setNotice] = useState<string | null>(null);
  const generate = useGenerateFinals(setNotice);
  const { submit, alertProps } = useFormSubmit(
    form,
    { teams: T.teams, minutes: T.minutes, games: T.title },
    (body) => {
      setNotice(null);
      return generate.mutateAsync(body);
    },
    () => undefined,
  );
  const teams = Number(form.watch('teams'));
  const names = slotNames(teams);
  const courtOptions = courts.map((c) => ({ value: String(c.id), text: c.name }));
  return (
    <Box component="section" aria-labelledby="finals-title" sx={{ mt: 4 }}>
      <Typography id="finals-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{T.hint}</Typography>
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <SelectInput
              name="teams"
              label={T.teams}
              options={SIZES}
              sx={{ minWidth: 160 }}
              onChange={(e) => {
                form.setValue('teams', e.target.value as never);
                slots.replace(emptySlots(Number(e.target.value)));
              }}
            />
            <TextInput name="minutes" label={T.minutes} digits={3} />
          </Stack>
          {slots.fields.map((field, i) => (
            <FinalSlot key={field.id} i={i} name={names[i]} courtOptions={courtOptions} />
          ))}
          <ErrorAlert {...alertProps} />
          {notice && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={generate.isPending}
            startIcon={busyIcon(generate.isPending)}
          >
            {generate.isPending ? T.generating : T.generate}
          </Button>
        </form>
      </FormProvider>
    </Box>
  );
}
