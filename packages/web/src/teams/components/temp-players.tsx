import { Stack, Typography } from '@mui/material';
import type { TeamTempPlayer } from '@portal/domain/teams/teams.contract';
import { TeamsTexts as T } from '@portal/domain/teams/teams.messages';

/** Ours: who stands in for whom in the coming games (temporary members belong to one game, spec 001 §3). */
export function TempPlayers({ temps }: { temps: readonly TeamTempPlayer[] }) {
  if (!temps.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {T.tempPlayers}
      </Typography>
      <Stack component="ul" aria-label={T.tempPlayers} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {temps.map((t) => (
          <Typography
            component="li"
            key={`${t.game}-${t.mid}`}
            sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <strong>{`${t.firstname} ${t.lastname}`}</strong>
            {` · ${T.tempFor}: ${t.game_label} · ${T.replacing}: ${t.replacing_name}`}
          </Typography>
        ))}
      </Stack>
    </>
  );
}
