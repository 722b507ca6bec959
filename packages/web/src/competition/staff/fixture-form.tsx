import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import { FixtureBody } from '@portal/domain/competition/fixtures.staff.contract';
import { FixtureTexts as T } from '@portal/domain/competition/fixtures.staff.messages';
import type { z } from 'zod';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { busyIcon } from '../../components/feedback/busy-icon';
import { useZodForm } from '../../lib/forms';

export type FixtureInput = z.input<typeof FixtureBody>;

/** The season's divisions as checkboxes bound to `division_ids`. */
function DivisionChecks({ divisions }: { divisions: readonly { id: number; name: string; teams: number }[] }) {
  const { control } = useFormContext<FixtureInput>();
  const { field, fieldState } = useController({ name: 'division_ids', control });
  const chosen = (field.value ?? []) as number[];
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{T.divisions}</FormLabel>
      <FormGroup row>
        {divisions.map((d) => (
          <FormControlLabel
            key={d.id}
            label={T.divisionTeams(d.name, d.teams)}
            control={<Checkbox checked={chosen.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** What to generate: divisions, single or double round robin, and the first round regenerated. */
export function FixtureForm({
  divisions,
  busy,
  onGenerate,
}: {
  divisions: readonly { id: number; name: string; teams: number }[];
  busy: boolean;
  onGenerate: (body: FixtureInput) => void;
}) {
  // a division without two teams cannot be generated yet: it starts unticked (issue 40)
  const form = useZodForm(FixtureBody, {
    division_ids: divisions.filter((d) => d.teams >= 2).map((d) => d.id),
    legs: '1',
    from_round: '1',
  });
  const legs = [
    { value: '1', text: T.single },
    { value: '2', text: T.double },
  ];
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(() => onGenerate(form.getValues()))} sx={{ mb: 2 }}>
        <Stack spacing={2}>
          <DivisionChecks divisions={divisions} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput name="legs" label={T.legs} options={legs} sx={{ minWidth: 220 }} />
            <TextInput name="from_round" label={T.fromRound} helperText={T.fromRoundHint} sx={{ flexGrow: 1 }} />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
              {busy ? T.generating : T.generate}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
