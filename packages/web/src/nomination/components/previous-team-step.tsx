import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { PageLoading } from '../../components/feedback/page-loading';

/** spec 001 §2 step 1 (optional): a team the member entered within 365 days, copied with its players. */
export function PreviousTeamStep({
  loading,
  teams,
  copied,
  onCopy,
  onClear,
}: {
  /** The member's teams are on their way: progress, not "no previous teams". */
  loading: boolean;
  teams: readonly MemberTeam[];
  copied: number | null;
  onCopy: (team: MemberTeam) => void;
  onClear: () => void;
}) {
  if (loading) return <PageLoading />;
  if (!teams.length) return <Typography>{M.noPreviousTeams}</Typography>;
  const from = teams.find((t) => t.t_id === copied);
  return (
    <Stack spacing={1.5}>
      {from && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{M.copiedFrom(from.t_name)}</Typography>
          <Button size="small" onClick={onClear}>
            {M.clearCopy}
          </Button>
        </Stack>
      )}
      {teams.map((t) => (
        <Card key={t.t_id} variant="outlined" component="article" aria-label={t.t_name}>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {t.t_name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t.t_division} · {t.t_season} · {t.t_players.length} players · entered {t.t_created}
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant={t.t_id === copied ? 'contained' : 'outlined'} size="small" onClick={() => onCopy(t)}>
              {M.copyTeam}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
