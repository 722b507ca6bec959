import { inArray } from 'drizzle-orm';
import type { StaffRole } from '@portal/domain/staff/permissions';
import { members } from '../platform/members.tables';
import type { SeedCtx } from '../platform/seed';
import { staffRoles } from './staff.tables';

/** ../shared/CONTRACT.md: each staff demo account holds one staff role. */
const DEMO_ROLES: Record<string, StaffRole> = {
  admin01: 'administrator',
  compofficer01: 'competition_officer',
  refcoord01: 'referee_coordinator',
  finance01: 'finance_officer',
  venue01: 'venue_manager',
};

export async function seedStaff({ tx }: SeedCtx): Promise<void> {
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, Object.keys(DEMO_ROLES)));
  if (rows.length)
    await tx.insert(staffRoles).values(rows.map((r) => ({ memberId: r.id, role: DEMO_ROLES[r.username!]! })));
}
