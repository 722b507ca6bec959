import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { RefereeResponse } from '@portal/domain/rosters/referee-responses.contract';
import { refereeGameCalendar, type RefereeRosterItem } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { refereeGameEvent } from '@portal/domain/rosters/roster-calendar';
import { useSettings } from '../../lib/settings';
import { downloadCalendar } from '../rosters.api';
import { CalendarButtons } from './calendar-buttons';
import { RefereeAnswer } from './referee-answer';

/** One game of MY ROSTER (spec 002 §3 referee roster item), with calendar links while it is still to come. */
export function RefereeGameCard({
  item,
  upcoming,
  answer,
}: {
  item: RefereeRosterItem;
  upcoming: boolean;
  answer?: RefereeResponse;
}) {
  const { associationName, timeZone } = useSettings();
  const match = T.vs(item.team_a, item.team_b);
  const score = T.score(item.team_a_points, item.team_b_points);
  return (
    <Card component="article" aria-label={`${item.gs_date_formatted} ${match}`} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            {item.gs_date_formatted} · {item.gs_time_formatted}
          </Typography>
          <Chip size="small" color="primary" label={item.member_type_name} />
        </Stack>
        <Typography variant="h6" component="p" sx={{ mt: 1, fontSize: 18 }}>
          {match}
        </Typography>
        {score && <Typography sx={{ fontWeight: 700 }}>{score}</Typography>}
        <Typography variant="body2">
          {item.division_name} · {T.round(item.game_rank)}
        </Typography>
        <Typography variant="body2">
          {item.court_name}, {item.venue_name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {[item.venue_address, item.venue_suburb, item.venue_state, item.venue_postcode].filter(Boolean).join(' ')}
        </Typography>
        {upcoming && answer && <RefereeAnswer answer={answer} match={match} />}
        {upcoming && (
          <CalendarButtons
            label={match}
            event={refereeGameEvent(item, associationName, timeZone)}
            download={() =>
              downloadCalendar(refereeGameCalendar, { params: { id: item.id } }, `referee-${item.id}.ics`)
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
