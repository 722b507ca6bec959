import { Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { myLiveGamesQuery } from './live-mine.api';

/** /member/scoring (issue 45 item 4, decision 340): the games of today the member may score, each one tap away. */
export function ScoringPage() {
  const games = useQuery(myLiveGamesQuery());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.listTitle}
      </Typography>
      <Typography color="textSecondary">{T.listIntro}</Typography>
      {games.isPending && <PageLoading label={T.loading} />}
      {games.isError && <ErrorAlert message={errorMessage(games.error, TECHNICAL_ISSUE)} />}
      {games.data?.length === 0 && <Typography sx={{ py: 2 }}>{M.noGames}</Typography>}
      {games.data && games.data.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 2 }}>
          <List aria-label={T.listTitle}>
            {games.data.map((g) => (
              <ListItem key={g.game_id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/member/scoring/${g.game_id}`}>
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{T.open(g.team_a.name, g.team_b.name)}</span>
                        {g.status === 'live' && <Chip size="small" color="error" label={M.live} />}
                      </Stack>
                    }
                    secondary={[
                      g.division_name,
                      `${displayGameDate(g.date.split('-').reverse().join('-'))} ${g.time}`,
                      `${g.court}, ${g.venue}`,
                      g.scorer ? T.scoredBy(g.scorer.name) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
