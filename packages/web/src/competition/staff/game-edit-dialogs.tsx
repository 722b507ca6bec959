import { Typography } from '@mui/material';
import { MoveBody, SwapBody, type StaffGame } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { ClashCheck } from './clash-check';
import { FormDialog } from '../../components/staff/form-dialog';
import { useEditGame } from './game-edits.staff.api';

// The dialogs of the game edits page (decision 210): each shows the clash check before saving, and the server's
// refusal (a clash found meanwhile, a decided game) where the eye is.

export type StatusAction = 'postpone' | 'cancel' | 'washout';
export type EditAsked = { kind: 'move' | 'swap'; game: StaffGame } | { kind: StatusAction; game: StaffGame };
type Props = { game: StaffGame; onClose: () => void; onDone: (message: string) => void };

export function MoveDialog({ game, courts, onClose, onDone }: Props & { courts: { id: number; name: string }[] }) {
  const form = useZodForm(MoveBody, {
    action: 'move',
    date: game.date,
    time_from: game.time_from,
    court_id: String(game.court_id ?? ''),
  });
  const edit = useEditGame();
  const { submit, alert } = useFormSubmit(
    form,
    { date: T.date, time_from: T.time, court_id: T.court },
    (body) => edit.mutateAsync({ gameId: game.game_id, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={T.moveTitle(game.match)}
      form={form}
      onSubmit={submit}
      busy={edit.isPending}
      alert={alert}
      onClose={onClose}
      submitLabel={T.save}
    >
      <IsoDateInput name="date" label={T.date} required />
      <TextInput
        name="time_from"
        label={T.time}
        placeholder="HH:mm"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <SelectInput
        name="court_id"
        label={T.court}
        options={courts.map((c) => ({ value: String(c.id), text: c.name }))}
        fullWidth
        required
      />
      <ClashCheck gameId={game.game_id} values={form.watch()} />
    </FormDialog>
  );
}

export function SwapDialog({ game, games, onClose, onDone }: Props & { games: StaffGame[] }) {
  const form = useZodForm(SwapBody, { action: 'swap', with_game_id: '' as never });
  const edit = useEditGame();
  const { submit, alert } = useFormSubmit(
    form,
    { with_game_id: T.swapWith },
    (body) => edit.mutateAsync({ gameId: game.game_id, body }),
    onDone,
  );
  const options = games
    .filter((g) => g.editable && g.status === 'scheduled' && g.game_id !== game.game_id)
    .map((g) => ({
      value: String(g.game_id),
      text: `${T.round} ${g.round} · ${isoToDmy(g.date)} ${formatTime(g.time_from)} · ${g.court} · ${g.match}`,
    }));
  return (
    <FormDialog
      open
      title={T.swapTitle(game.match)}
      form={form}
      onSubmit={submit}
      busy={edit.isPending}
      alert={alert}
      onClose={onClose}
      submitLabel={T.save}
    >
      <SelectInput name="with_game_id" label={T.swapWith} options={options} fullWidth required />
      <ClashCheck gameId={game.game_id} values={form.watch()} />
    </FormDialog>
  );
}

export function StatusDialog({ game, action, onClose, onDone }: Props & { action: StatusAction }) {
  const form = useZodForm(MoveBody.pick({ action: true }).partial(), {});
  const edit = useEditGame();
  const { submit, alert } = useFormSubmit(
    form,
    {},
    () => edit.mutateAsync({ gameId: game.game_id, body: { action } }),
    onDone,
  );
  const label = { postpone: T.postpone, cancel: T.cancelGame, washout: T.washout }[action];
  return (
    <FormDialog
      open
      title={`${label}: ${game.match}`}
      form={form}
      onSubmit={submit}
      busy={edit.isPending}
      alert={alert}
      onClose={onClose}
      submitLabel={label}
    >
      <Typography>{T.confirm[action]}</Typography>
      <ClashCheck gameId={game.game_id} values={{ action }} />
    </FormDialog>
  );
}
