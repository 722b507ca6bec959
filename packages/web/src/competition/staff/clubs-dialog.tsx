import { Typography } from '@mui/material';
import { ClubsBody, type SetupDivision } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { TextInput } from '../../components/form-fields/text-input';
import { FormDialog } from '../../components/staff/form-dialog';
import { useZodForm } from '../../lib/forms';
import { useSaveClubs } from './season-setup.api';
import { useDialogSubmit } from './use-dialog-submit';

/** The club each team of a division plays for (issue 43: messages to all of a club's teams). */
export function ClubsDialog({
  division,
  onClose,
  onDone,
}: {
  division: SetupDivision;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(ClubsBody, { teams: division.teams.map((t) => ({ id: t.id, club: t.club })) });
  const save = useSaveClubs();
  const labels = Object.fromEntries(division.teams.map((t, i) => [`teams.${i}.club`, T.clubOf(t.name)]));
  const { submit, alert, clear } = useDialogSubmit(
    form,
    labels,
    (body) => save.mutateAsync({ divisionId: division.id, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={T.clubsOf(division.name)}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={save.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.clubsHelp}
      </Typography>
      {division.teams.map((t, i) => (
        <TextInput key={t.id} name={`teams.${i}.club`} label={T.clubOf(t.name)} fullWidth sx={{ mb: 2 }} />
      ))}
    </FormDialog>
  );
}
