import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { teamCalendarFeedPath, teamCalendarFeedUrl } from '@portal/domain/competition/calendar-links';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';

/**
 * "Subscribe to this team's games": a webcal:// link to the team's calendar feed, which a phone opens in its
 * calendar app as a subscription (docs/decisions/074-team-calendar-feed.md). Shown by the draw and team detail pages.
 * Drawn on the server (a team's public draw, decision 331) it links the feed's https path, which downloads it; the
 * browser's host makes it the webcal:// link once the page is taken over.
 */
export function CalendarSubscribeLink({ teamId }: { teamId: number }) {
  const [host, setHost] = useState<string | null>(null);
  useEffect(() => setHost(window.location.host), []);
  return (
    <Box sx={{ my: 1 }}>
      <Button
        component="a"
        href={host ? teamCalendarFeedUrl(host, teamId) : teamCalendarFeedPath(teamId)}
        startIcon={<EventRepeatIcon />}
        size="small"
        aria-describedby={`subscribe-hint-${teamId}`}
        sx={{ px: 0.5 }}
      >
        {M.subscribeTeam}
      </Button>
      <Typography id={`subscribe-hint-${teamId}`} variant="body2" color="textSecondary" sx={{ px: 0.5 }}>
        {M.subscribeHint}
      </Typography>
    </Box>
  );
}
