import { useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SheetGame } from '@portal/domain/competition/results.staff.contract';
import { ResultsMessages as M, ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { GameDecisionDialog, type Decision } from './game-decision-dialog';
import { sheetQuery, useSaveSheet } from './results.staff.api';
import { SheetRow } from './sheet-row';
import { useSheetScores } from './use-sheet-scores';

/** A venue's game day: every game on one screen; Tab walks the score inputs in order and Enter saves the sheet. */
export function ScoreSheet({ date, venueId }: { date: string; venueId: number }) {
  const sheet = useQuery(sheetQuery(date, venueId));
  // kept above the form: a save loads the sheet again, which starts the form afresh with the scores as recorded
  const [notice, setNotice] = useState<Notice | null>(null);
  if (sheet.isPending) return <PageLoading label={T.loading} />;
  if (sheet.isError) return <ErrorAlert message={errorMessage(sheet.error, T.loading)} />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{`${sheet.data.venue} · ${isoToDmy(sheet.data.date)}`}</Typography>
      {sheet.data.games.length ? <SheetForm key={sheet.dataUpdatedAt} games={sheet.data.games} notice={notice} onNotice={setNotice} /> : <Typography>{T.noGames}</Typography>}
    </>
  );
}

type Notice = { message: string; severity: 'success' | 'info' };

function SheetForm({ games, notice, onNotice }: { games: SheetGame[]; notice: Notice | null; onNotice: (n: Notice | null) => void }) {
  const { scores, set, collect, scorable } = useSheetScores(games);
  const save = useSaveSheet();
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [decision, setDecision] = useState<Decision | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onNotice(null);
    const { body, problems: found } = collect();
    setProblems(found);
    if (Object.keys(found).length) return;
    if (!body) { onNotice({ message: M.nothingToSave, severity: 'info' }); return; }
    save.mutate(body, {
      onSuccess: (message) => onNotice({ message, severity: 'success' }),
      onError: (err) => setProblems(serverProblems(err, body.games.map((g) => g.game_id))),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={T.title} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {[`${T.time} · ${T.court}`, T.division, T.home, '', '', T.away, T.decided, T.actions].map((h, i) => <TableCell key={i}>{h}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {games.map((g) => (
              <SheetRow key={g.game_id} game={g} score={scores[g.game_id]!} editable={scorable(g)} problem={problems[g.game_id]}
                onScore={(side, v) => set(g.game_id, side, v)} onDecide={(kind) => setDecision({ kind, game: g })} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length) && <ErrorAlert message={errorMessage(save.error, T.loading)} />}
      {notice && <Alert severity={notice.severity} role="status" sx={{ my: 2 }} onClose={() => onNotice(null)}>{notice.message}</Alert>}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>{save.isPending ? T.saving : T.saveSheet}</Button>
      <GameDecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={(message) => { setDecision(null); onNotice({ message, severity: 'success' }); }} />
    </Box>
  );
}

/** The server's field errors (`games.<i>.score_a`) by the game they name. */
function serverProblems(err: unknown, sent: number[]): Record<number, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fields).flatMap(([k, v]) => {
    const i = /^games\.(\d+)\./.exec(k)?.[1];
    return i !== undefined && sent[Number(i)] !== undefined ? [[sent[Number(i)]!, v]] : [];
  }));
}
