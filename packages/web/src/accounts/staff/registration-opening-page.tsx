import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import {
  registrationOpening,
  saveRegistrationOpening,
  SaveRegistrationOpeningBody,
} from '@portal/domain/accounts/registration-opening.staff.contract';
import { RegistrationOpeningTexts as T } from '@portal/domain/shared/queue.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { TextInput } from '../../components/form-fields/text-input';
import { call, errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';

// /staff/registrations/opening (issue 46 item 4, decision 347): when registrations open, with the fair queue from the
// first second; administrators only (registrations.opening), audited.

const openingQuery = {
  queryKey: ['staff', 'registrations', 'opening'],
  queryFn: async () => (await call(registrationOpening)).data,
};

export function RegistrationOpeningPage() {
  const opening = useQuery(openingQuery);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{T.intro}</Typography>
      {opening.isPending && <PageLoading />}
      {opening.isError && <ErrorAlert message={errorMessage(opening.error, TECHNICAL_ISSUE)} />}
      {opening.data && <OpeningForm opensAt={opening.data.opens_at} onSaved={() => void opening.refetch()} />}
    </Box>
  );
}

function OpeningForm({ opensAt, onSaved }: { opensAt: string | null; onSaved: () => void }) {
  const form = useZodForm(SaveRegistrationOpeningBody, { opens_at: opensAt ?? '' });
  const save = useMutation({
    mutationFn: async (body: SaveRegistrationOpeningBody) => (await call(saveRegistrationOpening, { body })).data,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    { opens_at: T.field },
    (v) => save.mutateAsync(v),
    (d) => {
      setSaved(d.message);
      form.reset({ opens_at: d.opens_at ?? '' });
      onSaved();
    },
  );
  return (
    <FormProvider {...form}>
      <Paper component="form" variant="outlined" noValidate onSubmit={(e) => void submit(e)} sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{opensAt ? T.current(opensAt) : T.none}</Typography>
        <TextInput name="opens_at" label={T.field} helperText={T.fieldHelp} fullWidth sx={{ mb: 2 }} />
        <ErrorAlert {...alertProps} />
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
            {saved}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending} startIcon={busyIcon(save.isPending)}>
            {T.save}
          </Button>
          {opensAt && (
            <Button
              disabled={save.isPending}
              onClick={() => {
                form.setValue('opens_at', '');
                void submit();
              }}
            >
              {T.clear}
            </Button>
          )}
        </Box>
      </Paper>
    </FormProvider>
  );
}
