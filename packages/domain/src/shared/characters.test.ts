import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CardMessages, cardFieldsSchema } from './card';
import { characterProblem } from './characters';
import { couponCodeField, voucherNumberField } from './cart';
import {
  digitsField,
  dobField,
  emailField,
  idField,
  passwordField,
  personNameField,
  plainTextField,
  textField,
  usernameField,
} from './fields';
import { CharacterMessages } from './messages';

describe('characterProblem', () => {
  it.each([
    ['Mia Member', null],
    ['O’Brien-Smith', null],
    ['emoji 😀 and 中文', null],
    ['a\u0000b', 'control'],
    ['bell\u0007', 'control'],
    ['del\u007f', 'control'],
    ['c1\u0085', 'control'],
    ['tab\there', 'control'],
    ['evil\u202Etxt.exe', 'control'],
    ['isolate\u2066x\u2069', 'control'],
    ['lone \uD800 high', 'control'],
    ['lone \uDC00 low', 'control'],
    ['line\r\nbreak', 'lineBreak'],
    ['line\nbreak', 'lineBreak'],
    ['para\u2029graph', 'lineBreak'],
    ['both\n\u0000', 'control'],
  ])('one line: %j → %s', (value, problem) => {
    expect(characterProblem(value)).toBe(problem);
  });

  it('multi-line text keeps line breaks and tabs but never control characters', () => {
    expect(characterProblem('Asthma\r\nPuffer in bag\tblue', true)).toBeNull();
    expect(characterProblem('Asthma\u0000', true)).toBe('control');
    expect(characterProblem('Asthma\u202E', true)).toBe('control');
  });
});

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

// Every atom of shared/ refuses what PostgreSQL cannot store and what one line cannot show.
const atoms: [string, z.ZodType, string][] = [
  ['textField', textField(), 'abc'],
  ['usernameField', usernameField(), 'member01'],
  ['passwordField', passwordField(6), 'Portal2026'],
  ['emailField', emailField, 'a@example.com'],
  ['personNameField', personNameField(), 'Mia'],
  ['plainTextField', plainTextField(), '1 Peats Ferry Road'],
  ['plainTextField multiline', plainTextField(1000, { multiline: true }), 'Asthma'],
  ['digitsField', digitsField(10), '0412345678'],
  ['dobField', dobField(), '21/06/1988'],
  ['voucherNumberField', voucherNumberField, 'GIFT20260001'],
  ['couponCodeField', couponCodeField, 'SAVE10'],
  ['idField', idField, '12'],
];

describe.each(atoms)('%s', (_name, schema, valid) => {
  it('accepts a valid value', () => {
    expect(messages(schema, valid)).toEqual([]);
  });

  it.each(['\u0000', '\u001b', '\u202E', '\uD800'])('refuses %j inside the value with the control message', (bad) => {
    const value = valid.slice(0, 2) + bad + valid.slice(2);
    const found = messages(schema, value);
    expect(found.length).toBeGreaterThan(0);
    if (schema !== idField) expect(found).toContain(CharacterMessages.control);
  });
});

describe('line breaks', () => {
  it('are refused inside a one-line value, and trimmed at its ends', () => {
    expect(messages(plainTextField(), '1 Peats\r\nFerry Road')).toContain(CharacterMessages.lineBreak);
    expect(messages(personNameField(), 'Mia\nMember')).not.toEqual([]);
    expect(plainTextField().parse('1 Peats Ferry Road\r\n')).toBe('1 Peats Ferry Road');
  });

  it('are kept in a multi-line value', () => {
    expect(plainTextField(1000, { multiline: true }).parse('Asthma\r\nPuffer in bag')).toBe('Asthma\r\nPuffer in bag');
  });

  it('are refused in a password (never trimmed)', () => {
    expect(messages(passwordField(6), 'Portal2026\n')).toContain(CharacterMessages.lineBreak);
  });
});

it('a card name with a bidirectional override is refused', () => {
  const card = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia \u202EMember', cardExpiry: '12/40', cardCVC: '123' };
  const found = messages(cardFieldsSchema('2026-01-01'), card);
  expect(found).toContain(CardMessages.name);
  expect(messages(cardFieldsSchema('2026-01-01'), { ...card, cardName: 'Mia Member' })).toEqual([]);
});
