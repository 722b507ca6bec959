import { memo, useMemo, type CSSProperties } from 'react';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import type { DrawSection } from '@portal/domain/competition/next-game';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { visibleDraw, type RoundChoice } from '@portal/domain/competition/round-options';
import { useSettings } from '../lib/settings';
import { DrawBox } from './draw-styles';
import { GameCard, type CalendarNames } from './game-card';
import { useOpeningScroll } from './use-opening-scroll';
import { useSlices } from './use-slices';

/** Element ids the draw opens on: a section (the current round) or a game card (a team's next game). */
export const sectionId = (s: DrawSection) => ('round' in s ? `draw-round-${s.round}` : `draw-${s.final}`);
export const gameId = (game: number) => `game-${game}`;

/**
 * Rounds ('Round #n') then the Semi Finals, Finals and Grand Finals sections (spec 001 §2). The division note is
 * shown once, above the regular rounds, and never when only finals are on screen ('except in finals rounds').
 * The chosen team is marked on its cards, and its next game stands out.
 */
export function DrawList({
  draw,
  round,
  team,
  note,
  next,
  opening,
  live = NO_LIVE,
}: {
  draw: DrawReply['data'];
  round: RoundChoice;
  team: string | null;
  note: string;
  next: number | null;
  /** The element the page opens on (a section or a game card), once per `key`. */
  opening: Opening;
  /** The live states of the division's games being scored court-side, by game id (issue 45 item 5). */
  live?: ReadonlyMap<number, LiveState>;
}) {
  const { associationName, timeZone } = useSettings();
  const calendar = useMemo(() => ({ associationName, timeZone }), [associationName, timeZone]);
  const sections = useMemo(() => {
    const { rounds, finals } = visibleDraw(draw, round, team);
    return [
      ...rounds.map((r) => ({
        id: sectionId({ round: r.round }),
        heading: M.roundHeading(r.round),
        games: r.games,
        regular: true,
      })),
      ...finals.map((f) => ({ id: sectionId({ final: f.key }), heading: f.heading, games: f.games, regular: false })),
    ];
  }, [draw, round, team]);
  return (
    <DrawBox>
      {note && sections.some((x) => x.regular) && <p className="draw-note">{M.divisionNote(note)}</p>}
      <Sections sections={sections} team={team} next={next} calendar={calendar} opening={opening} live={live} />
    </DrawBox>
  );
}

const NO_LIVE: ReadonlyMap<number, LiveState> = new Map();

type Opening = { target: string | null; key: string; block: ScrollLogicalPosition };
type SectionData = { id: string; heading: string; games: DrawGame[] };

/**
 * The sections, built a few per task (decision 138): each task renders only its new section (the others are memo'd),
 * and the page opens on its target once that is built.
 */
function Sections({
  sections,
  team,
  next,
  calendar,
  opening,
  live,
}: {
  sections: SectionData[];
  team: string | null;
  next: number | null;
  calendar: CalendarNames;
  opening: Opening;
  live: ReadonlyMap<number, LiveState>;
}) {
  const shown = useSlices(sections.length);
  const at = sections.findIndex(
    (x) => x.id === opening.target || x.games.some((g) => gameId(g.game) === opening.target),
  );
  useOpeningScroll(at >= 0 && at < shown ? opening.target : null, opening.key, opening.block);
  return sections
    .slice(0, shown)
    .map((x) => (
      <Section
        key={x.id}
        id={x.id}
        heading={x.heading}
        games={x.games}
        team={team}
        next={next}
        calendar={calendar}
        live={liveOf(x.games, live)}
      />
    ));
}

/**
 * How many rows of cards the round takes at one, two and three columns: the height its place keeps until it is laid
 * out (draw-styles.ts), never less than it needs, so nothing of it lies under the next round meanwhile.
 */
function rowsOf(games: number): CSSProperties {
  const rows = (columns: number) => Math.max(1, Math.ceil(games / columns));
  return { '--rows-1': rows(1), '--rows-2': rows(2), '--rows-3': rows(3) } as CSSProperties;
}

const Section = memo(function Section({
  id,
  heading,
  games,
  team,
  next,
  calendar,
  live,
}: {
  id: string;
  heading: string;
  games: DrawGame[];
  team: string | null;
  next: number | null;
  calendar: CalendarNames;
  live: readonly (LiveState | undefined)[] | null;
}) {
  const hasDouble = games.some((g) => g.double_points === 'Yes');
  return (
    <section className="draw-section" id={id} aria-label={heading} style={rowsOf(games.length)}>
      <h2>{heading}</h2>
      {hasDouble && <p className="draw-double-note">{M.doublePointNote}</p>}
      <div className="draw-grid">
        {games.map((g, i) => (
          <GameCard
            key={g.game}
            game={g}
            id={gameId(g.game)}
            team={team}
            next={g.game === next}
            calendar={calendar}
            live={live?.[i]}
          />
        ))}
      </div>
    </section>
  );
});

/** A section's live states in its games' order, or null when none of its games is live (the memo'd section stays). */
function liveOf(games: DrawGame[], live: ReadonlyMap<number, LiveState>): (LiveState | undefined)[] | null {
  if (live.size === 0) return null;
  const states = games.map((g) => live.get(g.game));
  return states.some(Boolean) ? states : null;
}
