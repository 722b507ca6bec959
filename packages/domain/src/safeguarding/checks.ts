// The words of Working With Children Checks (issue 44, docs/decisions/315): a person's check, where it was issued,
// what became of it and how it was verified. Server and web read them from here; nothing else spells them.

/** The states and territories that issue a check (each has its own card and online verification service). */
export const CHECK_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type CheckState = (typeof CHECK_STATES)[number];
export const CheckStateLabels: Record<CheckState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** A check is held as a volunteer or for paid work (NSW and others issue different numbers for each). */
export const CHECK_KINDS = ['volunteer', 'paid'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const CheckKindLabels: Record<CheckKind, string> = { volunteer: 'Volunteer', paid: 'Paid work' };

/**
 * What a check stands at. `not_provided` is never stored (a person without a check row); `expired` is stored by the
 * expiry sweep but is also read from the expiry date (checkStanding), so a check is out of date the day it expires
 * even before the sweep runs.
 */
export const CHECK_STATUSES = ['not_provided', 'pending', 'verified', 'expired', 'barred', 'cancelled'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const STORED_CHECK_STATUSES = ['pending', 'verified', 'expired', 'barred', 'cancelled'] as const;
export type StoredCheckStatus = (typeof STORED_CHECK_STATUSES)[number];
export const CheckStatusLabels: Record<CheckStatus, string> = {
  not_provided: 'Not provided',
  pending: 'Waiting to be verified',
  verified: 'Verified',
  expired: 'Expired',
  barred: 'Barred',
  cancelled: 'Cancelled',
};

/** How a check was verified: by a staff member on the state's service (the default), or by a verification service. */
export const CHECK_METHODS = ['manual', 'oho'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];
export const CheckMethodLabels: Record<CheckMethod, string> = {
  manual: "By staff on the state's service",
  oho: 'By Oho',
};

/** What the association does with a person in a position of trust whose check is not verified. */
export const PENDING_POLICIES = ['warn', 'block'] as const;
export type PendingPolicy = (typeof PENDING_POLICIES)[number];

/** The facts of a stored check that decide its standing. */
export type CheckFacts = { status: StoredCheckStatus; expiresOn: string | null } | null;

/** A check's standing on `today` (YYYY-MM-DD in the association's zone): expired from its expiry date on. */
export function checkStanding(check: CheckFacts, today: string): CheckStatus {
  if (!check) return 'not_provided';
  if (check.status === 'verified' && check.expiresOn !== null && check.expiresOn < today) return 'expired';
  return check.status;
}

/** Whether a standing lets a person hold a position of trust (coach, manager, referee of a junior game). */
export const clearsForTrust = (standing: CheckStatus): boolean => standing === 'verified';

/** Standings that take a person out of positions of trust at once and tell staff. */
export const REMOVING_STATUSES: readonly CheckStatus[] = ['expired', 'barred', 'cancelled'];
