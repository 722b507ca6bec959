import type { PublicReach } from './public-season';
import type { UnplacedReason } from './slot-allocator';

// What the back-office's fixture page says (ours; decision 186).

export const FixtureMessages = {
  chooseDivision: 'Choose at least one division',
  previewFirst: 'Generate a preview first',
  noEndDate: "Set the season's last day before generating its fixture.",
  tooFewTeams: (divisions: readonly string[]) =>
    `${divisions.length === 1 ? divisions[0] : `${divisions.slice(0, -1).join(', ')} and ${divisions.at(-1)}`} ${divisions.length === 1 ? 'needs' : 'need'} at least two teams: untick ${divisions.length === 1 ? 'it' : 'them'} or add teams.`,
  notInSeason: 'Choose divisions of this season.',
  playedRounds: (division: string, round: number) =>
    `${division} has results in round ${round} or later: regenerate from a later round.`,
  planChanged: 'The setup changed since the preview: generate it again.',
  changedMeanwhile:
    'Someone else published this fixture since your preview: generate it again to see what it holds now.',
  removes: (games: number, fromRound: number) =>
    `Publishing removes ${games} ${games === 1 ? 'game' : 'games'} published from round ${fromRound} on.`,
  confirmRemoval: (games: number, fromRound: number) =>
    `Publishing removes ${games} ${games === 1 ? 'game' : 'games'} published from round ${fromRound} on: confirm that they go, then publish.`,
  unplaced: (n: number) =>
    `${n} ${n === 1 ? 'game' : 'games'} could not be placed: change the courts' game slots, the dates or the divisions, then generate again.`,
  published: (games: number, divisions: number, removed = 0) =>
    `Fixture published: ${games} games in ${divisions} ${divisions === 1 ? 'division' : 'divisions'}${removed ? `; ${removed} ${removed === 1 ? 'game' : 'games'} published before removed` : ''}.`,
  /** Where visitors find the season's games (decision 269): said in the preview, the publish dialog and once published. */
  publicReach: (season: string, r: PublicReach) => {
    if (r.opens) return `The public draw and standings open on ${season}: every visitor sees these games at once.`;
    const choose = `Visitors see these games on the public draw and standings when they choose ${season} under Season`;
    if (r.shown === null) return `${choose}.`;
    if (r.archived) return `${choose}; both open on ${r.shown} (${season} is archived).`;
    const until = [
      r.switchOn && `${season} is switched on (Active)`,
      r.shownEnds && `${r.shown} ends (its last day passes or it is switched off)`,
    ]
      .filter(Boolean)
      .join(' and ');
    return `${choose}; both open on ${r.shown}, the season being played, until ${until}.`;
  },
} as const;

/** Why a game found no slot, in words (domain slot-allocator's reasons). */
export const UnplacedReasonTexts: Record<UnplacedReason, string> = {
  team_already_playing: 'A team already plays that day',
  no_slots_that_day: 'No court has game slots on that day',
  no_allowed_court: 'None of the courts the division may use has slots that day',
  no_free_slot: 'Every slot that day is taken',
  no_playing_date: 'No playing date left in the season',
};

export const FixtureTexts = {
  title: 'Fixtures',
  divisions: 'Divisions',
  legs: 'Round robin',
  single: 'Single round robin',
  double: 'Double round robin',
  fromRound: 'Generate from round',
  fromRoundHint: 'Earlier rounds are kept with their results',
  generate: 'Generate preview',
  generating: 'Generating…',
  publish: 'Publish',
  publishTitle: 'Publish the fixture',
  publishText: 'The games of the regenerated rounds are replaced and the public draw changes at once.',
  removeAndPublish: (games: number) => `Remove ${games} ${games === 1 ? 'game' : 'games'} and publish`,
  divisionTeams: (name: string, teams: number) =>
    `${name} (${teams === 0 ? 'no teams yet' : teams === 1 ? '1 team' : `${teams} teams`})`,
  skipped: (date: string, reason: string) => `${date} skipped${reason ? `: ${reason}` : ''}`,
  skippedTitle: 'Dates skipped',
  publishedTitle: 'Published fixture',
  publishedNone: 'No fixture published yet for this season.',
  publishedHint: 'What the public draw holds now, round by round.',
  table: 'Table',
  draw: 'As the draw shows it',
  unplacedTitle: 'Could not be placed',
  round: 'Round',
  date: 'Date',
  time: 'Time',
  court: 'Court',
  home: 'Home',
  away: 'Away',
  duty: 'Duty',
  bye: 'Bye',
  kept: 'kept',
  doublePoints: 'double points',
  noDate: 'no date',
  backToSeason: 'Back to the season',
} as const;
