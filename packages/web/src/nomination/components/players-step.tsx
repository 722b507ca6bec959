import { Button, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { minimumApplies, type DivisionFacts, type EntrantFlags } from '@portal/domain/nomination/nomination.rules';
import { MAX_PLAYER_ROWS } from '@portal/domain/nomination/team-nomination-body';
import { newPlayer, type NominationValues } from '../nomination-form';
import { PlayerRow } from './player-row';

/** spec 001 §2 step 5 Players: rows checked one by one, between the division's minimum (unless waived) and maximum. */
export function PlayersStep({
  facts,
  flags,
  division,
}: {
  facts: DivisionFacts;
  flags: EntrantFlags;
  division: number | null;
}) {
  const form = useFormContext<NominationValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'players' });
  const error = form.formState.errors.players as { message?: string; root?: { message?: string } } | undefined;
  const limit = facts.max_players ?? MAX_PLAYER_ROWS;
  const hint = minimumApplies(facts, flags)
    ? M.playerLimits(facts.min_players, facts.max_players)
    : M.noMinimum(facts.max_players);
  return (
    <Stack spacing={2}>
      <Typography>{hint}</Typography>
      {fields.map((f, i) => (
        <PlayerRow key={f.id} index={i} division={division} onRemove={() => remove(i)} />
      ))}
      {(error?.message ?? error?.root?.message) && (
        <Typography color="error" role="alert">
          {error?.message ?? error?.root?.message}
        </Typography>
      )}
      <div>
        <Button variant="outlined" onClick={() => append(newPlayer())} disabled={fields.length >= limit}>
          {M.anotherPlayer}
        </Button>
      </div>
    </Stack>
  );
}
