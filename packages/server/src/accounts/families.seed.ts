import { eq } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain/shared/time';
import { hashPassword } from './accounts.service';
import { DEMO_PASSWORD, demoPerson } from './accounts.seed';
import { guardianships, memberSports, members } from '../platform/members.tables';
import type { SeedCtx } from '../platform/seed';

// Two demo families (docs/decisions/245), seeded after everything else so no earlier demo id moves: parent01 looks
// after Poppy (no sign-in of her own, her membership due for renewal) and junior01 (a linked minor's own account);
// parent02 looks after Oscar, so every family test has another family to be kept from.

const child = (firstname: string, lastname: string, dob: string, gender: string, email: string) => ({
  ...demoPerson('', firstname, lastname, { dob, gender, identifygender: gender, email }),
  username: null,
});

export async function seedFamilies({ tx, today }: SeedCtx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const sport = (memberId: number, expiryDate: string | null) => ({
    memberId,
    sport: 'basketball',
    expiryDate,
    prevExpiryDate: null,
    membRenewal: false,
  });
  const insert = async (m: typeof members.$inferInsert, expiry: string | null) => {
    const [row] = await tx.insert(members).values(m).returning({ id: members.id });
    await tx.insert(memberSports).values(sport(row!.id, expiry));
    return row!.id;
  };
  const parent1 = await insert(
    {
      ...demoPerson('parent01', 'Paula', 'Parent', {
        gender: 'female',
        identifygender: 'female',
        mobile: '0412000111',
        address: '8 Bridge Road',
      }),
      passwordHash,
    },
    addDaysIso(today, 250),
  );
  const parent2 = await insert(
    {
      ...demoPerson('parent02', 'Peter', 'Other', {
        mobile: '0412000222',
        address: '21 Galston Road',
        suburb: 'HORNSBY HEIGHTS',
      }),
      passwordHash,
    },
    addDaysIso(today, 250),
  );
  const poppy = await insert(
    child('Poppy', 'Parent', '2015-05-10', 'female', 'parent01@example.com.au'),
    addDaysIso(today, 10),
  );
  const oscar = await insert(
    child('Oscar', 'Other', '2016-08-02', 'male', 'parent02@example.com.au'),
    addDaysIso(today, 10),
  );
  const [junior] = await tx.select({ id: members.id }).from(members).where(eq(members.username, 'junior01'));
  await tx.insert(guardianships).values([
    { guardianId: parent1, childId: poppy },
    { guardianId: parent1, childId: junior!.id },
    { guardianId: parent2, childId: oscar },
  ]);
}
