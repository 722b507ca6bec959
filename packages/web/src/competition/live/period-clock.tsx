import { useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { LiveScorerTexts as T } from '@portal/domain/competition/live-scorer.messages';

const mmss = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The optional period clock: a stopwatch on this phone only (the server keeps no time), reset at each period. */
export function PeriodClock({ period }: { period: number }) {
  const [since, setSince] = useState<number | null>(null);
  const [spent, setSpent] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setSince(null);
    setSpent(0);
  }, [period]);
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [since]);
  const shown = spent + (since === null ? 0 : now - since);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Typography component="h2" variant="subtitle1">
        {T.clockTitle}
      </Typography>
      <Typography sx={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }} role="timer">
        {mmss(shown)}
      </Typography>
      {since === null ? (
        <Button size="small" variant="outlined" onClick={() => setSince(Date.now())}>
          {T.clockStart}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setSpent(shown);
            setSince(null);
          }}
        >
          {T.clockStop}
        </Button>
      )}
      <Button
        size="small"
        onClick={() => {
          setSince(null);
          setSpent(0);
        }}
      >
        {T.clockReset}
      </Button>
    </Stack>
  );
}
