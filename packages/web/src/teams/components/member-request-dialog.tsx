import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ValidationMessages as V } from '@portal/domain/shared/messages';
import { TEMP_PER_REQUEST, type MemberTeam } from '@portal/domain/teams/teams.contract';
import { NewMemberLabels as L, TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { sameName, teamGameLabel } from '@portal/domain/teams/teams.rules';
import { errorMessage, refusalOf } from '../../lib/api-client';
import { teamGamesQuery, useAddTeamPlayers, useAddTeamTempPlayers } from '../teams.api';
import type { Notify } from '../use-overlay';
import { MemberEntryRow, type Entry, type EntryKind } from './member-entry-row';
import { busyIcon } from '../../components/feedback/busy-icon';

let nextKey = 1;
const blank = (): Entry => ({ key: nextKey++, confirmed: false, value: {} });
type Named = { firstname: string; lastname: string };

/** The server's refusal of one row ('players.2', 'tempplayers.0.replacing'…), to show under that row. */
function rowErrors(err: unknown, field: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, message] of Object.entries(refusalOf(err)?.fields ?? {})) {
    const m = new RegExp(`^${field}\\.(\\d+)`).exec(key);
    if (m && !out.has(Number(m[1]))) out.set(Number(m[1]), message);
  }
  return out;
}

/**
 * The rows of a request, its game (temporary members) and sending it (spec 001 §4, §5): every row confirmed by its
 * ADD check first, and the server's refusal of a row shown under that row.
 */
function useMemberRequest(kind: EntryKind, team: MemberTeam, open: boolean, notify: Notify, onClose: () => void) {
  const temp = kind === 'temp';
  const [rows, setRows] = useState<Entry[]>(() => [blank()]);
  const [game, setGame] = useState('');
  const [gameError, setGameError] = useState<string | null>(null);
  const games = useQuery({ ...teamGamesQuery(team.t_id), enabled: open && temp });
  const addMembers = useAddTeamPlayers();
  const addTemps = useAddTeamTempPlayers();
  const busy = addMembers.isPending || addTemps.isPending;
  useEffect(() => {
    if (open && temp && games.isError) {
      notify.error(M.errorGames);
      onClose();
    }
  }, [open, temp, games.isError, notify, onClose]);

  const close = () => {
    setRows([blank()]);
    setGame('');
    setGameError(null);
    onClose();
  };
  const update = (entry: Entry) => setRows((rs) => rs.map((r) => (r.key === entry.key ? entry : r)));
  const remove = (entry: Entry) => {
    setRows((rs) => (rs.length > 1 ? rs.filter((r) => r.key !== entry.key) : [blank()]));
    if (entry.confirmed) notify.success(temp ? M.tempRowRemoved : M.memberRowRemoved);
  };
  // spec 001 §5: the same first and last name on this list or the roster (invited players included, decision 154)
  const isDuplicate = (key: number) => (v: Named) =>
    [...team.t_players, ...team.t_invited].some((p) => sameName(p, v)) ||
    rows.some((r) => r.key !== key && r.confirmed && sameName(r.value as Named, v));

  const send = () => {
    const unconfirmed = rows.some((r) => !r.confirmed);
    if (unconfirmed)
      setRows((rs) => rs.map((r) => (r.confirmed ? r : { ...r, message: temp ? M.mustClickAddTemp : M.mustClickAdd })));
    if (temp && !game) setGameError(V.required);
    if (unconfirmed || (temp && !game)) return;
    const onError = (err: unknown) => {
      const byRow = rowErrors(err, temp ? 'tempplayers' : 'players');
      setRows((rs) => rs.map((r, i) => (byRow.has(i) ? { ...r, confirmed: false, message: byRow.get(i) } : r)));
      notify.error(errorMessage(err, temp ? M.tempRequestNotSent : M.requestNotSent));
    };
    const onSuccess = (message: string) => {
      notify.success(message);
      close();
    };
    const people = rows.map((r) => ({
      ...(r.value as Named & { dob: string; gender: 'male' }),
      confirm: true as const,
    }));
    if (temp)
      addTemps.mutate(
        { teamTid: team.t_id, tempplayers: people.map((p) => ({ ...p, game })) as never },
        { onSuccess, onError },
      );
    else addMembers.mutate({ teamTid: team.t_id, players: people as never }, { onSuccess, onError });
  };
  return {
    rows,
    setRows,
    game,
    setGame,
    gameError,
    setGameError,
    games,
    busy,
    close,
    update,
    remove,
    isDuplicate,
    send,
  };
}

/** Game (temporary members): the team's coming games, required. */
function GameField({
  game,
  error,
  games,
  onChange,
}: {
  game: string;
  error: string | null;
  games: ReturnType<typeof useMemberRequest>['games'];
  onChange: (game: string) => void;
}) {
  return (
    <TextField
      select
      label={L.game}
      required
      value={game}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? (games.isPending ? T.loadingGames : undefined)}
      onChange={(e) => onChange(e.target.value)}
    >
      {(games.data ?? []).map((g) => (
        <MenuItem key={g.game} value={String(g.game)}>
          {teamGameLabel(g)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * spec 001 §2, §4, §5 Add New Member Request and Add Temporary Member Request: rows of people, each confirmed by
 * its ADD check, then Send Request. Temporary members play one coming game (Game), at most 3 a request, each
 * replacing a member of the roster or none. Adds take effect at once (docs/decisions/072-roster-changes.md).
 */
export function MemberRequestDialog({
  kind,
  team,
  open,
  onClose,
  notify,
}: {
  kind: EntryKind;
  team: MemberTeam;
  open: boolean;
  onClose: () => void;
  notify: Notify;
}) {
  const temp = kind === 'temp';
  const r = useMemberRequest(kind, team, open, notify, onClose);
  const roster = team.t_players.map((p) => ({ value: String(p.mid), text: `${p.firstname} ${p.lastname}` }));
  const full = temp && r.rows.length >= TEMP_PER_REQUEST;
  const title = temp ? M.addTempTitle : M.addMembersTitle;
  return (
    <Dialog open={open} onClose={r.busy ? undefined : r.close} fullWidth maxWidth="md" aria-labelledby="request-title">
      <DialogTitle id="request-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {temp && (
            <GameField
              game={r.game}
              error={r.gameError}
              games={r.games}
              onChange={(game) => {
                r.setGame(game);
                r.setGameError(null);
              }}
            />
          )}
          {r.rows.map((row, i) => (
            <MemberEntryRow
              key={row.key}
              kind={kind}
              entry={row}
              index={i}
              divisionId={team.t_division_id}
              roster={roster}
              isDuplicate={r.isDuplicate(row.key)}
              onChange={r.update}
              onRemove={() => r.remove(row)}
              notify={notify}
            />
          ))}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => r.setRows((rs) => [...rs, blank()])} disabled={full}>
              {temp ? T.anotherTemp : T.anotherMember}
            </Button>
            {temp && (
              <Typography variant="body2" color="textSecondary">
                {T.atMostTemps(TEMP_PER_REQUEST)}
              </Typography>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={r.close} disabled={r.busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={r.send} disabled={r.busy} startIcon={busyIcon(r.busy)}>
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
