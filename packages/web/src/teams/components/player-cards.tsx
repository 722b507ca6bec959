import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { TeamPlayer } from '@portal/domain/teams/teams.contract';

export interface PlayerColumn {
  label: string;
  cell: (p: TeamPlayer, i: number) => ReactNode;
}

/** On a phone each player is a card (name and action on top, the columns below), so nothing hides off screen. */
export function PlayerCards({
  players,
  columns,
  action,
}: {
  players: readonly TeamPlayer[];
  columns: PlayerColumn[];
  action?: PlayerColumn;
}) {
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {players.map((p, i) => (
        <Paper key={p.mid} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{`${p.firstname} ${p.lastname}`}</Typography>
            {action?.cell(p, i)}
          </Stack>
          {columns.map((c) => (
            <Stack
              key={c.label}
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.25 }}
            >
              <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
                {c.label}
              </Typography>
              <Box sx={{ minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere', typography: 'body2' }}>
                {c.cell(p, i)}
              </Box>
            </Stack>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
