import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../feedback/error-alert';
import { refusalOf } from '../../lib/api-client';

/** A refused call in a dialog or beside a list: the server's sentence, and each field error it names. */
export function RefusalAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  if (!error) return null;
  const refusal = refusalOf(error);
  const fields = refusal?.lines ?? [];
  const message = refusal?.message ?? T.loadFailed;
  return (
    <ErrorAlert
      message={fields.length === 1 ? fields[0] : message}
      lines={fields.length > 1 ? fields : undefined}
      onClose={onClose}
    />
  );
}
