import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useFormContext, useWatch } from 'react-hook-form';
import { NominationMessages as M, PlayerLabels as L } from '@portal/domain/nomination/nomination.messages';
import { ChoiceLabels, GENDERS, MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { checkReady } from '@portal/domain/teams/player-check';
import { InvitationMessages as IM } from '@portal/domain/teams/teams.messages';
import { DateInput } from '../../components/form-fields/date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { ApiError } from '../../lib/api-client';
import type { NominationValues, PlayerValues } from '../nomination-form';
import { useCheckPlayer } from '../nomination.api';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, text: ChoiceLabels.gender[value] }));
const todayIso = () => new Date().toLocaleDateString('en-CA');

/**
 * spec 001 §4 player row: new, then ADD PLAYER runs the teams area's player check: confirmed (PLAYER ADDED, 'Player
 * Found', locked), or failed (the status under the row; 'Email required' shows an email field). With an email no
 * member of that name holds, the row is confirmed as an invited player ('Player Invited', decision 154). A copied row
 * comes confirmed. The same name twice is refused before any check ('Player already added to the team').
 */
export function PlayerRow({ index, division, onRemove }: { index: number; division: number | null; onRemove: () => void }) {
  const form = useFormContext<NominationValues>();
  const name = `players.${index}` as const;
  const row = useWatch({ name }) as PlayerValues;
  const check = useCheckPlayer();
  const confirmed = row.confirm === true;
  const failed = !confirmed && Boolean(row.status);
  const confirmError = form.getFieldState(`${name}.confirm`, form.formState).error?.message;

  const add = async () => {
    const fields = ['firstname', 'lastname', 'dob', 'gender', ...(row.requireEmail ? ['email'] : [])].map((f) => `${name}.${f}`);
    const current = form.getValues(name);
    const player = {
      firstname: current.firstname ?? '', lastname: current.lastname ?? '', dob: current.dob ?? '', gender: current.gender as 'male',
      email: current.email ?? '', mid: null, requireEmail: Boolean(current.requireEmail), role: 'player' as const,
    };
    // spec 001 §4: a check runs only once firstname, lastname and (dob and gender, or mid) are filled
    if (!(await form.trigger(fields as never)) || !checkReady({ ...player, gender: player.gender || undefined }) || division === null) return;
    try {
      const r = await check.mutateAsync({ player, division, fromteamentry: true });
      form.setValue(name, {
        ...current, status: r.status, mid: r.mid, confirm: (r.outcome === 'found' || r.outcome === 'invited') as true,
        requireEmail: Boolean(current.requireEmail) || r.outcome === 'email_required',
      }, { shouldValidate: form.formState.isSubmitted });
      form.clearErrors(`${name}.confirm`);
    } catch (err) {
      form.setValue(`${name}.status`, err instanceof ApiError ? err.message : M.playerNotChecked);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={M.playerRow(index + 1)}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {M.playerRow(index + 1)}{row.copied ? ` · ${M.copiedPlayer}` : ''}
      </Typography>
      <Box component="fieldset" disabled={confirmed || check.isPending} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><TextInput name={`${name}.firstname`} label={L.firstname} required fullWidth maxLength={MAX.firstname} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><TextInput name={`${name}.lastname`} label={L.lastname} required fullWidth maxLength={MAX.lastname} /></Grid>
          {!(row.copied && row.mid) && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}><DateInput name={`${name}.dob`} label={L.dob} required fullWidth max={todayIso()} /></Grid>
              <Grid size={{ xs: 12, sm: 6 }}><SelectInput name={`${name}.gender`} label={L.gender} required fullWidth options={GENDER_OPTIONS} /></Grid>
            </>
          )}
          {row.requireEmail && <Grid size={12}><TextInput name={`${name}.email`} type="email" label={L.email} required fullWidth maxLength={MAX.email} /></Grid>}
        </Grid>
      </Box>
      {row.status && <Typography role="status" sx={{ mt: 1 }} color={confirmed ? 'success' : 'error'}>{row.status}</Typography>}
      {confirmed && row.mid == null && row.email && <Typography variant="body2" color="textSecondary">{IM.invitedHint(row.email)}</Typography>}
      {!confirmed && !failed && confirmError && <Typography color="error" variant="body2" sx={{ mt: 1 }}>{confirmError}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" color={confirmed ? 'success' : failed ? 'error' : 'primary'} aria-pressed={confirmed}
          startIcon={confirmed ? <CheckCircleIcon /> : undefined} disabled={check.isPending || division === null}
          onClick={confirmed ? undefined : () => void add()}>
          {confirmed ? M.playerAdded : M.addPlayer}
        </Button>
        <Button variant="outlined" onClick={onRemove}>{M.removePlayer}</Button>
      </Stack>
    </Paper>
  );
}
