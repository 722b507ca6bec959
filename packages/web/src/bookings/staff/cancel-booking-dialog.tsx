import { DialogContentText } from '@mui/material';
import {
  CancelBookingForm,
  cancelBookingBody,
  type StaffBookingRow,
} from '@portal/domain/bookings/bookings.staff.contract';
import { BookingStaffTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { centsToInput, formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { TextInput } from '../../components/form-fields/text-input';
import { useServerErrors, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { FormDialog } from '../../components/staff/form-dialog';
import { useKeyedWrite } from '../../components/staff/use-keyed-write';
import { useCancelBooking } from './bookings-staff.api';

const LABELS = { refund: T.refundAmount, reason: T.reason };

/**
 * Cancel a booking with a reason and refund its payment in full (the default), in part or not at all (bookings.cancel).
 * One idempotency key per cancellation, kept while the answer is unknown, so a retry never refunds twice (decision 215).
 */
export function CancelBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: StaffBookingRow;
  onClose: () => void;
  onDone: (outcome: { message: string; refund: string }) => void;
}) {
  const { timeZone } = useSettings();
  const form = useZodForm(CancelBookingForm, { refund: centsToInput(booking.refundable_cents), reason: '' });
  const errors = useServerErrors(form, LABELS);
  const mutation = useCancelBooking();
  const write = useKeyedWrite<{ message: string; refund: string }>(
    'cancel',
    { cents: 'refund_cents', field: 'refund' },
    errors.show,
  );
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    await write((key) => mutation.mutateAsync({ bookingId: booking.id, body: cancelBookingBody(values, key) }), onDone);
  });
  const what = `${booking.court}, ${booking.venue}, ${formatDateTime(booking.starts_at, timeZone)} (${booking.member})`;
  return (
    <FormDialog
      open
      title={T.cancelTitle(booking.id)}
      text={<DialogContentText>{T.cancelText(what, formatCents(booking.refundable_cents))}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={T.confirmCancel}
      busy={mutation.isPending}
      alert={errors.alert}
      onClose={onClose}
    >
      <TextInput name="refund" label={T.refundAmount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextInput name="reason" label={T.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
