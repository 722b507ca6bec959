import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from './members.tables';

// A body that claims to be multipart/form-data but is not readable answers 400 with the usual error body.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('member01');
});
afterAll(async () => {
  await t.close();
});

const part = (name: string, value: string, extra = '') =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}`;

const bodies: [string, string, string][] = [
  ['garbage without a boundary', 'multipart/form-data', 'garbage'],
  ['garbage with a boundary', 'multipart/form-data; boundary=xyz', 'garbage'],
  ['a text part cut off', 'multipart/form-data; boundary=xyz', part('address', '1 Short Street')],
  [
    'a file part cut off',
    'multipart/form-data; boundary=xyz',
    part('profilephoto', 'abc', '; filename="a.png"\r\nContent-Type: image/png'),
  ],
];

describe('POST /api/member/user with a malformed multipart body', () => {
  it.each(bodies)('%s: 400 bad_request, nothing written', async (_name, contentType, payload) => {
    const before = (await t.database.db.select().from(members).where(eq(members.username, 'member01')))[0]!;
    const res = await t.request({
      method: 'POST',
      url: '/api/member/user',
      token,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The form could not be read. Please try again.' });
    const after = (await t.database.db.select().from(members).where(eq(members.username, 'member01')))[0]!;
    expect(after).toEqual(before);
  });
});
