import { Box, Button, Link, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PlaceIcon from '@mui/icons-material/Place';
import { Link as RouterLink } from 'react-router';
import { gameEvent, mapSearchUrl, teamCalendarFeedUrl } from '@portal/domain/competition/calendar-links';
import { gameCalendar } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as CM } from '@portal/domain/competition/competition.messages';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { offersCalendar } from '@portal/domain/competition/round-options';
import type { NextGame } from '@portal/domain/profile/next-games.contract';
import { NextGamesTexts as T } from '@portal/domain/profile/profile.messages';
import { googleCalendarUrl } from '@portal/domain/shared/calendar';
import { fillPath } from '@portal/domain/shared/fill-path';

/**
 * One team's next game on the dashboard (decision 220): team, opponent, date and time (en-AU, the association's zone as
 * the draw gives them), court and venue with its map link, and the calendar links of the draw and team pages.
 */
export function NextGameItem({
  next,
  calendar,
}: {
  next: NextGame;
  calendar: { associationName: string; timeZone: string };
}) {
  const g = next.game;
  const id = `next-game-${next.team_id}`;
  return (
    <Box component="article" aria-labelledby={id} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Link
        id={id}
        component={RouterLink}
        to={`/member/teams/team/${next.team_id}`}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {next.team_name}
      </Link>
      <Typography variant="body2" color="textSecondary">
        {next.division}
      </Typography>
      <Typography>{T.against(next.opponent)}</Typography>
      <Typography>
        {displayGameDate(g.date_formatted)}, {g.time_formatted}
      </Typography>
      <Typography>{g.courtLabel}</Typography>
      <Link
        href={mapSearchUrl(g)}
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <PlaceIcon fontSize="small" aria-hidden />
        {g.venueLabel}, {g.venueSuburb}
      </Link>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {offersCalendar(g) && (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventIcon />}
              href={googleCalendarUrl(gameEvent(g, calendar.associationName, calendar.timeZone))}
              target="_blank"
              rel="noopener"
            >
              {CM.addToGoogle}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CalendarMonthIcon />}
              href={fillPath(gameCalendar.path, { id: g.game })}
              download={`game-${g.game}.ics`}
            >
              {CM.addToApple}
            </Button>
          </>
        )}
        <Button
          size="small"
          startIcon={<EventRepeatIcon />}
          href={teamCalendarFeedUrl(window.location.host, next.team_id)}
        >
          {CM.subscribeTeam}
        </Button>
      </Stack>
    </Box>
  );
}
