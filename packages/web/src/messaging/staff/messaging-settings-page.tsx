import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { MessagingSettings } from '@portal/domain/messaging/settings.staff.contract';
import { MessagingSettingsTexts as T } from '@portal/domain/messaging/settings.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { TextInput } from '../../components/form-fields/text-input';
import { errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { messagingSettingsQuery, useSaveMessagingSettings } from './messaging-settings.api';

// /staff/messages/settings (issue 43, decision 314): team messages and their limit a day, the renewal and invoice
// reminders in the association's words, and the managers' daily digest of fixture changes.

const LABELS = {
  team_messages_per_day: T.teamMessagesPerDay,
  renewal_reminder_days: T.renewalReminderDays,
  renewal_reminder_text: `${T.renewalSection}: ${T.renewalReminderText}`,
  invoice_overdue_days: T.invoiceOverdueDays,
  invoice_reminder_text: `${T.invoiceSection}: ${T.invoiceReminderText}`,
};

export function MessagingSettingsPage() {
  const settings = useQuery(messagingSettingsQuery);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {settings.isPending ? (
        <PageLoading label={T.loading} />
      ) : settings.isError ? (
        <ErrorAlert message={errorMessage(settings.error, T.loading)} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: MessagingSettings }) {
  const form = useZodForm(MessagingSettings, settings);
  const save = useSaveMessagingSettings();
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
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <Section title={T.teamSection}>
          <CheckboxInput name="team_messages" label={T.teamMessages} />
          <TextInput name="team_messages_per_day" label={T.teamMessagesPerDay} digits={2} sx={{ maxWidth: 280 }} />
        </Section>
        <Section title={T.renewalSection}>
          <CheckboxInput name="renewal_reminders" label={T.renewalReminders} />
          <TextInput name="renewal_reminder_days" label={T.renewalReminderDays} digits={2} sx={{ maxWidth: 280 }} />
          <TextInput
            name="renewal_reminder_text"
            label={T.renewalReminderText}
            helperText={T.renewalHelp}
            multiline
            minRows={3}
          />
        </Section>
        <Section title={T.invoiceSection}>
          <CheckboxInput name="invoice_reminders" label={T.invoiceReminders} />
          <TextInput name="invoice_overdue_days" label={T.invoiceOverdueDays} digits={2} sx={{ maxWidth: 380 }} />
          <TextInput
            name="invoice_reminder_text"
            label={T.invoiceReminderText}
            helperText={T.invoiceHelp}
            multiline
            minRows={3}
          />
        </Section>
        <Section title={T.digestSection}>
          <CheckboxInput name="fixture_digest" label={T.fixtureDigest} />
        </Section>
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
