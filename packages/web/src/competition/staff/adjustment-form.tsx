import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { AdjustmentBody } from '@portal/domain/competition/results.staff.contract';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useAdjust } from './results.staff.api';

/** Add (or with a minus, take) ladder points of a team, with the reason the standings' adjust column keeps. */
export function AdjustmentForm({
  teams,
  onDone,
}: {
  teams: { id: number; name: string }[];
  onDone: (message: string) => void;
}) {
  const form = useZodForm(AdjustmentBody, { team_id: '' as never, points: '' as never, reason: '' });
  const adjust = useAdjust();
  const { submit, alertProps } = useFormSubmit(
    form,
    { team_id: T.team, points: T.points, reason: T.reason },
    (body) => adjust.mutateAsync(body),
    (m) => {
      form.reset();
      onDone(m);
    },
  );
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <SelectInput
          name="team_id"
          label={T.team}
          options={teams.map((t) => ({ value: String(t.id), text: t.name }))}
          size="small"
          sx={{ width: 240 }}
        />
        <TextInput
          name="points"
          label={T.points}
          size="small"
          sx={{ width: 110 }}
          transform={(v) => v.replace(/[^\d-]/g, '').slice(0, 4)}
        />
        <TextInput name="reason" label={T.reason} size="small" sx={{ flex: 1, minWidth: 220 }} />
        <Button type="submit" variant="contained" disabled={adjust.isPending} startIcon={busyIcon(adjust.isPending)}>
          {T.addAdjustment}
        </Button>
      </Box>
      <ErrorAlert {...alertProps} />
    </FormProvider>
  );
}
