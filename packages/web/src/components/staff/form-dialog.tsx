import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { busyIcon } from '../feedback/busy-icon';
import { ErrorAlert } from '../feedback/error-alert';
import type { FormAlert } from '../../lib/forms';

/**
 * A back-office change as a dialog over a react-hook-form (the contract's schema): its fields, the refusal where the
 * eye is (in the dialog), and the submit showing its progress. It cannot be closed while the call runs. Its submit
 * stops at the dialog: React carries events through the portal, so a dialog opened from inside a page's form (the score
 * sheet) would otherwise submit that form too.
 */
export function FormDialog<T extends FieldValues, U extends FieldValues>({
  open,
  title,
  text,
  form,
  onSubmit,
  submitLabel,
  busy,
  alert,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text?: ReactNode;
  form: UseFormReturn<T, unknown, U>;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  alert: FormAlert | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => {
            e.stopPropagation();
            void onSubmit(e);
          }}
        >
          <DialogTitle id={id}>{title}</DialogTitle>
          <DialogContent>
            {text}
            <Stack spacing={2} sx={{ mt: 1 }}>
              {children}
            </Stack>
            <ErrorAlert message={alert?.message} lines={alert?.lines} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
