import type { UnplacedReason } from './slot-allocator';

// What the back-office's fixture page says (ours; decision 186).

export const FixtureMessages = {
  chooseDivision: 'Choose at least one division',
  previewFirst: 'Generate a preview first',
  noEndDate: "Set the season's last day before generating its fixture.",
  tooFewTeams: (division: string) => `${division} needs at least two teams.`,
  notInSeason: 'Choose divisions of this season.',
  playedRounds: (division: string, round: number) => `${division} has results in round ${round} or later: regenerate from a later round.`,
  planChanged: 'The setup changed since the preview: generate it again.',
  changedMeanwhile: 'Someone else published this fixture since your preview: generate it again to see what it holds now.',
  removes: (games: number, fromRound: number) => `Publishing removes ${games} ${games === 1 ? 'game' : 'games'} published from round ${fromRound} on.`,
  confirmRemoval: (games: number, fromRound: number) =>
    `Publishing removes ${games} ${games === 1 ? 'game' : 'games'} published from round ${fromRound} on: confirm that they go, then publish.`,
  unplaced: (n: number) => `${n} ${n === 1 ? 'game' : 'games'} could not be placed: change the courts' game slots, the dates or the divisions, then generate again.`,
  published: (games: number, divisions: number, removed = 0) =>
    `Fixture published: ${games} games in ${divisions} ${divisions === 1 ? 'division' : 'divisions'}${removed ? `; ${removed} ${removed === 1 ? 'game' : 'games'} published before removed` : ''}.`,
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
  title: 'Fixtures', divisions: 'Divisions', legs: 'Round robin', single: 'Single round robin', double: 'Double round robin',
  fromRound: 'Generate from round', fromRoundHint: 'Earlier rounds are kept with their results', generate: 'Generate preview', generating: 'Generating…',
  publish: 'Publish', publishTitle: 'Publish the fixture', publishText: 'The games of the regenerated rounds are replaced and the public draw changes at once.',
  removeAndPublish: (games: number) => `Remove ${games} ${games === 1 ? 'game' : 'games'} and publish`,
  table: 'Table', draw: 'As the draw shows it', unplacedTitle: 'Could not be placed', round: 'Round', date: 'Date', time: 'Time', court: 'Court',
  home: 'Home', away: 'Away', duty: 'Duty', bye: 'Bye', kept: 'kept', doublePoints: 'double points', noDate: 'no date', backToSeason: 'Back to the season',
} as const;
