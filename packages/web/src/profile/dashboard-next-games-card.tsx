import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NextGamesTexts as T } from '@portal/domain/profile/profile.messages';
import { useSettings } from '../lib/settings';
import { NextGameItem } from './next-game-item';
import { nextGamesQuery } from './profile.api';

/** ours (decision 220): each of the member's teams with its next game, so nobody digs through Teams and Draw for it. */
export function DashboardNextGamesCard() {
  const games = useQuery(nextGamesQuery());
  const { associationName, timeZone } = useSettings();
  return (
    <Card component="section" aria-labelledby="card-next-games">
      <CardContent>
        <Typography id="card-next-games" variant="h6" component="h2">
          {T.title}
        </Typography>
        {games.isPending && <LinearProgress aria-label={T.loading} sx={{ my: 2 }} />}
        {games.isError && <Typography color="textSecondary">{T.failed}</Typography>}
        {games.data?.length === 0 && <Typography color="textSecondary">{T.none}</Typography>}
        {games.data?.map((g) => (
          <NextGameItem key={g.team_id} next={g} calendar={{ associationName, timeZone }} />
        ))}
      </CardContent>
    </Card>
  );
}
