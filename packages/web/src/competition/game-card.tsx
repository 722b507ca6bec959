import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { gameEvent, mapSearchUrl } from '@portal/domain/competition/calendar-links';
import { googleCalendarUrl } from '@portal/domain/shared/calendar';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { offersCalendar } from '@portal/domain/competition/round-options';
import { useSettings } from '../lib/settings';
import { gameCalendarHref } from './competition.api';

const Asterisk = () => <Box component="span" aria-label={M.doublePointsLabel} sx={{ color: 'error.main', fontWeight: 700 }}>*</Box>;

/**
 * One game of the draw (spec 001 §2): date, bye and duty, teams, time, court, venue with map link, score or calendar
 * links. The chosen `team` is marked on it; the team's `next` game is outlined and says so (aria-current).
 */
export function GameCard({ game, id, team = null, next = false }: { game: DrawGame; id?: string; team?: string | null; next?: boolean }) {
  const double = game.double_points === 'Yes';
  const isBye = game.bye !== '';
  return (
    <Card component="article" id={id} aria-label={isBye ? M.bye(game.bye) : game.match} aria-current={next ? 'true' : undefined}
      variant={next ? 'outlined' : undefined}
      sx={{ height: '100%', scrollMarginTop: 72, ...(next && { borderColor: 'primary.main', borderWidth: 2 }) }}>
      <CardContent>
        {next && <Chip label={M.nextGame} color="primary" size="small" sx={{ mb: 1 }} />}
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">{displayGameDate(game.date_formatted)}</Typography>
          {!isBye && <Typography variant="body2" color="text.secondary">{M.duty(game.duty)}</Typography>}
        </Stack>
        {isBye ? (
          <Typography variant="h6" component="p" sx={{ my: 1 }}>{M.bye(game.bye)}{double && <Asterisk />}</Typography>
        ) : (
          <>
            <Stack sx={{ my: 1 }} spacing={0.5}>
              <TeamLine name={game.team_a_id} score={game.score_team_a_points} double={double} mine={game.team_a_id === team} />
              <TeamLine name={game.team_b_id} score={game.score_team_b_points} double={double} mine={game.team_b_id === team} />
            </Stack>
            {game.scored && <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>{M.fullTime}</Typography>}
            {game.forfeit && <Typography variant="body2" color="warning.main">{M.forfeit(game.forfeit)}</Typography>}
            <Typography variant="body2">{game.time_formatted} · {game.courtLabel}</Typography>
            <Link href={mapSearchUrl(game)} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: { xs: 40, sm: 28 } }}>
              <PlaceIcon fontSize="inherit" />{game.venueLabel}, {game.venueSuburb}
            </Link>
            <CalendarActions game={game} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** §2: calendar links for an unscored game not on an excluded date; an excluded date says why there are none. */
function CalendarActions({ game }: { game: DrawGame }) {
  const { associationName, timeZone } = useSettings();
  if (!game.scored && game.excluded_dates) {
    return (
      <Typography variant="body2" color="warning.main" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <EventBusyIcon fontSize="inherit" />{M.excludedDate}
      </Typography>
    );
  }
  if (!offersCalendar(game)) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
      <Button size="small" variant="outlined" startIcon={<EventIcon />} target="_blank" rel="noopener"
        href={googleCalendarUrl(gameEvent(game, associationName, timeZone))}>{M.addToGoogle}</Button>
      <Button size="small" variant="outlined" startIcon={<CalendarMonthIcon />}
        href={gameCalendarHref(game.game)} download={`game-${game.game}.ics`}>{M.addToApple}</Button>
    </Stack>
  );
}

/** A team and its score; the chosen team's line carries a bar and the primary colour. */
function TeamLine({ name, score, double, mine }: { name: string; score: number | null; double: boolean; mine: boolean }) {
  const marked = mine ? { borderLeft: 4, borderColor: 'primary.main', pl: 1, color: 'primary.dark', fontWeight: 800 } : { fontWeight: 600 };
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={marked}>{name}{double && <Asterisk />}</Typography>
      {score !== null && <Typography sx={{ fontWeight: 700 }}>{score}</Typography>}
    </Stack>
  );
}
