import { FormProvider } from 'react-hook-form';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AnswerBody, type StaffCorrection } from '@portal/domain/privacy/corrections.staff.contract';
import { CorrectionsStaffTexts as T } from '@portal/domain/privacy/corrections.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { StaffTexts as S } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useUrlFilter } from '../../lib/url-filter';
import { correctionsQuery, useAnswerCorrection } from './corrections.api';

type Correction = z.infer<typeof StaffCorrection>;
const VIEWS = ['open', 'answered'] as const;
const OUTCOMES = (['corrected', 'declined'] as const).map((v) => ({ value: v, text: T.outcomes[v] }));

function AnswerForm({ id }: { id: number }) {
  const answer = useAnswerCorrection(id);
  const form = useZodForm(AnswerBody, { outcome: 'corrected', answer: '' });
  const { submit, alertProps } = useFormSubmit(
    form,
    { outcome: T.outcome, answer: T.answer },
    (values) => answer.mutateAsync(values),
    () => undefined,
  );
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ gap: 2, mt: 2 }}>
        <SelectInput name="outcome" label={T.outcome} options={OUTCOMES} />
        <TextInput name="answer" label={T.answer} helperText={T.answerHelp} multiline minRows={2} maxLength={1000} />
        <ErrorAlert {...alertProps} />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'start' }}>
          {T.send}
        </Button>
      </Stack>
    </FormProvider>
  );
}

function CorrectionItem({ c, timeZone }: { c: Correction; timeZone: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="article" aria-label={c.name}>
      <Typography variant="subtitle1" component="h2">
        {T.about(c.name, c.asked_by)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {formatDateTime(c.created_at, timeZone)}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <strong>{T.what}:</strong> {c.what}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>
        <strong>{T.correction}:</strong> {c.correction}
      </Typography>
      {c.status === 'open' ? (
        <AnswerForm id={c.id} />
      ) : (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          <strong>{T.outcomes[c.status]}:</strong> {c.answer}
        </Typography>
      )}
    </Paper>
  );
}

/** /staff/privacy/corrections: the requests waiting for an answer, oldest first, or those answered (decision 323). */
export function CorrectionsPage() {
  const { timeZone } = useSettings();
  const [chosen, setView] = useUrlFilter('status', VIEWS);
  const view = chosen || 'open';
  const list = useQuery(correctionsQuery(view));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <TextField
        select
        size="small"
        label={T.show}
        value={view}
        onChange={(e) => setView(e.target.value as (typeof VIEWS)[number])}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {VIEWS.map((v) => (
          <MenuItem key={v} value={v}>
            {T.views[v]}
          </MenuItem>
        ))}
      </TextField>
      {list.isPending && <PageLoading label={S.loading} />}
      <RefusalAlert error={list.error} />
      {list.data?.length === 0 && <Typography>{T.none}</Typography>}
      <Stack sx={{ gap: 2 }}>
        {list.data?.map((c) => (
          <CorrectionItem key={c.id} c={c} timeZone={timeZone} />
        ))}
      </Stack>
    </>
  );
}
