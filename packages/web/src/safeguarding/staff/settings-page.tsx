import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { CHECK_METHODS, PENDING_POLICIES } from '@portal/domain/safeguarding/checks';
import { SafeguardingSettingsTexts as T } from '@portal/domain/safeguarding/checks.messages';
import { SafeguardingSettings } from '@portal/domain/safeguarding/checks.staff.contract';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { settingsQuery, useSaveSettings } from '../safeguarding.api';

// /staff/safeguarding/settings (issue 44, decision 317): what a pending check means for positions of trust, who
// verifies checks, and the re-verification and reminder days. Audited.

const POLICIES = PENDING_POLICIES.map((p) => ({ value: p, text: T.policies[p] }));
const VERIFIERS = CHECK_METHODS.map((m) => ({ value: m, text: T.verifiers[m] }));
const LABELS = {
  pending_policy: T.pendingPolicy,
  verifier: T.verifier,
  reverify_every_days: T.reverifyEveryDays,
  remind_days_before: T.remindDaysBefore,
};

export function SafeguardingSettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 24, sm: 32 } }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {settings.isPending ? (
        <PageLoading label={T.title} />
      ) : settings.isError ? (
        <ErrorAlert message={errorMessage(settings.error, T.title)} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Box>
  );
}

function SettingsForm({ settings }: { settings: SafeguardingSettings }) {
  const form = useZodForm(SafeguardingSettings, settings);
  const save = useSaveSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    LABELS,
    (values) => {
      setNotice(null);
      return save.mutateAsync(values);
    },
    setNotice,
  );
  return (
    <FormProvider {...form}>
      <Box component="form" aria-label={T.title} noValidate onSubmit={(e) => void submit(e)}>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack sx={{ gap: 2 }}>
            <SelectInput name="pending_policy" label={T.pendingPolicy} options={POLICIES} />
            <SelectInput name="verifier" label={T.verifier} options={VERIFIERS} />
            <TextInput name="reverify_every_days" label={T.reverifyEveryDays} digits={4} sx={{ maxWidth: 320 }} />
            <TextInput name="remind_days_before" label={T.remindDaysBefore} digits={3} sx={{ maxWidth: 320 }} />
          </Stack>
        </Paper>
        <ErrorAlert {...alertProps} />
        {notice && (
          <Alert severity="success" role="status" sx={{ my: 2 }} onClose={() => setNotice(null)}>
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
