import { and, count, eq } from 'drizzle-orm';
import type { SeedCtx } from '../platform/seed';
import { divisions, seasons, teams } from '../platform/league.tables';
import { divisionEntries, divisionGroups, grades } from './nomination.tables';

// Demo team entry (../shared/CONTRACT.md, docs/decisions/061): the active season takes entries in its four divisions.
// Men's A Grade is full (SOLD OUT), Women's Open grades its entries from a waiting list, Mixed Social has two places
// left and U14 Boys two. The places already taken are the teams each division holds.

interface DemoDivision {
  grade: string;
  group: string;
  division: string;
  priceCents: number;
  capacity: number | null;
  waitlist?: boolean;
}

export const DEMO_ENTRY: DemoDivision[] = [
  { grade: 'Senior', group: "Men's", division: "Men's A Grade", priceCents: 65000, capacity: 8 },
  { grade: 'Senior', group: "Women's", division: "Women's Open", priceCents: 60000, capacity: null, waitlist: true },
  { grade: 'Senior', group: 'Mixed', division: 'Mixed Social', priceCents: 55000, capacity: 12 },
  { grade: 'Junior', group: 'Boys', division: 'U14 Boys', priceCents: 40000, capacity: 8 },
];

export async function seedNomination({ tx }: SeedCtx): Promise<void> {
  const [season] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.active, true), eq(seasons.archived, false)))
    .limit(1);
  if (!season) return;
  const gradeIds = new Map<string, number>();
  for (const [position, name] of ['Senior', 'Junior'].entries()) {
    gradeIds.set(name, (await tx.insert(grades).values({ name, position }).returning({ id: grades.id }))[0]!.id);
  }
  for (const [position, d] of DEMO_ENTRY.entries()) {
    const [division] = await tx
      .select({ id: divisions.id })
      .from(divisions)
      .where(and(eq(divisions.seasonId, season.id), eq(divisions.name, d.division)));
    if (!division) continue;
    const [group] = await tx
      .insert(divisionGroups)
      .values({ seasonId: season.id, gradeId: gradeIds.get(d.grade)!, name: d.group, position })
      .returning({ id: divisionGroups.id });
    const [held] = await tx.select({ n: count() }).from(teams).where(eq(teams.divisionId, division.id));
    await tx.insert(divisionEntries).values({
      divisionId: division.id,
      groupId: group!.id,
      priceCents: d.priceCents,
      capacity: d.capacity,
      waitlist: d.waitlist ?? false,
      placesTaken: d.waitlist ? 0 : Number(held?.n ?? 0),
    });
  }
}
