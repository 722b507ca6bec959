import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../feedback/error-alert';
import { ApiError } from '../../lib/api-client';

/** A refused call in a dialog or beside a list: the server's sentence, and each field error it names. */
export function RefusalAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  const message = error instanceof ApiError ? error.message : T.loadFailed;
  return <ErrorAlert message={fields.length === 1 ? fields[0] : message} lines={fields.length > 1 ? fields : undefined} onClose={onClose} />;
}
