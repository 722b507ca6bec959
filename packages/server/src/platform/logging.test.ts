import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';
import { manager } from '../accounts/registration.fixture';
import { MEMBER01_FORM, multipart } from '../profile/profile-test-kit';
import { censor, scrub, serializeError, serializeRequest } from './logging';

// A query that fails is logged by its SQL text only: never the values it carried (docs/decisions/041).

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { localities: true });
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    db: t.database.db,
    mailer: { send: async () => {} },
    logStream: {
      write: (l) => {
        lines.push(l);
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  // The constraints would outlive this file on a shared PostgreSQL test database (TEST_DATABASE_URL).
  for (const table of ['members', 'access_tokens'])
    await t.database.db.execute(sql.raw(`alter table ${table} drop constraint if exists logging_test_refuse`));
  await app.close();
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as never, headers });
const signIn = async (username: string) => {
  const res = await post('/api/member/login', { username, password: 'Portal2026' });
  return `Bearer ${JSON.parse(res.json().data.success).access_token}`;
};
const HEX_64 = /[0-9a-f]{64}/;

describe('the log after a failing query', () => {
  it('holds the SQL text but no password hash, token, email, phone or medical note', async () => {
    const token = await signIn('member01');
    // Every new or changed member row now fails its check, as a broken database would refuse it.
    await t.database.db.execute(
      sql.raw('alter table members add constraint logging_test_refuse check (id < 0) not valid'),
    );
    const registration = {
      ...manager,
      username: 'loggedmember',
      email: 'secret.person@example.com.au',
      mobile: '0411222333',
      ec_medical: 'Peanut allergy, EpiPen in bag',
    };
    const registered = await post('/api/member/register', registration);
    expect(registered.statusCode).toBe(500);
    const form = multipart({
      ...MEMBER01_FORM,
      mobile: '0499888777',
      ec_medical: 'Bee sting allergy',
      address: '12 Pacific Highway',
    });
    const updated = await app.inject({
      method: 'POST',
      url: '/api/member/user',
      headers: { authorization: token },
      payload: form as never,
    });
    expect(updated.statusCode).toBe(500);
    // A session that cannot be stored: the insert carried the new token's hash.
    await t.database.db.execute(
      sql.raw('alter table access_tokens add constraint logging_test_refuse check (id < 0) not valid'),
    );
    expect((await post('/api/member/login', { username: 'coach01', password: 'Portal2026' })).statusCode).toBe(500);

    const log = lines.join('\n');
    const queries = lines
      .map((l) => JSON.parse(l) as { err?: { query?: string; cause?: { code?: string } } })
      .filter((l) => l.err?.query);
    expect(queries.map((l) => l.err!.query!.slice(0, 26))).toEqual([
      'insert into "members" ("id',
      'update "members" set "pref',
      'insert into "access_tokens',
    ]);
    expect(queries.map((l) => l.err!.cause!.code)).toEqual(['23514', '23514', '23514']);
    for (const secret of [
      '$argon2',
      'Secret12',
      'Portal2026',
      'secret.person',
      '@example.com.au',
      '0411222333',
      '0499888777',
      '0412345678',
      'Peanut allergy',
      'Bee sting',
      'Pacific Highway',
      token.slice(7),
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(HEX_64);
  });
});

describe('log serializers', () => {
  it('an error from a query keeps its SQL and PostgreSQL codes, and drops values and detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email_key"'), {
      code: '23505',
      constraint: 'members_email_key',
      detail: 'Key (email)=(mia@example.com) already exists.',
    });
    const err = new DrizzleQueryError('insert into "members" ("email") values ($1)', ['mia@example.com'], cause);
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('insert into \\"members\\" (\\"email\\") values ($1)');
    expect(out).toContain('23505');
    expect(out).not.toContain('mia@example.com');
  });

  it('free text loses email addresses, long numbers and quoted input', () => {
    expect(scrub('550 <mia@example.com> refused, call 0412 345 678')).toBe('550 <[email]> refused, call [number]');
    expect(scrub('invalid input syntax for type integer: "Mia Member"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
  });

  it('a request is logged without a reset token or query values', () => {
    expect(serializeRequest({ method: 'GET', url: '/password/reset/abcDEF123?email=mia@example.com' }).url).toBe(
      '/password/reset/[redacted]?email=…',
    );
    expect(serializeRequest({ method: 'GET', url: '/api/roster/feed/Ab_c-123.ics' }).url).toBe(
      '/api/roster/feed/[redacted].ics',
    );
    expect(serializeRequest({ method: 'GET', url: '/api/roster/feed' }).url).toBe('/api/roster/feed');
  });

  it('censors credentials, bank and personal fields wherever a logged object carries them', () => {
    const logged = {
      body: {
        password: 'Portal2026',
        Authorization: 'Bearer abc',
        list: [{ acctnumber: '12345678', ec_medical: 'Asthma' }],
      },
      row: {
        passwordHash: '$argon2id$x',
        email: 'mia@example.com',
        mobile: '0412345678',
        address: '1 Road',
        memberId: 7,
      },
    };
    const out = JSON.stringify(censor(logged));
    expect(out).not.toMatch(/Portal2026|Bearer abc|12345678|Asthma|argon2|mia@|0412345678|1 Road/);
    expect(out).toContain('"memberId":7');
  });
});
