import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { STAT_COUNTS, type GameStats, type StatCount } from '@portal/domain/competition/stats.staff.contract';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';

type Team = GameStats['teams'][number];

/** One team's players with an input per count, in Tab order across each player's line. */
export function StatsTeamTable({
  team,
  counts,
  onCount,
}: {
  team: Team;
  counts: Record<number, Record<StatCount, string>>;
  onCount: (memberId: number, c: StatCount, v: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {team.team}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={`${T.statsTitle}: ${team.team}`} sx={{ '& td, & th': { px: 0.75 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{T.number}</TableCell>
              <TableCell>{T.player}</TableCell>
              {STAT_COUNTS.map((c) => (
                <TableCell key={c}>{T.statColumns[c]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {team.players.map((p) => (
              <TableRow key={p.member_id}>
                <TableCell>{p.playing_number ?? ''}</TableCell>
                <TableCell>{p.name}</TableCell>
                {STAT_COUNTS.map((c) => (
                  <TableCell key={c}>
                    <TextField
                      size="small"
                      value={counts[p.member_id]![c]}
                      onChange={(e) => onCount(p.member_id, c, e.target.value)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          'aria-label': `${T.statColumns[c]} of ${p.name}`,
                          style: { width: 28, textAlign: 'center' },
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
