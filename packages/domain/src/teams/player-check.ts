import { emailField } from '../shared/fields';
import { dmyToIso } from '../shared/time';
import type { CheckPlayerResult, PlayerEntry } from './teams.contract';
import { PlayerCheckFailures as F, PlayerCheckStatus as S } from './teams.messages';

// The player check (spec 001 §4, §7 checkplayer), shared by team detail and the nomination wizard: which member a
// player row names (docs/decisions/071-player-check.md). Pure: the server passes the members it found.

/** A member the server found by the row's first and last name (or by its mid). */
export interface PlayerCandidate {
  id: number;
  firstname: string;
  lastname: string;
  /** yyyy-mm-dd, or null when unknown. */
  dob: string | null;
  gender: string;
  email: string;
  /** Already in a team of the division checked. */
  inDivision: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const found = (c: PlayerCandidate): CheckPlayerResult =>
  c.inDivision ? failed(F.inDivision) : { outcome: 'found', status: S.found, mid: c.id };
const failed = (status: string): CheckPlayerResult => ({ outcome: 'failed', status, mid: null });
const invited: CheckPlayerResult = { outcome: 'invited', status: S.invited, mid: null };

/** spec 001 §4: a check runs only once firstname, lastname and (dob and gender, or mid) are filled. */
export function checkReady(row: {
  firstname?: string;
  lastname?: string;
  dob?: string;
  gender?: string;
  mid?: unknown;
}): boolean {
  const has = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);
  return has(row.firstname) && has(row.lastname) && ((has(row.dob) && has(row.gender)) || has(row.mid));
}

/**
 * Judge a row against the members named like it (`sameName`: every member with its first and last name) or the
 * member of its mid (`byMid`). One member with that name, date of birth and gender is found; several or none ask
 * for an email, which then picks the one member of that name holding it; a mid must carry the row's name. When no
 * member of that name holds the email, a player (`invitable`) is a new player to invite (decision 154).
 */
export function judgePlayer(
  row: Pick<PlayerEntry, 'firstname' | 'lastname' | 'dob' | 'gender' | 'email' | 'mid'>,
  sameName: readonly PlayerCandidate[],
  byMid?: PlayerCandidate | null,
  invitable = true,
): CheckPlayerResult {
  if (row.mid != null) {
    if (!byMid || !same(byMid.firstname, row.firstname) || !same(byMid.lastname, row.lastname))
      return failed(F.midMismatch);
    return found(byMid);
  }
  const dob = dmyToIso(row.dob);
  const exact = sameName.filter((c) => c.dob === dob && same(c.gender, row.gender));
  if (exact.length === 1) return found(exact[0]!);
  const email = row.email.trim();
  if (!email) return { outcome: 'email_required', status: S.emailRequired, mid: null };
  const pool = exact.length ? exact : sameName;
  const holders = pool.filter((c) => c.email !== '' && same(c.email, email));
  if (holders.length === 1) return found(holders[0]!);
  if (holders.length > 1 || !emailField.safeParse(email).success) return failed(F.notFound);
  return invitable ? invited : failed(F.notInvitable);
}
