import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import {
  CodeBody,
  confirmSecondFactor,
  startSecondFactor,
  verifySecondFactor,
} from '@portal/domain/security/two-factor.contract';
import { TwoFactorTexts as T } from '@portal/domain/security/two-factor.messages';
import { busyIcon } from '../feedback/busy-icon';
import { ErrorAlert } from '../feedback/error-alert';
import { TextInput } from '../form-fields/text-input';
import { call, errorMessage } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';

// The second factor's steps (issue 44, decisions 327, 328), shared by the back-office's gate (the staff shell) and a
// member's own page: set up an authenticator (QR code and key, a first code, the recovery codes shown once), and type
// a code for this session.

/** A code form: 6 digits or a recovery code, sent to `run`; one field, so a phone's keyboard offers digits first. */
export function CodeForm({
  run,
  submitLabel,
  onDone,
  busy,
}: {
  run: (body: CodeBody) => Promise<unknown>;
  submitLabel: string;
  onDone: () => void;
  busy: boolean;
}) {
  const form = useZodForm(CodeBody, { code: '' });
  const { submit, alertProps } = useFormSubmit(form, { code: T.code }, run, onDone);
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 320 }}>
        <TextInput
          name="code"
          label={T.code}
          helperText={T.codeHint}
          autoComplete="one-time-code"
          inputMode="text"
          required
          fullWidth
          autoFocus
          maxLength={20}
        />
        <ErrorAlert {...alertProps} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy} startIcon={busyIcon(busy)}>
          {submitLabel}
        </Button>
      </Box>
    </FormProvider>
  );
}

/** Type a code for this session (the back-office's code page). */
export function VerifyCode({ onDone }: { onDone: () => void }) {
  const verify = useMutation({
    mutationFn: async (body: CodeBody) => (await call(verifySecondFactor, { body })).data,
  });
  return <CodeForm run={(b) => verify.mutateAsync(b)} submitLabel={T.verify} onDone={onDone} busy={verify.isPending} />;
}

/** The recovery codes, shown once, with the button that leaves them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={T.recoveryTitle}>
      <Typography variant="h6" component="h2">
        {T.recoveryTitle}
      </Typography>
      <Typography sx={{ my: 1 }}>{T.recoveryText}</Typography>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3, my: 2 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {T.done}
      </Button>
    </Paper>
  );
}

/** Set up an authenticator: start, scan or type the key, confirm a first code, keep the recovery codes. */
export function SetUpSecondFactor({ onDone }: { onDone: () => void }) {
  const start = useMutation({ mutationFn: async () => (await call(startSecondFactor)).data });
  const confirm = useMutation({
    mutationFn: async (body: CodeBody) => (await call(confirmSecondFactor, { body })).data,
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!start.data)
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <ErrorAlert message={start.isError ? errorMessage(start.error, T.start) : null} />
        <Button
          variant="contained"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          startIcon={busyIcon(start.isPending)}
        >
          {T.start}
        </Button>
      </Stack>
    );
  const { qr_svg, secret } = start.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>{T.scan}</Typography>
      <Box
        component="img"
        alt={T.scan}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr_svg)}`}
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider' }}
      />
      <Alert severity="info" icon={false}>
        {T.keyLabel}:{' '}
        <Box component="code" data-testid="second-factor-key" sx={{ wordBreak: 'break-all', fontSize: '1rem' }}>
          {secret}
        </Box>
      </Alert>
      <CodeForm
        run={async (b) => setCodes((await confirm.mutateAsync(b)).recovery_codes)}
        submitLabel={T.confirm}
        onDone={() => {}}
        busy={confirm.isPending}
      />
    </Stack>
  );
}
