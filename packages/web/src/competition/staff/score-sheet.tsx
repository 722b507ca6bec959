import { useEffect, useRef, useState, type ComponentProps } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { SheetGame } from '@portal/domain/competition/results.staff.contract';
import { ResultsMessages as M, ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage, refusalOf } from '../../lib/api-client';
import { GameDecisionDialog, type Decision } from './game-decision-dialog';
import { sheetQuery, useSaveSheet } from './results.staff.api';
import { SheetRow } from './sheet-row';
import { sheetTabOrder } from './sheet-tab-order';
import { useSheetScores } from './use-sheet-scores';

/**
 * A venue's game day: every game on one screen, the first empty score focused; Tab walks the score inputs in order and
 * Enter saves the sheet. Scores typed and not saved survive the sheet loading again (a forfeit recorded meanwhile).
 */
export function ScoreSheet({ date, venueId }: { date: string; venueId: number }) {
  const sheet = useQuery(sheetQuery(date, venueId));
  // kept above the form: what a save or a decision said stays while the sheet loads again
  const [notice, setNotice] = useState<Notice | null>(null);
  if (sheet.isPending) return <PageLoading label={T.loading} />;
  if (sheet.isError) return <ErrorAlert message={errorMessage(sheet.error, T.loading)} />;
  return (
    <>
      <Typography
        variant="h5"
        component="h2"
        sx={{ mb: 1 }}
      >{`${sheet.data.venue} · ${isoToDmy(sheet.data.date)}`}</Typography>
      {sheet.data.games.length ? (
        <SheetForm games={sheet.data.games} notice={notice} onNotice={setNotice} />
      ) : (
        <Typography>{T.noGames}</Typography>
      )}
    </>
  );
}

type Notice = { message: string; severity: 'success' | 'info' };

function SheetForm({
  games,
  notice,
  onNotice,
}: {
  games: SheetGame[];
  notice: Notice | null;
  onNotice: (n: Notice | null) => void;
}) {
  const { scores, set, forget, typing, collect, scorable } = useSheetScores(games);
  const save = useSaveSheet();
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [decision, setDecision] = useState<Decision | null>(null);
  const { formRef, setFocusAfter } = useSheetFocus(games);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onNotice(null);
    const { body, problems: found } = collect();
    setProblems(found);
    if (Object.keys(found).length) return;
    if (!body) {
      onNotice({ message: M.nothingToSave, severity: 'info' });
      return;
    }
    save.mutate(body, {
      onSuccess: (message) => {
        forget(body.games.map((g) => g.game_id));
        onNotice({ message, severity: 'success' });
      },
      onError: (err) =>
        setProblems(
          serverProblems(
            err,
            body.games.map((g) => g.game_id),
          ),
        ),
    });
  };
  const decided = (message: string) => {
    if (decision) setFocusAfter(decision.game.game_id);
    setDecision(null);
    onNotice({ message, severity: 'success' });
  };
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} onKeyDown={sheetTabOrder}>
      <SheetTable
        games={games}
        row={(g) => ({
          score: scores[g.game_id]!,
          editable: scorable(g),
          problem: typing(g.game_id) ?? problems[g.game_id],
          onScore: (side, v) => set(g.game_id, side, v),
          onDecide: (kind) => setDecision({ kind, game: g }),
        })}
      />
      {save.isError && !refusalOf(save.error)?.lines.length && (
        <ErrorAlert message={errorMessage(save.error, T.loading)} />
      )}
      {notice && (
        <Alert severity={notice.severity} role="status" sx={{ my: 2 }} onClose={() => onNotice(null)}>
          {notice.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending} data-sheet-tab="save">
        {save.isPending ? T.saving : T.saveSheet}
      </Button>
      <span tabIndex={-1} data-sheet-end="" />
      <GameDecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={decided} />
    </Box>
  );
}

/**
 * The sheet's focus: the first empty score when the sheet opens; after a forfeit or disqualification
 * (`setFocusAfter(game)`), the next one (or Save).
 */
function useSheetFocus(games: SheetGame[]) {
  const [focusAfter, setFocusAfter] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    focusEmptyScore(formRef.current, null);
  }, []);
  useEffect(() => {
    if (focusAfter === null) return undefined;
    const t = setTimeout(() => {
      focusEmptyScore(formRef.current, focusAfter);
      setFocusAfter(null);
    }, 0);
    return () => clearTimeout(t);
  }, [focusAfter, games]);
  return { formRef, setFocusAfter };
}

type RowProps = Omit<ComponentProps<typeof SheetRow>, 'game'>;

/** The games of the sheet, one row each (`row` gives a game's score, problem and handlers). */
function SheetTable({ games, row }: { games: SheetGame[]; row: (g: SheetGame) => RowProps }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.title} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {[`${T.time} · ${T.court}`, T.division, T.home, '', '', T.away, T.decided, T.actions].map((h, i) => (
              <TableCell key={i}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((g) => (
            <SheetRow key={g.game_id} game={g} {...row(g)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Focus the first empty score input of the sheet after the game `after` (from the top when null), or else Save. */
function focusEmptyScore(form: HTMLFormElement | null, after: number | null) {
  if (!form) return;
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[data-sheet-tab="score"]')];
  const from = after === null ? 0 : inputs.findLastIndex((i) => i.dataset.gameId === String(after)) + 1;
  const empty = inputs.slice(Math.max(from, 0)).find((i) => !i.disabled && i.value === '');
  if (empty) empty.focus();
  else if (after !== null) form.querySelector<HTMLElement>('[data-sheet-tab="save"]')?.focus();
}

/** The server's field errors (`games.<i>.score_a`) by the game they name. */
function serverProblems(err: unknown, sent: number[]): Record<number, string> {
  return Object.fromEntries(
    Object.entries(refusalOf(err)?.fields ?? {}).flatMap(([k, v]) => {
      const i = /^games\.(\d+)\./.exec(k)?.[1];
      return i !== undefined && sent[Number(i)] !== undefined ? [[sent[Number(i)]!, v]] : [];
    }),
  );
}
