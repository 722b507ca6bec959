import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { LoginTexts } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { useFormSubmit, useZodForm } from '../lib/forms';

/** One small family form (decision 246): its fields, an error alert, Clear and send; `onSent` gets the answer. */
export function FamilyForm<S extends z.ZodType<FieldValues, FieldValues>, R>({
  title,
  schema,
  defaults,
  labels,
  send,
  submitLabel,
  onSent,
  children,
}: {
  title: string;
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  labels: Readonly<Record<string, string>>;
  send: { mutateAsync: (body: z.output<S>) => Promise<R>; isPending: boolean };
  submitLabel: string;
  onSent: (answer: R) => void;
  children: ReactNode;
}) {
  const form = useZodForm(schema, defaults);
  const { submit: onSubmit, alertProps, clear } = useFormSubmit(form, labels, (body) => send.mutateAsync(body), onSent);
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>
          {children}
          <ErrorAlert {...alertProps} />
          <FormButtons
            submitLabel={submitLabel}
            busy={send.isPending}
            secondaryLabel={LoginTexts.clear}
            onSecondary={() => {
              form.reset();
              clear();
            }}
          />
        </Stack>
      </Box>
    </FormProvider>
  );
}
