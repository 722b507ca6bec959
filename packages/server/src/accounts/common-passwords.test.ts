import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PasswordMessages } from '@portal/domain/security/passwords';
import { buildTestApp, type TestApp } from '../../test/harness';
import { isCommonPassword } from '../security/passwords.service';
import { manager } from './registration.fixture';

// The most common passwords are refused (issue 44 item 7, docs/decisions/329), besides spec 000 §5's own rules; the
// reset's and the claim's cases are in security-events.test.ts and family/claim.test.ts.

describe('isCommonPassword', () => {
  it.each([
    ['Password1', true],
    ['Qwerty123', true],
    ['ABC123', true], // any case
    ['Portal2026', false], // the demo's
    ['Secret12', false], // ranks past the 10,000 refused
    ['Tr4mpoline-Lizard', false],
  ])('%s: %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});

describe('POST /api/member/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a common password with a field error and makes no account (Secret12 registers: registration.test.ts)', async () => {
    const body = { ...manager, username: 'commonpw1', password: 'Password1', password_confirmation: 'Password1' };
    const res = await t.request({ method: 'POST', url: '/api/member/register', payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: PasswordMessages.tooCommon });
    const none = (await t.database.db.execute(sql`select id from members where username = 'commonpw1'`)) as unknown as {
      rows: unknown[];
    };
    expect(none.rows).toEqual([]);
  });
});
