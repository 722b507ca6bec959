import { useState } from 'react';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import {
  resetSecondFactor,
  saveSecondFactorSettings,
  secondFactorSettings,
  SecondFactorSettings,
} from '@portal/domain/security/two-factor.contract';
import { TwoFactorTexts as T } from '@portal/domain/security/two-factor.messages';
import { StaffRoleLabels } from '@portal/domain/staff/staff.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { visuallyHidden } from '../../components/visually-hidden';
import { call, errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';

// /staff/security/second-factor (issue 44 item 6, decision 327): whether staff must use a second factor, who has one,
// and an administrator's reset of a person's second factor (audited).

const settingsQuery = {
  queryKey: ['staff', 'security', 'second-factor'],
  queryFn: async () => (await call(secondFactorSettings)).data,
};

export function SecondFactorSettingsPage() {
  const settings = useQuery(settingsQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: async (memberId: number) => (await call(resetSecondFactor, { params: { memberId } })).data,
    onSuccess: (d) => {
      setNotice(d.message);
      void settings.refetch();
    },
  });
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.settingsTitle}
      </Typography>
      {settings.isPending && <PageLoading />}
      {settings.isError && <ErrorAlert message={errorMessage(settings.error, TECHNICAL_ISSUE)} />}
      {settings.data && <SwitchForm staffRequired={settings.data.staff_required} />}
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ErrorAlert message={reset.isError ? errorMessage(reset.error, TECHNICAL_ISSUE) : null} />
      {settings.data && (
        <Paper variant="outlined" sx={{ mt: 2, overflowX: 'auto' }}>
          <Table size="small" aria-label={T.settingsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{T.person}</TableCell>
                <TableCell>{T.roles}</TableCell>
                <TableCell>{T.hasFactor}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {T.resetTitle}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {settings.data.staff.map((s) => (
                <TableRow key={s.member_id}>
                  <TableCell>
                    {s.name} ({s.username})
                  </TableCell>
                  <TableCell>{s.roles.map((r) => StaffRoleLabels[r]).join(', ')}</TableCell>
                  <TableCell>{s.enabled ? T.on : T.off}</TableCell>
                  <TableCell>
                    {s.enabled && (
                      <Button
                        size="small"
                        aria-label={`${T.resetTitle}: ${s.name}`}
                        disabled={reset.isPending}
                        onClick={() => {
                          if (window.confirm(`${T.resetTitle}: ${s.name}. ${T.resetText}`)) reset.mutate(s.member_id);
                        }}
                      >
                        {T.resetConfirm}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

function SwitchForm({ staffRequired }: { staffRequired: boolean }) {
  const form = useZodForm(SecondFactorSettings, { staff_required: staffRequired });
  const save = useMutation({
    mutationFn: async (body: SecondFactorSettings) => (await call(saveSecondFactorSettings, { body })).data,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const { submit, alertProps } = useFormSubmit(
    form,
    { staff_required: T.staffRequired },
    (v) => save.mutateAsync(v),
    (d) => setSaved(d.message),
  );
  return (
    <FormProvider {...form}>
      <Paper component="form" variant="outlined" noValidate onSubmit={(e) => void submit(e)} sx={{ p: 2 }}>
        <CheckboxInput name="staff_required" label={T.staffRequired} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.staffRequiredHelp}
        </Typography>
        <ErrorAlert {...alertProps} />
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(null)}>
            {saved}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} startIcon={busyIcon(save.isPending)}>
          {T.save}
        </Button>
      </Paper>
    </FormProvider>
  );
}
