import { addDaysIso } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { openRefereePlaces } from './referee-slots.read';
import { owedWithoutBank } from './officials-pay.repo';

// The rosters area's counts for the back-office home (decision 277). The rosters area owns this file and keeps it
// reading its current assignment tables whenever they change (one game, several officials); the home only calls it.

/**
 * Scheduled games between two teams of the `days` days from `today` (yyyy-mm-dd) that no referee holds a place of:
 * the one count of referee places (referee-slots.read.ts, decision 278), which the board and publishing read too.
 */
export async function openRefereeSlots(db: DbOrTx, today: string, days: number): Promise<number> {
  return (await openRefereePlaces(db, { from: today, to: addDaysIso(today, days - 1) })).gamesWithoutReferee;
}

/**
 * Officials owed pay for games played by `today` who gave no bank details: the list officials' pay shows at
 * ?missing=bank (decision 283), counted from the same read, so the home's card and the list agree.
 */
export async function officialsWithoutBank(db: DbOrTx, today: string): Promise<number> {
  return (await owedWithoutBank(db, today)).length;
}
