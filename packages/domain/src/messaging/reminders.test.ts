import { describe, expect, it } from 'vitest';
import { fillTemplate, RENEWAL_PLACEHOLDERS, unknownPlaceholders } from './reminders';

// The reminders' placeholder rule (decision 314): {name} takes the person's value, an unknown name stays as typed.

const values = { firstname: 'Mia', sport: 'Basketball', expiry: '20/12/2026' };

describe('fillTemplate', () => {
  it.each([
    ['Hi {firstname}, {sport} ends {expiry}.', 'Hi Mia, Basketball ends 20/12/2026.'],
    ['{firstname}{firstname}', 'MiaMia'],
    ['Hi {name}', 'Hi {name}'],
    ['Braces {{firstname}', 'Braces {firstname}'],
    ['{FIRSTNAME} and { firstname }', '{FIRSTNAME} and { firstname }'],
    ['No placeholders', 'No placeholders'],
    ['{toString} {constructor}', '{toString} {constructor}'],
  ])('%j → %j', (text, filled) => {
    expect(fillTemplate(text, values)).toBe(filled);
  });
});

describe('unknownPlaceholders', () => {
  it.each([
    ['Hi {firstname}, {sport} ends {expiry}', []],
    ['Hi {name} {name} {amount}', ['name', 'amount']],
    ['Escaped {{name}', []],
  ])('%j → %j', (text, unknown) => {
    expect(unknownPlaceholders(text, RENEWAL_PLACEHOLDERS)).toEqual(unknown);
  });
});
