import type { SeedCtx } from '../platform/seed';
import { writeStaffRequired } from './two-factor.repo';

/**
 * The demo asks no staff member for a second factor (docs/decisions/327): its accounts sign in with the password alone,
 * as ../shared/CONTRACT.md promises. A new installation without the demo asks every staff member for one.
 */
export async function seedTwoFactor({ tx, now }: SeedCtx): Promise<void> {
  await writeStaffRequired(tx, false, now);
}
