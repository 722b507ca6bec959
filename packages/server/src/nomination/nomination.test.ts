import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/harness';
import { nominationKit } from './nomination-test-kit';
import { divisionEntries } from './nomination.tables';

// spec 001 §7 nomination lookups and GET teamnomination/{division} (capacity), on the demo data (decision 061).

let t: TestApp;
const k = nominationKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ecommerce/grades, /seasons, /divisiongroups/{type}, /divisions/{group}', () => {
  it("lists the grades, the active season open for entry, and each grade's groups", async () => {
    expect(
      (await k.get('/api/ecommerce/grades', 'manager01')).json().data.map((g: { text: string }) => g.text),
    ).toEqual(['Senior', 'Junior']);
    const seasons = (await k.get('/api/ecommerce/seasons', 'manager01')).json().data;
    const drawSeasons = (await k.get('/api/draw/seasons')).json().data;
    expect(seasons).toEqual([drawSeasons[0]]); // the active season; the archived one takes no entries
    const senior = (await k.get('/api/ecommerce/grades', 'manager01')).json().data[0].value;
    expect(
      (await k.get(`/api/ecommerce/divisiongroups/${senior}`, 'manager01'))
        .json()
        .data.map((g: { text: string }) => g.text),
    ).toEqual(["Men's", "Women's", 'Mixed']);
  });

  it('answers each division option with its fee, places, waiting list and player limits', async () => {
    const men = await k.division("Men's A Grade");
    expect(men.option).toEqual({
      value: men.division,
      text: "Men's A Grade",
      waitlist: false,
      min_players: 5,
      max_players: 10,
      sk_val: false,
      price: 65000,
      places_left: 0,
      sold_out: true,
    });
    expect((await k.division('Mixed Social')).option).toMatchObject({
      places_left: 2,
      sold_out: false,
      max_players: 12,
      price: 55000,
    });
    expect((await k.division("Women's Open")).option).toMatchObject({
      waitlist: true,
      places_left: null,
      sold_out: false,
    });
  });

  it("offers a waiting-list entry the season's divisions of its grade its team can enter as preferred choices (decision 222)", async () => {
    const women = await k.division("Women's Open");
    const res = await k.get(`/api/ecommerce/preferreddivisions/${women.division}`, 'manager01');
    expect(res.json().data.map((d: { text: string }) => d.text)).toEqual(['Mixed Social', "Women's Open"]);
  });

  it('needs a signed-in member (401); a made-up id answers an empty list or 404, a malformed one 422', async () => {
    expect((await k.get('/api/ecommerce/grades')).statusCode).toBe(401);
    expect((await k.get('/api/ecommerce/divisions/99999', 'manager01')).json().data).toEqual([]);
    expect((await k.get('/api/ecommerce/preferreddivisions/99999', 'manager01')).statusCode).toBe(404);
    const bad = await k.get('/api/ecommerce/divisiongroups/1e3', 'manager01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'error_validation', errors: { type: expect.any(String) } });
  });
});

describe('GET /api/ecommerce/teamnomination/{division}', () => {
  it('answers 200 open while places are left, and for a waiting list', async () => {
    for (const name of ['Mixed Social', "Women's Open"]) {
      const d = await k.division(name);
      const res = await k.get(`/api/ecommerce/teamnomination/${d.division}`, 'manager01');
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toMatchObject({ capacity: 'open', division: { value: d.division } });
    }
  });

  it("answers 422 with the capacity message and the group's divisions when full (a reply, not an error body)", async () => {
    const men = await k.division("Men's A Grade");
    const res = await k.get(`/api/ecommerce/teamnomination/${men.division}`, 'manager01');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      data: {
        capacity: 'full',
        message: 'Division Group has already reached maximum capacity.',
        divisions: [men.option],
      },
    });
  });

  it('refuses a minor (403), a visitor (401), an unknown division (404) and a malformed id (422 error body)', async () => {
    const d = await k.division('Mixed Social');
    expect((await k.get(`/api/ecommerce/teamnomination/${d.division}`, 'junior01')).statusCode).toBe(403);
    expect((await k.get(`/api/ecommerce/teamnomination/${d.division}`)).statusCode).toBe(401);
    expect((await k.get('/api/ecommerce/teamnomination/99999', 'manager01')).json()).toMatchObject({
      error: 'not_found',
      message: 'This division does not take team entries at the moment.',
    });
    const bad = await k.get('/api/ecommerce/teamnomination/abc', 'manager01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'error_validation', errors: { division: expect.any(String) } });
  });

  it('documents 422 as the capacity reply in the OpenAPI description', async () => {
    const doc = (await k.get('/api/docs/json')).json();
    const responses = doc.paths['/api/ecommerce/teamnomination/{division}'].get.responses;
    expect(JSON.stringify(responses['422'])).toContain('capacity');
  });
});

describe('no season open for entry', () => {
  it('lists no season (the wizard says entries are closed) and no grade', async () => {
    await t.database.db.update(divisionEntries).set({ open: false });
    expect((await k.get('/api/ecommerce/seasons', 'manager01')).json().data).toEqual([]);
    expect((await k.get('/api/ecommerce/grades', 'manager01')).json().data).toEqual([]);
    await t.database.db.update(divisionEntries).set({ open: true });
  });
});
