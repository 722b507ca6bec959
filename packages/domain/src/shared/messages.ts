// Validation wording shared by every form (spec 000 §5, 001 §5, 002 §5), verbatim.
export const ValidationMessages = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  date: 'This field must be a valid date',
  numeric: 'This field is number only',
  minimum: (n: number) => `This field must be at least ${n} characters`,
  maximum: (n: number) => `This field may not be greater than ${n} characters`,
  confirmation: (field: string) => `This field confirmation does not match ${field}`,
  passwordPattern: 'This field must contain at least 1 uppercase letter, 1 lowercase letter and 1 numeric character',
  before: "Date must be before today's date",
  stepSummary: 'Please check the form above for errors.',
  generalAlert: 'Error! Please check all steps above for errors',
  invalidInput: 'Please check the form above for errors.',
  // Ours (the spec has no wording for these): a hidden or fixed field sent with a value outside its list, a wrong
  // JSON type, a number out of range. Every field error the API gives is one of these sentences, never zod's English.
  choice: 'Please choose a value from the list',
  boolean: 'This field must be true or false',
  text: 'This field must be text',
  numberBetween: (min: number, max: number) => `This field must be a number from ${min} to ${max}`,
  unreadableForm: 'The form could not be read. Please try again.',
} as const;

// The suburb search field shared by registration and profile (spec 000 §2.3 hint, §9 "2 or more characters").
export const LookupMessages = {
  suburbHint: 'Type 2 or more characters',
  noSuburb: 'No suburb found', // ours
  searching: 'Searching…', // ours
} as const;

// Spec 000 §8 / 002 §8: a load answered with 500 (spelling as the spec shows it).
export const TECHNICAL_ISSUE = 'Techinal Issue, Please try again later';
/** Ours: above a table wider than its place, which then scrolls sideways (decision 144). */
export const SCROLL_SIDEWAYS = 'Scroll sideways for more columns';
/** Ours: a call or a part of the app that could not be fetched for want of signal. */
export const NO_CONNECTION = 'No connection. Please check your signal and try again.';

// Character rules for names, usernames and free text (not in the spec: our wording, docs/decisions/ on registration).
export const CharacterMessages = {
  name: 'This field may only contain letters, spaces, apostrophes, dots and hyphens',
  username: 'This field may only contain letters, numbers, dots, dashes and underscores',
  plainText: 'This field may not contain < or >',
  // Any text field (docs/decisions/040-text-characters.md): NUL and other control characters, bidirectional overrides.
  control: 'This field may not contain control characters',
  lineBreak: 'This field must be on one line',
} as const;

// The searchable selector's buttons and empty list (ours: Material UI's Autocomplete wording, decision 140).
export const PickerMessages = {
  clear: 'Clear',
  open: 'Open',
  close: 'Close',
  noOptions: 'No options',
} as const;

/** Acting for another person (docs/decisions/245): ours, the spec has no family accounts. */
export const FamilyAccessMessages = {
  badActFor: 'The person to act for must be a member number.',
  notYourFamily: 'You may not act for this person.',
  selfOnly: 'This can only be done for yourself, not for a person you look after.',
  /** docs/decisions/258: bank details, the email address that recovers the sign-in, and consents of a child with a sign-in. */
  ownSignIn: (name: string) =>
    `${name} has a sign-in of their own: their bank details, email address and consents are theirs to change, signed in themselves.`,
} as const;
