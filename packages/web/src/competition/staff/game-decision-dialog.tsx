import { Typography } from '@mui/material';
import {
  DisqualifyBody,
  FORFEIT_KINDS,
  ForfeitBody,
  type SheetGame,
} from '@portal/domain/competition/results.staff.contract';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useDisqualify, useForfeit } from './results.staff.api';

export interface Decision {
  kind: 'forfeit' | 'disqualify';
  game: SheetGame;
}
type Props = { game: SheetGame; onClose: () => void; onDone: (message: string) => void };

const teamOptions = (g: SheetGame) =>
  [g.team_a, g.team_b].flatMap((t) => (t ? [{ value: String(t.id), text: t.name }] : []));
const KIND_OPTIONS = FORFEIT_KINDS.map((k) => ({ value: k, text: T.forfeitKinds[k] }));
const title = (kind: string, g: SheetGame) => `${kind}: ${g.team_a?.name} v ${g.team_b?.name}`;
const names = (g: SheetGame) => [g.team_a?.name ?? '', g.team_b?.name ?? ''] as const;

/** A forfeit or a disqualification of one game of the sheet (spec 001 §3), or nothing when none is asked for. */
export function GameDecisionDialog({
  decision,
  onClose,
  onDone,
}: {
  decision: Decision | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  if (!decision) return null;
  const props = { game: decision.game, onClose, onDone };
  return decision.kind === 'forfeit' ? <ForfeitDialog {...props} /> : <DisqualifyDialog {...props} />;
}

function ForfeitDialog({ game, onClose, onDone }: Props) {
  const form = useZodForm(ForfeitBody, { team_id: '' as never, kind: 'notified' });
  const forfeit = useForfeit();
  const { submit, alert } = useFormSubmit(
    form,
    { team_id: T.team, kind: T.kind },
    (body) => forfeit.mutateAsync({ gameId: game.game_id, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={title(T.forfeit, game)}
      text={<Typography>{T.forfeitText(...names(game))}</Typography>}
      form={form}
      onSubmit={submit}
      busy={forfeit.isPending}
      alert={alert}
      onClose={onClose}
      submitLabel={T.record}
    >
      <SelectInput name="team_id" label={T.team} options={teamOptions(game)} fullWidth />
      <SelectInput name="kind" label={T.kind} options={KIND_OPTIONS} fullWidth />
    </FormDialog>
  );
}

function DisqualifyDialog({ game, onClose, onDone }: Props) {
  const form = useZodForm(DisqualifyBody, {
    team_id: '' as never,
    reason: '',
    score_a: game.score_a ?? '',
    score_b: game.score_b ?? '',
  });
  const disqualify = useDisqualify();
  const { submit, alert } = useFormSubmit(
    form,
    {
      team_id: T.team,
      reason: T.reason,
      score_a: T.score(game.team_a?.name ?? ''),
      score_b: T.score(game.team_b?.name ?? ''),
    },
    (body) => disqualify.mutateAsync({ gameId: game.game_id, body }),
    onDone,
  );
  const score = (name: 'score_a' | 'score_b', team: string) => (
    <TextInput name={name} label={T.score(team)} digits={3} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
  );
  return (
    <FormDialog
      open
      title={title(T.disqualify, game)}
      text={<Typography>{T.disqualifyText(...names(game))}</Typography>}
      form={form}
      onSubmit={submit}
      busy={disqualify.isPending}
      alert={alert}
      onClose={onClose}
      submitLabel={T.record}
    >
      <SelectInput name="team_id" label={T.team} options={teamOptions(game)} fullWidth />
      <TextInput name="reason" label={T.reason} multiline minRows={2} fullWidth required />
      {!game.decided && score('score_a', game.team_a?.name ?? '')}
      {!game.decided && score('score_b', game.team_b?.name ?? '')}
    </FormDialog>
  );
}
