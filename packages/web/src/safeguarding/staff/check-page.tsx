import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { CheckKindLabels, CheckMethodLabels, CheckStateLabels } from '@portal/domain/safeguarding/checks';
import {
  MANUAL_RESULTS,
  ManualResultLabels,
  SafeguardingTexts as T,
} from '@portal/domain/safeguarding/checks.messages';
import { CheckResultBody, type CheckDetail } from '@portal/domain/safeguarding/checks.staff.contract';
import { formatDate, formatDateTime, isoToDmy } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { CheckStatusChip } from '../check-card';
import { checkQuery, useRecordResult } from '../safeguarding.api';

// /staff/safeguarding/checks/:memberId (issue 44, decisions 315, 317): one person's check as they entered it and as
// last verified, and "Record a result": the staff member looked the name and number up on the state's service.

const RESULTS = MANUAL_RESULTS.map((r) => ({ value: r, text: ManualResultLabels[r] }));
const LABELS = { result: T.result, expires_on: T.resultExpiry, note: T.resultNote };

export function CheckPage() {
  const memberId = Number(useParams().memberId);
  const check = useQuery(checkQuery(memberId));
  const mayVerify = useMay('safeguarding.verify');
  if (check.isPending) return <PageLoading label={T.title} />;
  if (check.isError) return <ErrorAlert message={errorMessage(check.error, T.title)} />;
  const c = check.data;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to="/staff/safeguarding" sx={{ display: 'inline-block', mb: 1 }}>
        {T.back}
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
          {T.checkTitle(c.name)}
        </Typography>
        <CheckStatusChip status={c.status} />
      </Stack>
      <CheckFacts check={c} />
      {mayVerify && <RecordResult check={c} />}
    </Box>
  );
}

function CheckFacts({ check: c }: { check: CheckDetail }) {
  const { timeZone } = useSettings();
  const facts: [string, string][] = [
    [T.fields.state, CheckStateLabels[c.state]],
    [T.fields.number, c.number],
    [T.fields.kind, CheckKindLabels[c.kind]],
    [T.fields.expiresOn, c.expires_on ? isoToDmy(c.expires_on) : '–'],
    [T.fields.checkedAt, c.checked_at ? formatDateTime(c.checked_at, timeZone) : T.notChecked],
    [T.fields.checkedBy, c.checked_by ?? (c.checked_at ? T.service : '–')],
    [T.fields.method, c.method ? CheckMethodLabels[c.method] : '–'],
    [T.fields.note, c.note || '–'],
    [T.fields.reverifyAt, c.reverify_at ? formatDate(c.reverify_at, timeZone) : '–'],
    [T.columns.positions, c.positions.join('; ') || '–'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RecordResult({ check }: { check: CheckDetail }) {
  const form = useZodForm(CheckResultBody, { result: 'verified', expires_on: check.expires_on ?? '', note: '' });
  const result = useWatch({ control: form.control, name: 'result' });
  const record = useRecordResult(check.member_id);
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => {
      setNotice(null);
      return record.mutateAsync(values);
    },
    (answer) => {
      setNotice(answer.message);
      form.reset({ result: 'verified', expires_on: answer.check.expires_on ?? '', note: '' });
    },
  );
  return (
    <Paper component="section" aria-labelledby="record-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="record-title" variant="h6" component="h2">
        {T.recordTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.recordIntro} {T.lookUp(check.state)}.
      </Typography>
      <FormProvider {...form}>
        <Box component="form" aria-label={T.recordTitle} noValidate onSubmit={(e) => void submit(e)}>
          <Stack sx={{ gap: 2, mb: 2 }}>
            <SelectInput name="result" label={T.result} options={RESULTS} />
            {result === 'verified' && <IsoDateInput name="expires_on" label={T.resultExpiry} />}
            <TextInput name="note" label={T.resultNote} helperText={T.resultNoteHelp} multiline minRows={2} />
          </Stack>
          <ErrorAlert {...alertProps} />
          {notice && (
            <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={record.isPending} startIcon={busyIcon(record.isPending)}>
            {record.isPending ? T.recording : T.record}
          </Button>
        </Box>
      </FormProvider>
    </Paper>
  );
}
