import { centsToInput } from '@portal/domain/shared/money';
import { SPORTS } from '@portal/domain/shared/fields';
import { DivisionBody, type SeasonSetup, type SetupDivision } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T, WEEKDAY_NAMES } from '@portal/domain/competition/season-setup.messages';
import { DIVISION_GENDERS } from '@portal/domain/competition/division-eligibility';
import { EligibilityMessages as E } from '@portal/domain/competition/eligibility.messages';
import { Stack } from '@mui/material';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useAddDivision, useSaveDivision } from './season-setup.api';
import { useDialogSubmit } from './use-dialog-submit';

const LABELS = {
  group_id: T.group,
  name: T.name,
  note: T.note,
  sport: T.sport,
  active: T.divisionActive,
  min_players: T.minPlayers,
  max_players: T.maxPlayers,
  capacity: T.capacity,
  waitlist: T.waitlist,
  price: T.price,
  free: T.free,
  finals_qualification: T.qualification,
  double_point_rounds: T.doublePoints,
  weekday: T.weekday,
  uses_duty: T.usesDuty,
  players_gender: E.genderLabel,
  min_age: E.minAge,
  max_age: E.maxAge,
  age_on: E.ageOn,
};
const GENDER_OPTIONS = DIVISION_GENDERS.map((g) => ({ value: g, text: E.genders[g] }));
const WEEKDAYS = WEEKDAY_NAMES.map((text, i) => ({ value: String(i), text }));
const SPORT_OPTIONS = SPORTS.map((s) => ({ value: s, text: s[0]!.toUpperCase() + s.slice(1) }));
const text = (n: number | null) => (n === null ? '' : String(n));

const defaults = (d?: SetupDivision) => ({
  group_id: text(d?.group_id ?? null),
  name: d?.name ?? '',
  note: d?.note ?? '',
  sport: d?.sport ?? 'basketball',
  active: d?.active ?? true,
  min_players: text(d?.min_players ?? 5),
  max_players: text(d?.max_players ?? null),
  capacity: text(d?.capacity ?? null),
  waitlist: d?.waitlist ?? false,
  price: centsToInput(d?.price_cents ?? 0),
  free: d?.free ?? false,
  finals_qualification: text(d?.finals_qualification ?? 0),
  double_point_rounds: (d?.double_point_rounds ?? []).join(', '),
  weekday: text(d?.weekday ?? 6),
  uses_duty: d?.uses_duty ?? false,
  players_gender: d?.players_gender ?? 'mixed',
  min_age: text(d?.min_age ?? null),
  max_age: text(d?.max_age ?? null),
  age_on: d?.age_on ?? '',
});

/** A division's settings, entry terms and fixture settings: a new one of the season, or `division` changed. */
export function DivisionDialog({
  seasonId,
  setup,
  division,
  onClose,
  onDone,
}: {
  seasonId: number;
  setup: SeasonSetup;
  division?: SetupDivision;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(DivisionBody, defaults(division));
  const add = useAddDivision();
  const save = useSaveDivision();
  const { submit, alert, clear } = useDialogSubmit(
    form,
    LABELS,
    (body) => (division ? save.mutateAsync({ divisionId: division.id, body }) : add.mutateAsync({ seasonId, body })),
    onDone,
  );
  const groups = setup.groups.map((g) => ({ value: String(g.id), text: `${g.grade}: ${g.name}` }));
  return (
    <FormDialog
      open
      title={division ? T.editDivision : T.addDivision}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={add.isPending || save.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <SelectInput name="group_id" label={T.group} options={groups} fullWidth required />
      <TextInput name="name" label={T.name} fullWidth required />
      <TextInput name="note" label={T.note} fullWidth multiline minRows={2} />
      <Stack direction="row" spacing={2}>
        <SelectInput name="sport" label={T.sport} options={SPORT_OPTIONS} fullWidth />
        <SelectInput name="weekday" label={T.weekday} options={WEEKDAYS} fullWidth />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextInput name="min_players" label={T.minPlayers} fullWidth />
        <TextInput name="max_players" label={T.maxPlayers} fullWidth />
      </Stack>
      <EligibilityFields />
      <Stack direction="row" spacing={2}>
        <TextInput name="price" label={T.price} fullWidth />
        <TextInput name="capacity" label={T.capacity} fullWidth />
      </Stack>
      <TextInput name="finals_qualification" label={T.qualification} fullWidth />
      <TextInput name="double_point_rounds" label={T.doublePoints} fullWidth />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <CheckboxInput name="active" label={T.divisionActive} />
        <CheckboxInput name="free" label={T.free} />
        <CheckboxInput name="waitlist" label={T.waitlist} />
        <CheckboxInput name="uses_duty" label={T.usesDuty} />
      </Stack>
    </FormDialog>
  );
}

/** Who may play (decision 222): the players' gender, and an age band counted on a date. */
function EligibilityFields() {
  return (
    <>
      <SelectInput name="players_gender" label={E.genderLabel} options={GENDER_OPTIONS} fullWidth />
      <Stack direction="row" spacing={2}>
        <TextInput name="min_age" label={E.minAge} fullWidth />
        <TextInput name="max_age" label={E.maxAge} fullWidth />
      </Stack>
      <IsoDateInput name="age_on" label={E.ageOn} fullWidth />
    </>
  );
}
