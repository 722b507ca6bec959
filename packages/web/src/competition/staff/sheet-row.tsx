import { Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { SheetGame } from '@portal/domain/competition/results.staff.contract';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { CompetitionMessages } from '@portal/domain/competition/competition.messages';
import { formatTime } from '@portal/domain/shared/time';

interface Props {
  game: SheetGame;
  score: { a: string; b: string };
  editable: boolean;
  problem?: string;
  onScore: (side: 'a' | 'b', value: string) => void;
  onDecide: (kind: 'forfeit' | 'disqualify') => void;
}

const tba = CompetitionMessages.toBeAnnounced;

/** What decided a game other than its score: a forfeit or a disqualification, as the sheet says it. */
function decidedBy(g: SheetGame): string {
  const name = (id: number) => (g.team_a?.id === id ? g.team_a.name : (g.team_b?.name ?? ''));
  if (g.forfeit) return T.forfeitBy(name(g.forfeit.team_id), T.forfeitKinds[g.forfeit.kind]);
  if (g.disqualified_team_id !== null) return T.disqualifiedTeam(name(g.disqualified_team_id));
  return g.decided ? `${g.score_a} - ${g.score_b}` : '';
}

/**
 * One game of the sheet: two score inputs, what decided it, and its forfeit, disqualify and stats actions; Tab walks
 * every score of the sheet before the actions (sheet-tab-order.ts).
 */
export function SheetRow({ game: g, score, editable, problem, onScore, onDecide }: Props) {
  const input = (side: 'a' | 'b', team: string) => (
    <TextField
      size="small"
      value={score[side]}
      onChange={(e) => onScore(side, e.target.value)}
      disabled={!editable}
      error={Boolean(problem)}
      helperText={side === 'a' ? problem : undefined}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': T.score(team),
          maxLength: 3,
          'data-sheet-tab': 'score',
          'data-game-id': g.game_id,
          style: { width: 36, textAlign: 'center' },
        },
      }}
    />
  );
  const teams = g.team_a !== null && g.team_b !== null;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatTime(g.time)}
        <br />
        {g.court}
      </TableCell>
      <TableCell>{g.division}</TableCell>
      <TableCell>{g.team_a?.name ?? tba}</TableCell>
      <TableCell>{input('a', g.team_a?.name ?? tba)}</TableCell>
      <TableCell>{input('b', g.team_b?.name ?? tba)}</TableCell>
      <TableCell>{g.team_b?.name ?? tba}</TableCell>
      <TableCell>{decidedBy(g)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            data-sheet-tab="action"
            disabled={!teams || g.decided}
            onClick={() => onDecide('forfeit')}
            aria-label={`${T.forfeit}: ${g.team_a?.name} v ${g.team_b?.name}`}
          >
            {T.forfeit}
          </Button>
          <Button
            size="small"
            data-sheet-tab="action"
            disabled={!teams || g.forfeit !== null || g.disqualified_team_id !== null}
            onClick={() => onDecide('disqualify')}
            aria-label={`${T.disqualify}: ${g.team_a?.name} v ${g.team_b?.name}`}
          >
            {T.disqualify}
          </Button>
          <Button
            size="small"
            data-sheet-tab="action"
            component={RouterLink}
            to={`/staff/results/games/${g.game_id}/stats`}
            disabled={!teams}
            aria-label={`${T.stats}: ${g.team_a?.name} v ${g.team_b?.name}`}
          >
            {T.stats}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
