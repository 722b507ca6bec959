import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { teams } from '../platform/league.tables';
import { nominationKit } from './nomination-test-kit';
import { divisionEntries, teamEntries } from './nomination.tables';

// First to checkout for division places (decision 062): only a real PostgreSQL server runs payments at once, so this
// runs when TEST_DATABASE_URL is set (CI runs the server suite a second time that way).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  '20 entries race for the last 3 places of a division (PostgreSQL)',
  () => {
    let t: TestApp;
    const k = nominationKit(() => t);
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('accepts and charges exactly 3; the others get error_division and no charge; the division then reads SOLD OUT', async () => {
      const mixed = await k.division('Mixed Social');
      const [row] = await t.database.db
        .select()
        .from(divisionEntries)
        .where(eq(divisionEntries.divisionId, mixed.division));
      // three places left, and no minimum of players (sk_val), so twenty entries need no twenty rosters
      await t.database.db
        .update(divisionEntries)
        .set({ capacity: row!.placesTaken + 3, skVal: true })
        .where(eq(divisionEntries.divisionId, mixed.division));
      const body = await k.body('Mixed Social', { players: [] });
      const before = (await k.charges()).length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          k.pay({ ...body, team: { ...body.team, teamname: `Racer ${i + 1}` } }, 'manager01', crypto.randomUUID()),
        ),
      );

      const accepted = answers.filter((a) => a.statusCode === 200);
      expect(accepted).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused).toHaveLength(17);
      for (const r of refused)
        expect(r.json()).toMatchObject({
          error: 'error_division',
          message: 'Division Group has already reached maximum capacity.',
        });
      const charged = (await k.charges()).slice(before);
      expect(charged.map((c) => c.amountCents)).toEqual([55000, 55000, 55000]);
      expect(
        (await t.database.db.select().from(divisionEntries).where(eq(divisionEntries.divisionId, mixed.division)))[0]!
          .placesTaken,
      ).toBe(row!.placesTaken + 3);
      expect(await t.database.db.select().from(teamEntries)).toHaveLength(3);
      const created = await t.database.db
        .select()
        .from(teams)
        .where(and(eq(teams.divisionId, mixed.division)));
      expect(created.filter((x) => x.name.startsWith('Racer '))).toHaveLength(3);
      const capacity = await k.get(`/api/ecommerce/teamnomination/${mixed.division}`, 'manager01');
      expect(capacity.statusCode).toBe(422);
    });
  },
);
