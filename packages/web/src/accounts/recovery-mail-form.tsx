import { useState, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AccountsMessages as A, LoginTexts } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { FormButtons } from '../components/form-buttons';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { RecoveryCard } from './recovery-card';

/**
 * A request for a recovery mail (spec 000 §2.3 Forgot Username, Forgot / Reset Password): its field, Clear and send;
 * then "Email Sent Successfully" with where to look (ours) and home after 3 s (spec 000 §9). Refusals show beside the field (§8).
 */
export function RecoveryMailForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  submitLabel,
  schema,
  defaults,
  labels,
  send,
  children,
}: {
  title: string;
  submitLabel: string;
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  labels: Readonly<Record<string, string>>;
  send: { mutateAsync: (body: z.output<S>) => Promise<unknown>; isPending: boolean };
  /** The form's field, with what it wants and its links. */
  children: ReactNode;
}) {
  const form = useZodForm(schema, defaults);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const {
    submit: onSubmit,
    alertProps,
    clear,
  } = useFormSubmit(
    form,
    labels,
    (body) => send.mutateAsync(body),
    () => setDone(true),
  );

  return (
    <RecoveryCard title={title}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {children}
            <ErrorAlert {...alertProps} />
            <FormButtons
              submitLabel={submitLabel}
              busy={send.isPending || done}
              secondaryLabel={LoginTexts.clear}
              onSecondary={() => {
                form.reset();
                clear();
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
      <TimedOverlay
        message={done ? `${A.emailSent}. ${A.emailWhere}` : null}
        ms={3000}
        onDone={() => void navigate('/', { replace: true })}
      />
    </RecoveryCard>
  );
}
