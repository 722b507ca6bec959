import { Alert, Button, Stack } from '@mui/material';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import { myLiveGamesQuery } from './live-mine.api';

/**
 * Where a manager or scorer looks on game day (the dashboard, a team's page; decision 340): today's games they may
 * score, each a button to its scoring page; nothing at all on other days. `teamId` keeps the team's own games.
 */
export function ScoreGamesLink({ teamId }: { teamId?: number }) {
  const games = useQuery({ ...myLiveGamesQuery(), retry: false });
  const list = (games.data ?? []).filter(
    (g) => g.status !== 'final' && (teamId === undefined || g.team_a.id === teamId || g.team_b.id === teamId),
  );
  if (list.length === 0) return null;
  return (
    <Alert severity="info" icon={<ScoreboardIcon />} sx={{ my: 2 }} component="section" aria-label={T.scoreGames}>
      <Stack spacing={1}>
        {list.map((g) => (
          <Button key={g.game_id} variant="contained" component={RouterLink} to={`/member/scoring/${g.game_id}`}>
            {T.open(g.team_a.name, g.team_b.name)}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}
