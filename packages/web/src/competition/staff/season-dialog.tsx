import { NewSeasonBody, type SeasonRow } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useCreateSeason, useSaveSeason } from './season-setup.api';
import { useDialogSubmit } from './use-dialog-submit';

const LABELS = {
  name: T.name,
  starts_on: T.startsOn,
  ends_on: T.endsOn,
  active: T.active,
  archived: T.archived,
  copy_from: T.copyFrom,
};

/** A new season (optionally copying another's structure), or the season `season` changed. */
export function SeasonDialog({
  season,
  copyable,
  open,
  onClose,
  onDone,
  onCreated,
}: {
  season?: SeasonRow;
  copyable: readonly { id: number; name: string }[];
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  onCreated?: (seasonId: number, message: string) => void;
}) {
  const form = useZodForm(NewSeasonBody, {
    name: season?.name ?? '',
    starts_on: season?.starts_on ?? '',
    ends_on: season?.ends_on ?? '',
    active: season?.active ?? false,
    archived: season?.archived ?? false,
    copy_from: '',
  });
  const create = useCreateSeason();
  const save = useSaveSeason();
  const { submit, alert, clear } = useDialogSubmit(
    form,
    LABELS,
    async (values) => {
      if (!season) {
        const made = await create.mutateAsync(values);
        onCreated?.(made.season_id, made.message);
        return made;
      }
      const { copy_from: _c, ...body } = values;
      return save.mutateAsync({ seasonId: season.id, body });
    },
    onDone,
  );
  const options = [{ value: '', text: T.noCopy }, ...copyable.map((s) => ({ value: String(s.id), text: s.name }))];
  return (
    <FormDialog
      open={open}
      title={season ? T.editSeason : T.newSeason}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={create.isPending || save.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="name" label={T.name} fullWidth required />
      <IsoDateInput name="starts_on" label={T.startsOn} fullWidth required />
      <IsoDateInput name="ends_on" label={T.endsOn} fullWidth required />
      <CheckboxInput name="active" label={T.active} />
      <CheckboxInput name="archived" label={T.archived} />
      {!season && <SelectInput name="copy_from" label={T.copyFrom} options={options} fullWidth />}
    </FormDialog>
  );
}
