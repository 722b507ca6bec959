import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { FlagsBody, MEMBER_FLAGS, type MemberRecord } from '@portal/domain/staff/member-records.contract';
import { ChoiceLabels, SPORTS } from '@portal/domain/shared/fields';
import { MemberFlagLabels, MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSetFlags } from '../members.api';
import { FormDialog } from '../../components/staff/form-dialog';

/** The sports as checkboxes over one list field. */
function SportsField() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'sports', control });
  const value = (field.value ?? []) as string[];
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend">{R.sports}</FormLabel>
      <FormGroup row>
        {SPORTS.map((s) => (
          <FormControlLabel
            key={s}
            label={ChoiceLabels.sport[s]}
            control={
              <Checkbox
                checked={value.includes(s)}
                onChange={(e) => field.onChange(e.target.checked ? [...value, s] : value.filter((x) => x !== s))}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Set the flags of spec 000 §6 and the sports (members.flags). */
export function FlagsDialog({
  record,
  open,
  onClose,
  onDone,
}: {
  record: MemberRecord;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(FlagsBody, {
    ...record.flags,
    sports: (record.sports ?? []).map((s) => s.sport) as never,
    reason: '',
  });
  const mutation = useSetFlags();
  const { submit, alert, clear } = useFormSubmit(
    form,
    { ...MemberFlagLabels, sports: R.sports, reason: R.optionalReason },
    (body) => mutation.mutateAsync({ memberId: record.profile.id, body }),
    (done) => onDone(done.message),
  );
  return (
    <FormDialog
      open={open}
      title={R.flagsTitle}
      form={form}
      onSubmit={submit}
      submitLabel={R.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <FormGroup>
        {MEMBER_FLAGS.map((f) => (
          <CheckboxInput key={f} name={f} label={MemberFlagLabels[f]} />
        ))}
      </FormGroup>
      <SportsField />
      <TextInput name="reason" label={R.optionalReason} multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
