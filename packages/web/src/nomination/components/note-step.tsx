import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { TextInput } from '../../components/form-fields/text-input';

/** spec 001 §2 step 6: a note to the association (optional). */
export function NoteStep() {
  return (
    <TextInput
      name="note"
      label={M.reviewNote}
      placeholder={M.notePlaceholder}
      multiline
      minRows={3}
      fullWidth
      maxLength={1000}
    />
  );
}
