import { Box, Grid, Typography } from '@mui/material';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { DrawSection } from '@portal/domain/competition/next-game';
import { visibleDraw, type RoundChoice } from '@portal/domain/competition/round-options';
import { GameCard } from './game-card';

/** Element ids the draw opens on: a section (the current round) or a game card (a team's next game). */
export const sectionId = (s: DrawSection) => ('round' in s ? `draw-round-${s.round}` : `draw-${s.final}`);
export const gameId = (game: number) => `game-${game}`;

/**
 * Rounds ('Round #n') then the Semi Finals, Finals and Grand Finals sections (spec 001 §2). The division note is
 * shown once, above the regular rounds, and never when only finals are on screen ('except in finals rounds').
 * The chosen team is marked on its cards, and its next game stands out.
 */
export function DrawList({ draw, round, team, note, next }: {
  draw: DrawReply['data']; round: RoundChoice; team: string | null; note: string; next: number | null;
}) {
  const { rounds, finals } = visibleDraw(draw, round, team);
  const section = (id: string, heading: string, games: DrawGame[]) => (
    <Section key={id} id={id} heading={heading} games={games} team={team} next={next} />
  );
  return (
    <Box sx={{ mt: 2 }}>
      {note && rounds.length > 0 && <Typography variant="body2" sx={{ mb: 2 }}>{M.divisionNote(note)}</Typography>}
      {rounds.map((r) => section(sectionId({ round: r.round }), M.roundHeading(r.round), r.games))}
      {finals.map((f) => section(sectionId({ final: f.key }), f.heading, f.games))}
    </Box>
  );
}

function Section({ id, heading, games, team, next }: { id: string; heading: string; games: DrawGame[]; team: string | null; next: number | null }) {
  const hasDouble = games.some((g) => g.double_points === 'Yes');
  return (
    <Box component="section" id={id} aria-label={heading} sx={{ mb: 4, scrollMarginTop: 72 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>{heading}</Typography>
      {hasDouble && <Typography variant="body2" sx={{ mb: 1, color: 'error.main' }}>{M.doublePointNote}</Typography>}
      <Grid container spacing={2}>
        {games.map((g) => (
          <Grid key={g.game} size={{ xs: 12, sm: 6, md: 4 }}>
            <GameCard game={g} id={gameId(g.game)} team={team} next={g.game === next} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
