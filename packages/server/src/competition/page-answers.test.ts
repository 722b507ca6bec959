import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/harness';
import { carried, pageApp } from '../../test/page-app';
import { divisions } from '../platform/league.tables';

// The draw's and the standings' first answers are written into their page's HTML (decision 128).
let t: TestApp;
let app: FastifyInstance;
let season: number;
let division: number;
const NOTE = 'Bring </script><script>alert(1)</script> & water';

beforeAll(async () => {
  t = await buildTestApp();
  app = await pageApp(t);
  // a note that would close the script element if it were not escaped, set before any answer is cached
  const [first] = await t.database.db
    .select({ id: divisions.id, seasonId: divisions.seasonId })
    .from(divisions)
    .orderBy(divisions.id)
    .limit(1);
  await t.database.db.update(divisions).set({ note: NOTE }).where(eq(divisions.id, first!.id));
  ({ id: division, seasonId: season } = first!);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const api = async (url: string) => (await app.inject({ method: 'GET', url })).json() as unknown;

describe('a public page with its first answers', () => {
  it("carries the draw's seasons, divisions, teams and draw, each as the API answers it", async () => {
    const page = await app.inject({ method: 'GET', url: `/draw/${season}/${division}/` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const answers = carried(page.body);
    const urls = [
      '/api/draw/seasons',
      `/api/draw/seasons/${season}/divisions`,
      `/api/draw/seasons/divisions/${division}/teams`,
      `/api/draw?division_id=${division}`,
    ];
    expect(Object.keys(answers)).toEqual(urls);
    for (const url of urls) expect(answers[url], url).toEqual(await api(url));
  });

  it('escapes every `<`, so no value closes the script element', async () => {
    const page = await app.inject({ method: 'GET', url: `/draw/${season}/${division}` });
    const script = /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(page.body)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.stringify(carried(page.body))).toContain(NOTE.replace(/"/g, '\\"'));
  });

  it('is compressed as the browser accepts', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/draw/${season}/${division}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('accept-encoding');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(Object.keys(carried(html))).toHaveLength(4);
    expect(page.rawPayload.length).toBeLessThan(html.length / 5);
  });

  it('leaves out what the address names wrongly, and carries the standings of /result', async () => {
    const unknown = carried((await app.inject({ method: 'GET', url: `/draw/${season}/999999` })).body);
    expect(Object.keys(unknown)).toEqual(['/api/draw/seasons', `/api/draw/seasons/${season}/divisions`]);
    expect(Object.keys(carried((await app.inject({ method: 'GET', url: '/draw/abc/%E0' })).body))).toEqual([]);
    expect(Object.keys(carried((await app.inject({ method: 'GET', url: '/draw' })).body))).toEqual([
      '/api/draw/seasons',
    ]);
    const result = carried(
      (await app.inject({ method: 'GET', url: `/result?season_id=${season}&division_id=${division}` })).body,
    );
    const resultUrl = `/api/draw/result?division_id=${division}`;
    expect(Object.keys(result)).toEqual(['/api/draw/seasons', `/api/draw/seasons/${season}/divisions`, resultUrl]);
    expect(result[resultUrl]).toEqual(await api(resultUrl));
    // other pages carry none
    expect(carried((await app.inject({ method: 'GET', url: '/login' })).body)).toEqual({});
  });
});
