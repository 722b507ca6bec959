import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GameEditTexts as T } from '@portal/domain/competition/game-edits.staff.messages';
import { DivisionPage } from './division-page';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { MoveDialog, StatusDialog, SwapDialog, type EditAsked } from './game-edit-dialogs';
import { divisionGamesQuery } from './game-edits.staff.api';
import { FinalsSection } from './finals-section';
import { GamesTable } from './games-table';

/** /staff/games: a division's games, moved, swapped, postponed, cancelled or washed out (decision 210), and its finals (212). */
export function GamesPage() {
  return <DivisionPage title={T.title} texts={T}>{(divisionId) => <DivisionGames divisionId={divisionId} />}</DivisionPage>;
}

function DivisionGames({ divisionId }: { divisionId: number }) {
  const list = useQuery(divisionGamesQuery(divisionId));
  const [asked, setAsked] = useState<EditAsked | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (list.isPending) return <PageLoading label={T.loading} />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error, T.loading)} />;
  const close = () => setAsked(null);
  const done = (message: string) => { setAsked(null); setNotice(message); };
  const props = { onClose: close, onDone: done };
  return (
    <>
      {notice && <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>{notice}</Alert>}
      {list.data.games.length === 0 ? <Typography>{T.noGames}</Typography> : <GamesTable games={list.data.games} onAsk={(a) => { setNotice(null); setAsked(a); }} />}
      {asked?.kind === 'move' && <MoveDialog game={asked.game} courts={list.data.courts} {...props} />}
      {asked?.kind === 'swap' && <SwapDialog game={asked.game} games={list.data.games} {...props} />}
      {asked && asked.kind !== 'move' && asked.kind !== 'swap' && <StatusDialog game={asked.game} action={asked.kind} {...props} />}
      <FinalsSection divisionId={divisionId} courts={list.data.courts} />
    </>
  );
}
