import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GetDataBody } from '../profile/lookups.contract';
import { LoginBody, PasswordEmailBody, passwordResetSchema, UsernameEmailBody } from './accounts.contract';
import { registerBodySchema, registrationSteps } from './registration-schema';
import { validManager } from './registration.fixture';

// Every field error is one of our sentences (spec 000 §5 or our wording), never zod's English ("Invalid input…",
// "Too big…", "Expected…"), whatever the client sends.
const ZOD_WORDING = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/;
const settings = { minPasswordLength: 6, autoUsername: false, today: () => new Date(2026, 4, 20) };
const huge = 'x'.repeat(10_000);
const badValues: unknown[] = [42, true, null, [], {}, huge, 'X'];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function zodEnglish(schema: z.ZodType, base: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const field of Object.keys(base)) {
    for (const value of badValues) {
      for (const m of messagesOf(schema, { ...base, [field]: value })) {
        if (ZOD_WORDING.test(m.split(': ').slice(1).join(': ')))
          out.push(`${field}=${JSON.stringify(value)?.slice(0, 20)} → ${m}`);
      }
    }
  }
  return out;
}

describe('field errors never use zod wording', () => {
  const netball = { ...validManager, sport: 'netball', phone: '0298765432' };
  it.each([
    ['register (basketball)', registerBodySchema(settings), validManager],
    ['register (netball)', registerBodySchema(settings), netball],
    ['register (auto username)', registerBodySchema({ ...settings, autoUsername: true }), validManager],
    ['login', LoginBody, { username: 'member01', password: 'Portal2026', xyz: 'a', zyx: 'b', remember: true }],
    ['username email', UsernameEmailBody, { action: 'username-email', email: 'a@b.co' }],
    ['password email', PasswordEmailBody, { action: 'password-email', username: 'member01' }],
    [
      'password reset',
      passwordResetSchema(6),
      { action: 'password-reset', token: 't', username: 'u', password: 'Secret12', password_confirmation: 'Secret12' },
    ],
    ['getData', GetDataBody, { type: 'localities', search: 'ho', limit: 5 }],
  ] as const)('%s', (_, schema, base) => {
    expect(zodEnglish(schema as z.ZodType, base as Record<string, unknown>)).toEqual([]);
  });

  it('a body that is not an object gets the form-level sentence', () => {
    for (const body of [null, [], 'x', 5]) {
      expect(messagesOf(registerBodySchema(settings), body)).toEqual([': Please check the form above for errors.']);
      expect(messagesOf(LoginBody, body)).toEqual([': Please check the form above for errors.']);
    }
  });

  it.each([
    ['sport', 'cricket', 'Please choose a value from the list'],
    ['sport', undefined, 'This field is required'],
    ['countrybirth', huge, 'Please choose a country from the list'],
    ['countrybirth', 'au', 'Please choose a country from the list'],
    ['statebirth', huge, 'This field may not be greater than 3 characters'],
    ['disabilitytype', huge, 'This field may not be greater than 20 characters'],
    ['np', 'yes', 'This field must be true or false'],
    ['action', 'delete', 'Please choose a value from the list'],
    ['agreed_to_indemnity', 5, 'This field must be true or false'],
  ])('register %s = %j answers "%s"', (field, value, message) => {
    const r = registerBodySchema(settings).safeParse({ ...validManager, [field]: value });
    expect(r.success ? [] : r.error.issues.filter((i) => i.path[0] === field).map((i) => i.message)[0]).toBe(message);
  });

  it('a 10,000-character username or confirmation says how long it may be, not that it is missing', () => {
    expect(messagesOf(PasswordEmailBody, { username: huge })).toEqual([
      'username: This field may not be greater than 100 characters',
    ]);
    const reset = { token: 't', username: 'u', password: 'Secret12', password_confirmation: huge };
    expect(messagesOf(passwordResetSchema(6), reset)[0]).toBe(
      'password_confirmation: This field may not be greater than 200 characters',
    );
  });
});

describe('step 1 follows the site settings (spec 000 §2.3, §5)', () => {
  it('with generated usernames, step 1 needs no username and ignores one sent', () => {
    const [account] = registrationSteps('manager', { ...settings, autoUsername: true });
    expect(account!.safeParse({ password: 'Secret12', password_confirmation: 'Secret12' }).success).toBe(true);
  });
  it('the minimum password length setting applies to step 1', () => {
    const [account] = registrationSteps('netball', { ...settings, minPasswordLength: 8 });
    const r = account!.safeParse({ username: 'someone', password: 'Secret1', password_confirmation: 'Secret1' });
    expect(r.success ? null : r.error.issues[0]!.message).toBe('This field must be at least 8 characters');
  });
});
