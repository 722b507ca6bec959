import { Box, Grid, Paper, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { NominationMessages as M, PlayerLabels as L } from '@portal/domain/nomination/nomination.messages';
import { MEMBER_MAX_LENGTH as MAX } from '@portal/domain/shared/fields';
import { checkReady } from '@portal/domain/teams/player-check';
import { InvitationMessages as IM } from '@portal/domain/teams/teams.messages';
import { PersonBasics } from '../../components/form-fields/person-basics';
import { TextInput } from '../../components/form-fields/text-input';
import { RowButtons } from '../../components/row-buttons';
import { refusalOf } from '../../lib/api-client';
import type { NominationValues, PlayerValues } from '../nomination-form';
import { useCheckPlayer } from '../nomination.api';

const todayIso = () => new Date().toLocaleDateString('en-CA');

/**
 * ADD PLAYER (spec 001 §4): a check runs only once firstname, lastname and (dob and gender, or mid) are filled; its
 * answer confirms the row ('Player Found', or 'Player Invited' for an email no member holds) or is shown under it.
 */
function usePlayerCheck(index: number, division: number | null) {
  const form = useFormContext<NominationValues>();
  const name = `players.${index}` as const;
  const row = useWatch({ name }) as PlayerValues;
  const check = useCheckPlayer();

  const add = async () => {
    const fields = ['firstname', 'lastname', 'dob', 'gender', ...(row.requireEmail ? ['email'] : [])].map(
      (f) => `${name}.${f}`,
    );
    const current = form.getValues(name);
    const player = {
      firstname: current.firstname ?? '',
      lastname: current.lastname ?? '',
      dob: current.dob ?? '',
      gender: current.gender as 'male',
      email: current.email ?? '',
      mid: null,
      requireEmail: Boolean(current.requireEmail),
      role: 'player' as const,
    };
    if (
      !(await form.trigger(fields as never)) ||
      !checkReady({ ...player, gender: player.gender || undefined }) ||
      division === null
    )
      return;
    try {
      const r = await check.mutateAsync({ player, division, fromteamentry: true });
      form.setValue(
        name,
        {
          ...current,
          status: r.status,
          mid: r.mid,
          confirm: (r.outcome === 'found' || r.outcome === 'invited') as true,
          requireEmail: Boolean(current.requireEmail) || r.outcome === 'email_required',
        },
        { shouldValidate: form.formState.isSubmitted },
      );
      form.clearErrors(`${name}.confirm`);
    } catch (err) {
      form.setValue(`${name}.status`, refusalOf(err)?.message ?? M.playerNotChecked);
    }
  };
  return { form, name, row, add, checking: check.isPending };
}

/**
 * spec 001 §4 player row: new, then ADD PLAYER runs the teams area's player check: confirmed (PLAYER ADDED, 'Player
 * Found', locked), or failed (the status under the row; 'Email required' shows an email field). With an email no
 * member of that name holds, the row is confirmed as an invited player ('Player Invited', decision 154). A copied row
 * comes confirmed. The same name twice is refused before any check ('Player already added to the team').
 */
export function PlayerRow({
  index,
  division,
  onRemove,
}: {
  index: number;
  division: number | null;
  onRemove: () => void;
}) {
  const { form, name, row, add, checking } = usePlayerCheck(index, division);
  const confirmed = row.confirm === true;
  const failed = !confirmed && Boolean(row.status);
  const confirmError = form.getFieldState(`${name}.confirm`, form.formState).error?.message;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={M.playerRow(index + 1)}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {M.playerRow(index + 1)}
        {row.copied ? ` · ${M.copiedPlayer}` : ''}
      </Typography>
      <Box component="fieldset" disabled={confirmed || checking} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <PersonBasics prefix={name} labels={L} limited dobMax={todayIso()} birth={!(row.copied && row.mid)} />
          {row.requireEmail && (
            <Grid size={12}>
              <TextInput name={`${name}.email`} type="email" label={L.email} required fullWidth maxLength={MAX.email} />
            </Grid>
          )}
        </Grid>
      </Box>
      {row.status && (
        <Typography role="status" sx={{ mt: 1 }} color={confirmed ? 'success' : 'error'}>
          {row.status}
        </Typography>
      )}
      {confirmed && row.mid == null && row.email && (
        <Typography variant="body2" color="textSecondary">
          {IM.invitedHint(row.email)}
        </Typography>
      )}
      {!confirmed && !failed && confirmError && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {confirmError}
        </Typography>
      )}
      <RowButtons
        confirmed={confirmed}
        asking={failed}
        disabled={checking || division === null}
        onCheck={() => void add()}
        checkLabel={M.addPlayer}
        doneLabel={M.playerAdded}
        removeLabel={M.removePlayer}
        onRemove={onRemove}
      />
    </Paper>
  );
}
