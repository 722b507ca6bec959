import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/harness';
import { carried, pageApp } from '../../test/page-app';

// The store's first answers are written into its page's HTML (decisions 128, 131).
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = await pageApp(t);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const api = async (url: string) => (await app.inject({ method: 'GET', url })).json() as unknown;
const LISTS = ['/api/ecommerce/store/categories', '/api/ecommerce/store/productvenues'];

describe('the store with its first answers', () => {
  it('carries its lists and every product at /storeview and /member/store, each as the API answers it', async () => {
    for (const page of ['/storeview', '/member/store']) {
      const answers = carried((await app.inject({ method: 'GET', url: page })).body);
      const urls = [...LISTS, '/api/ecommerce/store/products'];
      expect(Object.keys(answers), page).toEqual(urls);
      for (const url of urls) expect(answers[url], url).toEqual(await api(url));
      expect((answers['/api/ecommerce/store/products'] as { data: unknown[] }).data.length).toBeGreaterThan(0);
    }
  });

  it("asks the browser for the first product's cover beside the code, once, at high priority; a page without products asks none", async () => {
    const html = (await app.inject({ method: 'GET', url: '/storeview' })).body;
    const first = (carried(html)['/api/ecommerce/store/products'] as { data: { product_cover: string }[] }).data[0]!
      .product_cover;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${first.replace(/&/g, '&amp;')}">`,
    ]);
    expect((await app.inject({ method: 'GET', url: '/draw' })).body).not.toContain('rel="preload" as="image"');
  });

  it("carries the products of the address's category and venue, at the URL the web app asks; a bad id is not sent", async () => {
    const categories = (await api('/api/ecommerce/store/categories')) as { data: { category_id: number }[] };
    const category = categories.data[0]!.category_id;
    const answers = carried(
      (await app.inject({ method: 'GET', url: `/storeview?venue=abc&category=${category}` })).body,
    );
    const url = `/api/ecommerce/store/products?category=${category}`;
    expect(Object.keys(answers)).toEqual([...LISTS, url]);
    expect(answers[url]).toEqual(await api(url));
  });
});
