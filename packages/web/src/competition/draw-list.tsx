import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { DrawSection } from '@portal/domain/competition/next-game';
import { visibleDraw, type RoundChoice } from '@portal/domain/competition/round-options';
import { DrawBox } from './draw-styles';
import { useSettings } from '../lib/settings';
import { GameCard, type CalendarNames } from './game-card';

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
  const { associationName, timeZone } = useSettings();
  const calendar = { associationName, timeZone };
  const section = (id: string, heading: string, games: DrawGame[]) => (
    <Section key={id} id={id} heading={heading} games={games} team={team} next={next} calendar={calendar} />
  );
  return (
    <DrawBox>
      {note && rounds.length > 0 && <p className="draw-note">{M.divisionNote(note)}</p>}
      {rounds.map((r) => section(sectionId({ round: r.round }), M.roundHeading(r.round), r.games))}
      {finals.map((f) => section(sectionId({ final: f.key }), f.heading, f.games))}
    </DrawBox>
  );
}

function Section({ id, heading, games, team, next, calendar }: {
  id: string; heading: string; games: DrawGame[]; team: string | null; next: number | null; calendar: CalendarNames;
}) {
  const hasDouble = games.some((g) => g.double_points === 'Yes');
  return (
    <section className="draw-section" id={id} aria-label={heading}>
      <h2>{heading}</h2>
      {hasDouble && <p className="draw-double-note">{M.doublePointNote}</p>}
      <div className="draw-grid">
        {games.map((g) => <GameCard key={g.game} game={g} id={gameId(g.game)} team={team} next={g.game === next} calendar={calendar} />)}
      </div>
    </section>
  );
}
