import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { timeoutsInSpan, type TeamPair } from '@portal/domain/competition/live-periods';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';

const short = (n: number) => (n <= 4 ? `Q${n}` : `OT${n - 4}`);

/** The running score by period (and, for basketball, team fouls and timeouts by period), one row per team. */
export function PeriodTable({ state }: { state: LiveState }) {
  const periods = state.periods.length ? state.periods : [{ a: 0, b: 0 }];
  const now = timeoutsInSpan(state.timeouts_by_period, state.period);
  const row = (team: 'a' | 'b', list: TeamPair[], total: number | null) => (
    <TableRow key={team}>
      <TableCell component="th" scope="row" sx={{ maxWidth: 120, overflowWrap: 'anywhere' }}>
        {state[`team_${team}`].name}
      </TableCell>
      {periods.map((_, i) => (
        <TableCell key={i} align="right">
          {list[i]?.[team] ?? 0}
        </TableCell>
      ))}
      {total !== null && (
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          {total}
        </TableCell>
      )}
    </TableRow>
  );
  const head = (withTotal: boolean) => (
    <TableHead>
      <TableRow>
        <TableCell>{T.periodHeading}</TableCell>
        {periods.map((_, i) => (
          <TableCell key={i} align="right" title={M.period(i + 1)}>
            {short(i + 1)}
          </TableCell>
        ))}
        {withTotal && <TableCell align="right">{T.total}</TableCell>}
      </TableRow>
    </TableHead>
  );
  /** One titled table by period, a row per team: the score (with its total), the team fouls, the timeouts. */
  const table = (title: string, list: TeamPair[], totals: [number, number] | null, intro?: string) => (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {intro && <Typography>{intro}</Typography>}
      <Table size="small" aria-label={title}>
        {head(totals !== null)}
        <TableBody>
          {row('a', list, totals?.[0] ?? null)}
          {row('b', list, totals?.[1] ?? null)}
        </TableBody>
      </Table>
    </>
  );
  return (
    <>
      {table(T.periodsTitle, state.periods, [state.score_a, state.score_b])}
      {state.sport === 'basketball' && (
        <>
          {table(T.foulsTitle, state.fouls, null)}
          {table(
            T.timeoutsTitle,
            state.timeouts_by_period,
            null,
            T.timeoutsNow(state.period, state.team_a.name, now.a, state.team_b.name, now.b),
          )}
        </>
      )}
    </>
  );
}
