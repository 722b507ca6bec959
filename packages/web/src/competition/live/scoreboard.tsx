import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';

const STATUS = { not_started: M.notStarted, live: M.live, to_confirm: M.toConfirm, final: M.finalScore } as const;

/** The two teams and their scores in large type, the period and the game's status. */
export function Scoreboard({ state }: { state: LiveState }) {
  const side = (team: 'a' | 'b') => (
    <Stack sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
      <Typography noWrap sx={{ maxWidth: '100%' }}>
        {state[`team_${team}`].name}
      </Typography>
      <Typography
        sx={{ fontSize: 56, fontWeight: 700, lineHeight: 1.1 }}
        data-testid={`score-${team}`}
        aria-label={`${state[`team_${team}`].name} ${state[`score_${team}`]}`}
      >
        {state[`score_${team}`]}
      </Typography>
    </Stack>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      role="group"
      aria-label={`${M.scoringTitle}: ${state.team_a.name} v ${state.team_b.name}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {side('a')}
        <Typography aria-hidden sx={{ fontSize: 32 }}>
          –
        </Typography>
        {side('b')}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1 }}>
        <Chip label={M.period(state.period)} />
        <Chip label={STATUS[state.status]} color={state.status === 'live' ? 'error' : 'default'} variant="outlined" />
      </Stack>
    </Paper>
  );
}
