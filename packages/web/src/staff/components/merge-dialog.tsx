import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { MergeBody, type DuplicatePair } from '@portal/domain/staff/duplicates.contract';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useMerge } from '../members.api';
import { FormDialog } from '../../components/staff/form-dialog';

/**
 * Merge one person's two accounts: which one is kept, and why. Everything of the other moves to it and the other
 * signs in to it from then on (decision 162).
 */
export function MergeDialog({
  pair,
  onClose,
  onDone,
}: {
  pair: DuplicatePair;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(MergeBody, { keep_id: pair.a.id, merge_id: pair.b.id, reason: '' });
  const merge = useMerge();
  const keep = form.watch('keep_id');
  const { submit, alert } = useFormSubmit(
    form,
    { reason: R.reason },
    (body) => merge.mutateAsync(body),
    (answer) => onDone(answer.message),
  );
  const choose = (id: number) => {
    form.setValue('keep_id', id);
    form.setValue('merge_id', id === pair.a.id ? pair.b.id : pair.a.id);
  };
  return (
    <FormDialog
      open
      title={`Merge the accounts of ${pair.name}`}
      form={form}
      onSubmit={submit}
      submitLabel="Merge"
      busy={merge.isPending}
      alert={alert}
      onClose={onClose}
      text="Everything the other account holds (orders, invoices, teams, bookings, rosters) moves to the account kept; the other is deactivated and its username and password sign in to the kept one."
    >
      <FormControl>
        <FormLabel id="merge-keep">Account to keep</FormLabel>
        <RadioGroup aria-labelledby="merge-keep" value={String(keep)} onChange={(e) => choose(Number(e.target.value))}>
          {[pair.a, pair.b].map((m) => (
            <FormControlLabel
              key={m.id}
              value={String(m.id)}
              control={<Radio />}
              label={`${m.username} (No. ${m.id}, ${m.email || 'no email'})`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextInput name="reason" label={R.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
