import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { entriesKit } from './entries-staff-kit';

// Two officers placing waiting entries in the last free place of a division at once (docs/decisions/206), on the
// PostgreSQL server only (PGlite runs one transaction at a time, so a race there proves nothing):
// `TEST_DATABASE_URL=$(PORTAL_TEST_DB=… bash scripts/postgres.sh)`.

let t: TestApp;
const e = entriesKit(() => t);

describe.skipIf(!process.env.TEST_DATABASE_URL)('team entry races on PostgreSQL', () => {
  beforeAll(async () => { t = await buildTestApp(); await e.roomy(); });
  afterAll(async () => { await t?.close(); });

  it('compofficer01 and admin01 place two waiting teams in the one free place at once: one is placed, the other refused', async () => {
    const [a, b] = [await e.enter("Women's Open"), await e.enter("Women's Open")];
    const open = await e.divisionId("Women's Open");
    await e.oneFree(open);
    const answers = await Promise.all([
      e.decide(a.id, 'place', { division_id: open }, 'compofficer01'),
      e.decide(b.id, 'place', { division_id: open }, 'admin01'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe("Women's Open is full: no place is free.");
    const place = await e.places(open);
    expect(place.placesTaken).toBe(place.capacity);
    const placed = [a, b].filter((_, i) => answers[i]!.statusCode === 200);
    expect(await e.mailTo(`Team placed: ${placed[0]!.team}`)).toHaveLength(1);
    const refused = [a, b].find((_, i) => answers[i]!.statusCode === 409)!;
    expect(await e.mailTo(`Team placed: ${refused.team}`)).toEqual([]);
    expect((await e.auditOf(refused.id))).toEqual([]);
  });
});
