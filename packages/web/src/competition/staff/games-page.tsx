import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { SuccessNotice } from '../../components/staff/success-notice';
import { DivisionPage } from './division-page';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { MoveDialog, StatusDialog, SwapDialog, type EditAsked } from './game-edit-dialogs';
import { divisionGamesQuery } from './game-edits.staff.api';
import { FinalsSection } from './finals-section';
import { GamesTable, type RowNotice } from './games-table';

/** /staff/games: a division's games, moved, swapped, postponed, cancelled or washed out (decision 210), and its finals (212). */
export function GamesPage() {
  return (
    <DivisionPage title={T.title} texts={T}>
      {(divisionId) => <DivisionGames divisionId={divisionId} />}
    </DivisionPage>
  );
}

function DivisionGames({ divisionId }: { divisionId: number }) {
  const list = useQuery(divisionGamesQuery(divisionId));
  const [asked, setAsked] = useState<EditAsked | null>(null);
  const [notice, setNotice] = useState<RowNotice | null>(null);
  const [date, setDate] = useState('');
  if (list.isPending) return <PageLoading label={T.loading} />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error, T.loading)} />;
  const close = () => setAsked(null);
  const done = (message: string) => {
    if (asked) setNotice({ gameId: asked.game.game_id, message });
    setAsked(null);
  };
  const props = { onClose: close, onDone: done };
  const dates = [...new Set(list.data.games.filter((g) => g.status !== 'postponed').map((g) => g.date))].sort();
  const shown = date ? list.data.games.filter((g) => g.date === date && g.status !== 'postponed') : list.data.games;
  const noticeShown = notice !== null && shown.some((g) => g.game_id === notice.gameId);
  return (
    <>
      {list.data.games.length > 0 && (
        <TextField
          select
          size="small"
          label={T.dateFilter}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          sx={{ minWidth: 200, mb: 2 }}
        >
          <MenuItem value="">{T.allDates}</MenuItem>
          {dates.map((d) => (
            <MenuItem key={d} value={d}>
              {isoToDmy(d)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!noticeShown && <SuccessNotice message={notice?.message} onClose={() => setNotice(null)} />}
      {list.data.games.length === 0 ? (
        <Typography>{T.noGames}</Typography>
      ) : (
        <GamesTable
          games={shown}
          notice={notice}
          onCloseNotice={() => setNotice(null)}
          onAsk={(a) => {
            setNotice(null);
            setAsked(a);
          }}
        />
      )}
      {asked?.kind === 'move' && <MoveDialog game={asked.game} courts={list.data.courts} {...props} />}
      {asked?.kind === 'swap' && <SwapDialog game={asked.game} games={list.data.games} {...props} />}
      {asked && asked.kind !== 'move' && asked.kind !== 'swap' && (
        <StatusDialog game={asked.game} action={asked.kind} {...props} />
      )}
      <FinalsSection divisionId={divisionId} courts={list.data.courts} />
    </>
  );
}
