import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { gameEvent, mapSearchUrl } from '@portal/domain/competition/calendar-links';
import { googleCalendarUrl } from '@portal/domain/shared/calendar';
import { displayGameDate } from '@portal/domain/competition/game-date';
import { offersCalendar } from '@portal/domain/competition/round-options';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveViewMessages as LM } from '@portal/domain/competition/live-view.messages';
import { gameCalendarHref } from './competition.api';
import { LiveMark, shownLive } from './live/live-mark';

// Material icons' paths (Place, Event, CalendarMonth, EventBusy), drawn as plain SVG.
const PATHS = {
  place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  event:
    'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z',
  month:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
  busy: 'm9.31 17 2.44-2.44L14.19 17l1.06-1.06-2.44-2.44 2.44-2.44L14.19 10l-2.44 2.44L9.31 10l-1.06 1.06 2.44 2.44-2.44 2.44zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z',
};
const Icon = ({ name }: { name: keyof typeof PATHS }) => (
  <svg className="game-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={PATHS[name]} />
  </svg>
);
export type CalendarNames = { associationName: string; timeZone: string };

const Asterisk = () => (
  <span className="game-double" aria-label={M.doublePointsLabel}>
    *
  </span>
);

/**
 * One game of the draw (spec 001 §2): date, bye and duty, teams, time, court, venue with map link, score or calendar
 * links. The chosen `team` is marked on it; the team's `next` game is outlined and says so (aria-current).
 * Plain elements styled by the list's `DrawBox` (draw-styles.ts, decision 138).
 */
export function GameCard({
  game,
  id,
  team = null,
  next = false,
  calendar,
  live,
}: {
  game: DrawGame;
  id?: string;
  team?: string | null;
  next?: boolean;
  /** The association's name and time zone for the calendar links (read once by the list, not by each card). */
  calendar: CalendarNames;
  /** The game's live state while it is scored court-side (issue 45 item 5): its score and mark replace the draw's. */
  live?: LiveState;
}) {
  const double = game.double_points === 'Yes';
  const isBye = game.bye !== '';
  const now = game.scored ? null : shownLive(live);
  return (
    <article
      id={id}
      className={next ? 'game-card next' : 'game-card'}
      aria-label={isBye ? M.bye(game.bye) : game.match}
      aria-current={next ? 'true' : undefined}
    >
      {next && <span className="game-next">{M.nextGame}</span>}
      <div className="game-top">
        <p className="game-muted">{displayGameDate(game.date_formatted)}</p>
        {!isBye && <p className="game-muted">{M.duty(game.duty)}</p>}
      </div>
      {isBye ? (
        <p className="game-bye">
          {M.bye(game.bye)}
          {double && <Asterisk />}
        </p>
      ) : (
        <>
          <div className="game-teams">
            <TeamLine
              name={game.team_a_id}
              score={now ? now.score_a : game.score_team_a_points}
              double={double}
              mine={game.team_a_id === team}
            />
            <TeamLine
              name={game.team_b_id}
              score={now ? now.score_b : game.score_team_b_points}
              double={double}
              mine={game.team_b_id === team}
            />
          </div>
          {game.scored && <p className="game-full">{M.fullTime}</p>}
          {now && <LiveMark state={now} />}
          {game.forfeit && <p className="game-warning">{M.forfeit(game.forfeit)}</p>}
          {game.status !== 'scheduled' && <p className="game-warning">{M.gameStatus[game.status]}</p>}
          {game.status !== 'postponed' && (
            <p className="game-line">
              {game.time_formatted} · {game.courtLabel}
            </p>
          )}
          <a className="game-venue" href={mapSearchUrl(game)} target="_blank" rel="noopener">
            <Icon name="place" />
            {game.venueLabel}, {game.venueSuburb}
          </a>
          <CalendarActions game={game} calendar={calendar} />
          <a className="game-details" href={`/game/${game.game}`} aria-label={`${LM.gameLink}: ${game.match}`}>
            {LM.gameLink}
          </a>
        </>
      )}
    </article>
  );
}

/** §2: calendar links for an unscored game not on an excluded date; an excluded date says why there are none. */
function CalendarActions({
  game,
  calendar: { associationName, timeZone },
}: {
  game: DrawGame;
  calendar: CalendarNames;
}) {
  if (!game.scored && game.excluded_dates)
    return (
      <p className="game-excluded">
        <Icon name="busy" />
        {M.excludedDate}
      </p>
    );
  if (!offersCalendar(game)) return null;
  return (
    <div className="game-actions">
      <a
        className="game-button"
        target="_blank"
        rel="noopener"
        href={googleCalendarUrl(gameEvent(game, associationName, timeZone))}
      >
        <Icon name="event" />
        {M.addToGoogle}
      </a>
      <a className="game-button" href={gameCalendarHref(game.game)} download={`game-${game.game}.ics`}>
        <Icon name="month" />
        {M.addToApple}
      </a>
    </div>
  );
}

/** A team and its score; the chosen team's line carries a bar and the primary colour. */
function TeamLine({
  name,
  score,
  double,
  mine,
}: {
  name: string;
  score: number | null;
  double: boolean;
  mine: boolean;
}) {
  return (
    <div className="game-team">
      <p className={mine ? 'mine' : undefined}>
        {name}
        {double && <Asterisk />}
      </p>
      {score !== null && <p className="score">{score}</p>}
    </div>
  );
}
