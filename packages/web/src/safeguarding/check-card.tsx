import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import {
  CHECK_KINDS,
  CHECK_STATES,
  CheckKindLabels,
  CheckStateLabels,
  CheckStatusLabels,
  type CheckStatus,
} from '@portal/domain/safeguarding/checks';
import { CheckEntryBody, type MemberCheck } from '@portal/domain/safeguarding/checks.contract';
import { MemberCheckTexts as T } from '@portal/domain/safeguarding/checks.messages';
import { formatDate } from '@portal/domain/shared/time';
import { busyIcon } from '../components/feedback/busy-icon';
import { ErrorAlert } from '../components/feedback/error-alert';
import { IsoDateInput } from '../components/form-fields/iso-date-input';
import { SelectInput } from '../components/form-fields/select-input';
import { TextInput } from '../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { useActingFor } from '../lib/use-act-for';
import { myCheckQuery, useSaveMyCheck } from './safeguarding.api';

// The member's Working With Children Check on their profile (issue 44, decision 315): adults only, never for a child
// (a guardian acting for a child does not see it). Changing the card puts it back to waiting for staff.

const STATES = CHECK_STATES.map((s) => ({ value: s, text: CheckStateLabels[s] }));
const KINDS = CHECK_KINDS.map((k) => ({ value: k, text: CheckKindLabels[k] }));
const LABELS = { state: T.state, number: T.number, kind: T.kind, expires_on: T.expiresOn };

export const statusColour = (s: CheckStatus) =>
  s === 'verified' ? 'success' : s === 'pending' || s === 'not_provided' ? 'warning' : 'error';

export function CheckCard() {
  const acting = useActingFor();
  const mine = useQuery({ ...myCheckQuery, enabled: acting === null });
  if (acting !== null || !mine.isSuccess || !mine.data.asked) return null;
  return (
    <Paper component="section" aria-labelledby="wwcc-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="wwcc-title" variant="h6" component="h2">
          {T.title}
        </Typography>
        <CheckStatusChip status={mine.data.check?.status ?? 'not_provided'} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <CheckForm check={mine.data.check} />
    </Paper>
  );
}

export function CheckStatusChip({ status }: { status: CheckStatus }) {
  return <Chip size="small" color={statusColour(status)} label={CheckStatusLabels[status]} />;
}

function CheckForm({ check }: { check: MemberCheck | null }) {
  const { timeZone } = useSettings();
  const form = useZodForm(CheckEntryBody, {
    state: check?.state ?? '',
    number: check?.number ?? '',
    kind: check?.kind ?? 'volunteer',
    expires_on: check?.expires_on ?? '',
  } as never);
  const save = useSaveMyCheck();
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => {
      setNotice(null);
      return save.mutateAsync(values);
    },
    (answer) => setNotice(answer.message),
  );
  return (
    <FormProvider {...form}>
      <Box component="form" aria-label={T.title} noValidate onSubmit={(e) => void submit(e)}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
          <SelectInput name="state" label={T.state} options={STATES} />
          <TextInput name="number" label={T.number} helperText={T.numberHelp} />
          <SelectInput name="kind" label={T.kind} options={KINDS} />
          <IsoDateInput name="expires_on" label={T.expiresOn} />
        </Box>
        {check?.checked_at && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.checkedOn(formatDate(check.checked_at, timeZone))}
          </Typography>
        )}
        {check && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {T.changeNote}
          </Typography>
        )}
        <ErrorAlert {...alertProps} />
        {notice && (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} startIcon={busyIcon(save.isPending)}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </Box>
    </FormProvider>
  );
}
