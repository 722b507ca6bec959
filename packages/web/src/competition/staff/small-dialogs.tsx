import {
  ExceptionBody,
  GradeBody,
  GroupBody,
  TeamsBody,
  type SeasonSetup,
  type SetupDivision,
} from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useAddException, useAddGrade, useAddGroup, useAddTeams } from './season-setup.api';
import { useDialogSubmit } from './use-dialog-submit';

// The season page's short dialogs: teams of a division, a grade, a division group, an exception date.

interface Props {
  onClose: () => void;
  onDone: (message: string) => void;
}

export function TeamsDialog({ division, onClose, onDone }: Props & { division: SetupDivision }) {
  const form = useZodForm(TeamsBody, { names: '' });
  const add = useAddTeams();
  const { submit, alert, clear } = useDialogSubmit(
    form,
    { names: T.teamNames },
    (body) => add.mutateAsync({ divisionId: division.id, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={`${T.addTeams}: ${division.name}`}
      form={form}
      onSubmit={submit}
      submitLabel={T.add}
      busy={add.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="names" label={T.teamNames} fullWidth multiline minRows={6} required />
    </FormDialog>
  );
}

export function GradeDialog({ onClose, onDone }: Props) {
  const form = useZodForm(GradeBody, { name: '' });
  const add = useAddGrade();
  const { submit, alert, clear } = useDialogSubmit(form, { name: T.name }, (body) => add.mutateAsync(body), onDone);
  return (
    <FormDialog
      open
      title={T.addGrade}
      form={form}
      onSubmit={submit}
      submitLabel={T.add}
      busy={add.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="name" label={T.name} fullWidth required />
    </FormDialog>
  );
}

export function GroupDialog({ seasonId, setup, onClose, onDone }: Props & { seasonId: number; setup: SeasonSetup }) {
  const form = useZodForm(GroupBody, { grade_id: '', name: '' });
  const add = useAddGroup();
  const { submit, alert, clear } = useDialogSubmit(
    form,
    { grade_id: T.grade, name: T.name },
    (body) => add.mutateAsync({ seasonId, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={T.addGroup}
      form={form}
      onSubmit={submit}
      submitLabel={T.add}
      busy={add.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <SelectInput
        name="grade_id"
        label={T.grade}
        options={setup.grades.map((g) => ({ value: String(g.id), text: g.name }))}
        fullWidth
        required
      />
      <TextInput name="name" label={T.name} fullWidth required />
    </FormDialog>
  );
}

export function ExceptionDialog({
  seasonId,
  setup,
  onClose,
  onDone,
}: Props & { seasonId: number; setup: SeasonSetup }) {
  const form = useZodForm(ExceptionBody, { from: '', to: '', reason: '', division_id: '' });
  const add = useAddException();
  const labels = { from: T.from, to: T.to, reason: T.reason, division_id: T.division };
  const { submit, alert, clear } = useDialogSubmit(form, labels, (body) => add.mutateAsync({ seasonId, body }), onDone);
  const divisions = [
    { value: '', text: T.everyDivision },
    ...setup.divisions.map((d) => ({ value: String(d.id), text: d.name })),
  ];
  return (
    <FormDialog
      open
      title={T.addException}
      form={form}
      onSubmit={submit}
      submitLabel={T.add}
      busy={add.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <IsoDateInput name="from" label={T.from} fullWidth required />
      <IsoDateInput name="to" label={T.to} fullWidth />
      <TextInput name="reason" label={T.reason} fullWidth />
      <SelectInput name="division_id" label={T.division} options={divisions} fullWidth />
    </FormDialog>
  );
}
