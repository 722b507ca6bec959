import { Box, Grid, Typography } from '@mui/material';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { visibleDraw, type RoundChoice } from '@portal/domain/competition/round-options';
import { GameCard } from './game-card';

/**
 * Rounds ('Round #n') then the Semi Finals, Finals and Grand Finals sections (spec 001 §2). The division note is
 * shown once, above the regular rounds, and never when only finals are on screen ('except in finals rounds').
 */
export function DrawList({ draw, round, team, note }: { draw: DrawReply['data']; round: RoundChoice; team: string | null; note: string }) {
  const { rounds, finals } = visibleDraw(draw, round, team);
  return (
    <Box sx={{ mt: 2 }}>
      {note && rounds.length > 0 && <Typography variant="body2" sx={{ mb: 2 }}>{M.divisionNote(note)}</Typography>}
      {rounds.map((r) => <Section key={r.round} heading={M.roundHeading(r.round)} games={r.games} />)}
      {finals.map((f) => <Section key={f.key} heading={f.heading} games={f.games} />)}
    </Box>
  );
}

function Section({ heading, games }: { heading: string; games: DrawGame[] }) {
  const hasDouble = games.some((g) => g.double_points === 'Yes');
  return (
    <Box component="section" aria-label={heading} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{heading}</Typography>
      {hasDouble && <Typography variant="body2" sx={{ mb: 1, color: 'error.main' }}>{M.doublePointNote}</Typography>}
      <Grid container spacing={2}>
        {games.map((g) => <Grid key={g.game} size={{ xs: 12, sm: 6, md: 4 }}><GameCard game={g} /></Grid>)}
      </Grid>
    </Box>
  );
}
