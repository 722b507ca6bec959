import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import type { FormAlert } from '../../lib/forms';

/** A result recorded in a dialog over the contract's form: its fields, the refusal in the dialog, progress on submit. */
export function DialogFrame<T extends FieldValues, U extends FieldValues>({ title, form, onSubmit, busy, alert, onClose, children, submitLabel = T.record }: {
  title: string; form: UseFormReturn<T, unknown, U>; onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean; alert: FormAlert | null; onClose: () => void; children: ReactNode; submitLabel?: string;
}) {
  const id = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => { e.stopPropagation(); void onSubmit(e); }}>
          <DialogTitle id={id}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>{children}</Stack>
            <ErrorAlert message={alert?.message} lines={alert?.lines} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>{T.cancel}</Button>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>{submitLabel}</Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
