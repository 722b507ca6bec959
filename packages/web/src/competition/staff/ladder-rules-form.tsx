import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { LadderRulesFields, type DivisionLadderRules } from '@portal/domain/competition/ladder-rules.staff.contract';
import { LadderRulesTexts as T } from '@portal/domain/competition/ladder-rules.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSaveLadderRules } from './ladder-rules.staff.api';
import { TiebreakerList } from './tiebreaker-list';

const POINTS = ['win', 'draw', 'loss', 'bye', 'forfeitWin', 'disqualified'] as const;
const FORFEIT_LOSSES = ['non_advised', 'notified', 'admin'] as const;
const signed = (v: string) => v.replace(/[^\d-]/g, '').slice(0, 3);
const LABELS = { tiebreakers: T.tiebreakersHeading, ...Object.fromEntries(POINTS.map((p) => [`points.${p}`, T[p]])) };

/** The rules of one division: points per result, a forfeit's score, and the ordered tiebreakers. */
export function LadderRulesForm({ rules }: { rules: DivisionLadderRules }) {
  const form = useZodForm(LadderRulesFields, rules.rules);
  const save = useSaveLadderRules();
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => {
      setNotice(null);
      return save.mutateAsync({ division_id: rules.division_id, rules: values });
    },
    setNotice,
  );
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 900 }}>
        {!rules.own && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {T.notOwn}
          </Alert>
        )}
        <Button variant="outlined" onClick={() => form.reset(rules.sport_default)} sx={{ mb: 2 }}>
          {T.useDefault(rules.sport)}
        </Button>
        <PointsFields />
        <ForfeitScoreFields />
        <TiebreakerList />
        <ErrorAlert {...alertProps} />
        {notice && (
          <Alert severity="success" role="status" sx={{ my: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={busyIcon(save.isPending)}
          sx={{ mt: 2 }}
        >
          {save.isPending ? T.saving : T.save}
        </Button>
      </Box>
    </FormProvider>
  );
}

function PointsFields() {
  return (
    <>
      <Typography variant="h6" component="h2">
        {T.pointsHeading}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, my: 2 }}>
        {POINTS.map((p) => (
          <TextInput key={p} name={`points.${p}`} label={T[p]} size="small" sx={{ width: 130 }} transform={signed} />
        ))}
        {FORFEIT_LOSSES.map((k) => (
          <TextInput
            key={k}
            name={`points.forfeitLoss.${k}`}
            label={T[k]}
            size="small"
            sx={{ width: 230 }}
            transform={signed}
          />
        ))}
      </Stack>
    </>
  );
}

function ForfeitScoreFields() {
  const { control, setValue } = useFormContext();
  const score = useWatch({ control, name: 'forfeitScore' }) as { winner: unknown; loser: unknown } | null;
  const toggle = () => setValue('forfeitScore', score ? null : { winner: 20, loser: 0 }, { shouldDirty: true });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      <label>
        <input type="checkbox" checked={score !== null} onChange={toggle} /> {T.forfeitScore}
      </label>
      {score !== null && (
        <TextInput name="forfeitScore.winner" label={T.winner} size="small" sx={{ width: 150 }} digits={3} />
      )}
      {score !== null && (
        <TextInput name="forfeitScore.loser" label={T.loser} size="small" sx={{ width: 150 }} digits={3} />
      )}
    </Stack>
  );
}
