import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MEMBER01_FORM, multipart, noisePng } from '../src/profile/profile-test-kit';
import { saveCover } from '../src/store/covers';
import { newBankKey, startServer, startTwoServers, type TestServer, type TwoServers } from './two-servers';
import { FRESH_HEADER, FRESH_VALUE } from '@portal/domain/shared/fresh-after-write';

// Two servers behind one load balancer, one PostgreSQL database (docs/decisions/150, 151): whatever one server
// saves, the other reads, and a server that would read it differently refuses to start.
const url = process.env.TEST_DATABASE_URL;

let servers: TwoServers;
beforeAll(async () => {
  if (url) servers = await startTwoServers(url);
});
afterAll(async () => {
  await servers?.close();
});

const eft = (server: TestServer, token: string, payload?: object) =>
  server.request({ method: payload ? 'POST' : 'GET', url: '/api/member/eft', token, payload });
// The member's reads after their own write, as the web client sends them (decision 348: a fresh sign-in read, which
// the other server may otherwise keep for up to 2 s after the write).
const FRESH = { [FRESH_HEADER]: FRESH_VALUE };
const profile = async (server: TestServer, token: string) =>
  (await server.request({ method: 'GET', url: '/api/member/user', token, headers: FRESH })).json().data as {
    profilephoto: boolean;
    profilephotosrc: string;
    acct_bsb: string;
  };

describe.skipIf(!url)('two servers on one database', () => {
  it('reads on one server the bank details saved on the other, and saving there keeps them readable on both', async () => {
    const { a, b } = servers;
    const onA = await a.asMember('official01');
    const onB = await b.asMember('official01');
    expect(
      (await eft(a, onA, { acctname: 'Olivia Official', acctbsb: '062145', acctnumber: '12345678' })).statusCode,
    ).toBe(200);
    expect((await eft(b, onB)).json().data).toEqual({
      acct_name: 'Olivia Official',
      acct_bsb: '062145',
      acct_number: '12345678',
    });
    expect((await profile(b, onB)).acct_bsb).toBe('***-*45');

    expect(
      (await eft(b, onB, { acctname: 'Olivia Official', acctbsb: '062999', acctnumber: '87654321' })).statusCode,
    ).toBe(200);
    for (const [server, token] of [
      [a, onA],
      [b, onB],
    ] as const) {
      expect((await eft(server, token)).json().data).toEqual({
        acct_name: 'Olivia Official',
        acct_bsb: '062999',
        acct_number: '87654321',
      });
    }
  });

  it('serves from one server the photo uploaded on the other, and a replacement from either', async () => {
    const { a, b } = servers;
    const onA = await a.asMember('member01');
    const onB = await b.asMember('member01');
    const upload = await a.request({
      method: 'POST',
      url: '/api/member/user',
      token: onA,
      payload: multipart(MEMBER01_FORM, { name: 'me.png', type: 'image/png', data: await noisePng(300, 200) }),
    });
    expect(upload.statusCode).toBe(200);
    const fromA = await a.request({ method: 'GET', url: upload.json().data.profilephotosrc, token: onA });
    const seenByB = await profile(b, onB);
    expect(seenByB.profilephoto).toBe(true);
    const fromB = await b.request({ method: 'GET', url: seenByB.profilephotosrc, token: onB, headers: FRESH });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['cache-control']).toBe('no-store');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);

    const replaced = await b.request({
      method: 'POST',
      url: '/api/member/user',
      token: onB,
      payload: multipart(MEMBER01_FORM, { name: 'new.png', type: 'image/png', data: await noisePng(200, 300) }),
    });
    expect(replaced.statusCode).toBe(200);
    const src = (await profile(a, onA)).profilephotosrc;
    const now = await a.request({ method: 'GET', url: src, token: onA, headers: FRESH });
    expect(await sharp(now.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    const stored = await a.database.db.execute(sql`select key from stored_files where key like ${'photos/%'}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('serves from one server a product cover stored through the other, at an address cached for a year', async () => {
    const { a, b } = servers;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8102e' } })
      .jpeg()
      .toBuffer();
    const file = await saveCover(a.database.db, jpeg); // as the back-office stores one
    await a.database.db.execute(sql`update products set cover = ${file} where name = 'summer-holiday-camp'`);
    const list = await b.request({ method: 'GET', url: '/api/ecommerce/store/products' });
    const camp = (list.json().data as { product_name: string; product_cover: string }[]).find(
      (p) => p.product_name === 'summer-holiday-camp',
    )!;
    expect(camp.product_cover).toMatch(new RegExp(`^/api/ecommerce/store/covers/${file}\\?v=[0-9a-f]{10}$`));
    const cover = await b.request({ method: 'GET', url: camp.product_cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.rawPayload.equals(jpeg)).toBe(true);
    const shipped = (list.json().data as { product_cover: string | null }[]).find(
      (p) => p.product_cover && !p.product_cover.includes(file),
    )!;
    expect((await a.request({ method: 'GET', url: shipped.product_cover! })).statusCode).toBe(200);
  });

  it('refuses to start a server with another BANK_KEY, or with DATABASE_URL and no BANK_KEY, and the others go on', async () => {
    await expect(startServer({ DATABASE_URL: url, BANK_KEY: newBankKey() })).rejects.toThrow(
      /^BANK_KEY is not the key this database's bank details are encrypted with \(check [0-9a-f]{12}; this key's [0-9a-f]{12}\)\. Start every server/,
    );
    await expect(startServer({ DATABASE_URL: url, BANK_KEY: undefined })).rejects.toThrow(
      /^DATABASE_URL is set but BANK_KEY is not\./,
    );
    const token = await servers.b.asMember('official01');
    expect((await eft(servers.b, token)).json().data.acct_bsb).toBe('062999');
  });
});
