import { Button, Stack, Typography } from '@mui/material';
import type { LiveTeam } from '@portal/domain/competition/live-score';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import type { Tap } from './use-live-scorer';

const big = { minHeight: 56, fontSize: 22, fontWeight: 700 } as const;

/** One team's column of big buttons: +1 +2 +3, team foul and timeout for basketball; a goal for netball. */
function TeamButtons({ state, team, tap }: { state: LiveState; team: LiveTeam; tap: (t: Tap) => void }) {
  const name = state[`team_${team}`].name;
  const points = state.sport === 'netball' ? ([1] as const) : ([1, 2, 3] as const);
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} role="group" aria-label={name}>
      <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600, textAlign: 'center' }}>
        {name}
      </Typography>
      {points.map((p) => (
        <Button
          key={p}
          variant="contained"
          color={team === 'a' ? 'primary' : 'secondary'}
          sx={big}
          aria-label={state.sport === 'netball' ? T.goalFor(name) : T.scoreBy(name, p)}
          onClick={() => tap({ kind: 'score', team, points: p })}
        >
          {state.sport === 'netball' ? M.goal : `+${p}`}
        </Button>
      ))}
      {state.sport === 'basketball' && (
        <>
          <Button variant="outlined" aria-label={T.foulFor(name)} onClick={() => tap({ kind: 'foul', team })}>
            {M.teamFoul}
          </Button>
          <Button variant="outlined" aria-label={T.timeoutFor(name)} onClick={() => tap({ kind: 'timeout', team })}>
            {M.timeout}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The scorer's buttons: each team's column, then undo and the next period. */
export function ScoreButtons({
  state,
  tap,
  undo,
  undoWhat,
}: {
  state: LiveState;
  tap: (t: Tap) => void;
  undo: () => void;
  undoWhat: string | null;
}) {
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={1.5}>
        <TeamButtons state={state} team="a" tap={tap} />
        <TeamButtons state={state} team="b" tap={tap} />
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" sx={{ flex: 1, minHeight: 48 }} disabled={!undoWhat} onClick={undo}>
          {undoWhat ? T.undoLast(undoWhat) : M.undo}
        </Button>
        <Button
          variant="outlined"
          sx={{ flex: 1, minHeight: 48 }}
          onClick={() => tap({ kind: 'period', period: state.period + 1 })}
        >
          {M.nextPeriod}
        </Button>
      </Stack>
    </Stack>
  );
}
