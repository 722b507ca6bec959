import type { DivisionGender } from './division-eligibility';

// ours (docs/decisions/222-division-eligibility.md): why a division refuses a player, shown as the player check's
// status under the row (spec 001 §4) and as the entry's field error; and the season setup form's labels.
export const EligibilityMessages = {
  wrongGender: (division: string, gender: Exclude<DivisionGender, 'mixed'>) =>
    `${division} is for ${gender === 'men' ? 'male' : 'female'} players: this player cannot play in it.`,
  // the member's age is not told: a check must not reveal more of a member than the row gave
  wrongAge: (division: string, band: string, on: string) =>
    `${division} is for players aged ${band} on ${on}: this player cannot play in it.`,
  noDob: (division: string) =>
    `${division} has an age limit and this player's date of birth is not known. Please contact the association.`,
  band: (min: number | null, max: number | null) =>
    min !== null && max !== null ? `${min} to ${max}` : min !== null ? `${min} or over` : `${max} or under`,
  genderLabel: 'Who may play',
  genders: { mixed: 'Anyone (mixed)', men: 'Men / boys', women: 'Women / girls' } satisfies Record<
    DivisionGender,
    string
  >,
  minAge: 'Minimum age',
  maxAge: 'Maximum age',
  ageOn: 'Ages counted on',
  ageOnRequired: 'Please give the date ages are counted on.',
  maxAgeBelowMin: 'The maximum age cannot be below the minimum age.',
} as const;
