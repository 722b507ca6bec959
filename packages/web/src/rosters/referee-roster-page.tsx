import { useState } from 'react';
import { Alert, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RefereeRosterBody } from '@portal/domain/rosters/rosters.contract';
import { RosterTexts as T } from '@portal/domain/rosters/rosters.messages';
import { isUpcoming } from '@portal/domain/rosters/rosters.rules';
import { instantToLocal } from '@portal/domain/shared/calendar';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { RefereeFullRoster } from './components/referee-full-roster';
import { RefereeGameCard } from './components/referee-game-card';
import { RefereeRosterForm, type RosterView } from './referee-roster-form';
import { refereeResponsesQuery } from './referee-responses.api';
import { refereeRosterQuery, refereeSeasonsQuery, refereeTypesQuery } from './rosters.api';

/** How far the default date range reaches after today (ours: the spec gives no default; past games behind a switch). */
const DEFAULT_DAYS = 28;

/** spec 002 §2 Competition Roster (/member/referee, is_ref): the form, then MY ROSTER cards or the FULL ROSTER table. */
export function RefereeRosterPage() {
  const { timeZone } = useSettings();
  const seasons = useQuery(refereeSeasonsQuery());
  const types = useQuery(refereeTypesQuery());
  const [request, setRequest] = useState<{ body: RefereeRosterBody; view: RosterView } | null>(null);
  const roster = useQuery(refereeRosterQuery(request?.body ?? null));
  const answers = useQuery(refereeResponsesQuery(request?.view === 'my'));
  const today = todayIn(timeZone);
  const now = instantToLocal(new Date(), timeZone);
  const ready = seasons.data && types.data;
  const season = seasons.data?.find((s) => s.active) ?? seasons.data?.[0];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {T.refereeTitle}
      </Typography>
      {(seasons.isPending || types.isPending) && <PageLoading />}
      {(seasons.isError || types.isError) && (
        <ErrorAlert message={errorMessage(seasons.error ?? types.error, TECHNICAL_ISSUE)} />
      )}
      {ready && (
        <RefereeRosterForm
          today={today}
          seasons={seasons.data}
          types={types.data}
          busy={roster.isFetching}
          onShow={(body, view) => setRequest({ body, view })}
          defaults={{
            season: season ? (String(season.season_id) as never) : (undefined as never),
            roster: [today, addDaysIso(today, DEFAULT_DAYS)],
            type: types.data[0]?.value as never,
          }}
        />
      )}
      <section aria-live="polite">
        {roster.isFetching && <PageLoading />}
        {roster.isError && <ErrorAlert message={errorMessage(roster.error, TECHNICAL_ISSUE)} />}
        {roster.data && request?.view === 'my' && (
          <>
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {T.myRoster}
            </Typography>
            {!roster.data.my_roster.length && <Alert severity="info">{T.noMyGames}</Alert>}
            <Grid container spacing={2}>
              {roster.data.my_roster.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <RefereeGameCard
                    item={item}
                    upcoming={isUpcoming(`${item.gs_date}T${item.gs_time}`, now)}
                    answer={answers.data?.find((a) => a.id === item.id)}
                  />
                </Grid>
              ))}
            </Grid>
          </>
        )}
        {roster.data && request?.view === 'full' && (
          <>
            <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 2 }}>
              {T.fullRoster}
            </Typography>
            <RefereeFullRoster items={roster.data.full_roster} />
          </>
        )}
      </section>
      <CalendarFeedCard />
    </>
  );
}
