import { Fragment } from 'react';
import { Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { StaffGame } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { SuccessNotice } from '../../components/staff/success-notice';
import type { EditAsked } from './game-edit-dialogs';

const STAGES: Record<string, string> = { semi_final: 'Semi final', final: 'Final', grand_final: 'Grand final' };
const HEAD = [T.round, T.date, T.time, T.court, T.match, T.duty, T.referees, T.status, T.actions];

/** What an edit said, shown under the game it changed (where the eye is, decision 271). */
export type RowNotice = { gameId: number; message: string };

function Status({ game: g }: { game: StaffGame }) {
  if (g.played) return <Chip size="small" color="success" variant="outlined" label={T.played} />;
  return g.status === 'scheduled' ? (
    T.statuses.scheduled
  ) : (
    <Chip size="small" color="warning" label={T.statuses[g.status]} />
  );
}

/** A division's games, each with the edits it may take (decision 210), played ones marked; `notice` under its game. */
export function GamesTable({
  games,
  onAsk,
  notice,
  onCloseNotice,
}: {
  games: StaffGame[];
  onAsk: (asked: EditAsked) => void;
  notice: RowNotice | null;
  onCloseNotice: () => void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.title}>
        <TableHead>
          <TableRow>
            {HEAD.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((g) => (
            <Fragment key={g.game_id}>
              <TableRow data-testid={`game-${g.game_id}`}>
                <TableCell>{STAGES[g.stage] ?? g.round}</TableCell>
                <TableCell>{g.status === 'postponed' ? '—' : isoToDmy(g.date)}</TableCell>
                <TableCell>{g.status === 'postponed' ? '—' : formatTime(g.time_from)}</TableCell>
                <TableCell>{g.court}</TableCell>
                <TableCell>{g.match}</TableCell>
                <TableCell>{g.duty}</TableCell>
                <TableCell>{g.referees.join(', ')}</TableCell>
                <TableCell>
                  <Status game={g} />
                </TableCell>
                <TableCell>
                  <GameActions game={g} onAsk={onAsk} />
                </TableCell>
              </TableRow>
              {notice?.gameId === g.game_id && (
                <TableRow>
                  <TableCell colSpan={HEAD.length} sx={{ py: 0 }}>
                    <SuccessNotice message={notice.message} onClose={onCloseNotice} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function GameActions({ game, onAsk }: { game: StaffGame; onAsk: (asked: EditAsked) => void }) {
  if (!game.editable) return null;
  const scheduled = game.status === 'scheduled';
  const button = (kind: EditAsked['kind'], label: string) => (
    <Button size="small" onClick={() => onAsk({ kind, game } as EditAsked)} aria-label={`${label}: ${game.match}`}>
      {label}
    </Button>
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {button('move', T.move)}
      {scheduled && button('swap', T.swap)}
      {scheduled && button('postpone', T.postpone)}
      {button('cancel', T.cancelGame)}
      {scheduled && button('washout', T.washout)}
    </Stack>
  );
}
