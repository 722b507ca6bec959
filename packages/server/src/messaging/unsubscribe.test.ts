import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe';

// Unsubscribe tokens (docs/decisions/311): signed with the key in messaging_keys, read back by any server.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
});
afterAll(async () => {
  await t.close();
});

describe('unsubscribe tokens', () => {
  it('a link names the member and the kind, and reads back', async () => {
    const url = await unsubscribeUrl(t.database.db, t.config, 42, 'news');
    expect(url).toMatch(/^https:\/\/portal\.hkbna\.example\/unsubscribe\/42\.news\.[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop()!;
    expect(await readUnsubscribeToken(t.database.db, token)).toEqual({ memberId: 42, kind: 'news' });
  });

  it('the key is made once: a transaction reads the same one', async () => {
    const a = await unsubscribeToken(t.database.db, 7, 'payments');
    const b = await t.database.db.transaction((tx) => unsubscribeToken(tx, 7, 'payments'));
    expect(b).toBe(a);
  });

  it('never makes a token for a transactional kind', async () => {
    await expect(unsubscribeToken(t.database.db, 42, 'games')).rejects.toThrow(/cannot be unsubscribed/);
  });

  it.each([
    ['another member', (tk: string) => tk.replace(/^42\./, '43.')],
    ['another kind', (tk: string) => tk.replace('.news.', '.payments.')],
    ['the transactional kind', (tk: string) => tk.replace('.news.', '.games.')],
    ['a changed signature', (tk: string) => tk.slice(0, -1) + (tk.endsWith('A') ? 'B' : 'A')],
    ['a short signature', (tk: string) => tk.slice(0, -2)],
    ['no signature', () => '42.news'],
    ['an unknown kind', (tk: string) => tk.replace('.news.', '.spam.')],
    ['a huge member id', (tk: string) => tk.replace(/^42\./, '99999999999.')],
    ['rubbish', () => '../../etc/passwd'],
  ])('refuses %s', async (_name, change) => {
    const token = await unsubscribeToken(t.database.db, 42, 'news');
    expect(await readUnsubscribeToken(t.database.db, change(token))).toBeNull();
  });
});
