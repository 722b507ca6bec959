import type { CheckKind, CheckMethod, CheckState, StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import type { Platform } from '../platform/context';

// The verifier port (issue 44, docs/decisions/318): what safeguarding needs from whoever verifies a Working With
// Children Check, small enough that a verifier is one file. Three adapters:
// - manual (the default, safeguarding_settings.verifier = 'manual'): nothing leaves the portal; submitting only leaves
//   the check pending (or due) on the staff list, where a staff member looks it up on the state's service and records
//   the result by hand (checks.service.ts recordCheckResult, method 'manual');
// - the sandbox (verifier 'oho' with CHECK_SERVICE=sandbox, the default in tests and the demo): records what was
//   submitted in its own table, and staff (or a browser test) move a submission to verified, barred… from the sandbox
//   page, which SENDS A SIGNED WEBHOOK to the portal's own endpoint, through the same code path as Oho's;
// - oho (verifier 'oho' with CHECK_SERVICE=oho): Oho's REST API, its results arriving by signed webhook
//   (docs/decisions/319).
// Every result, whichever the adapter, goes through recordCheckResult, the one door for a check's status. No database
// transaction is held across submit() or result(): the caller reads, commits, calls, then writes in a new transaction.

/** A check as it is handed to a verifier: the card and the person it belongs to (names as on the card). */
export interface CheckToVerify {
  checkId: number;
  memberId: number;
  state: CheckState;
  number: string;
  kind: CheckKind;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; some states verify by number and date of birth. */
  dateOfBirth: string | null;
  /** Our reference for this check (`wwcc-<checkId>`), which the service keeps and echoes. */
  reference: string;
}

/**
 * What submitting did: left it for staff (manual), handed it to a service that answers later under providerRef, or the
 * service refused the check as given (a number it cannot read): staff see why and follow it up by hand.
 */
export type Submission =
  { kind: 'staff' } | { kind: 'sent'; providerRef: string } | { kind: 'refused'; message: string };

/** A verifier's answer about one check, in the portal's words (a webhook's or a read's). */
export interface VerifierResult {
  providerRef: string;
  /** Our reference when the service echoes it (`wwcc-<checkId>`). */
  reference: string | null;
  status: StoredCheckStatus;
  /** The card's expiry as the state's register has it (null: not given). */
  expiresOn: string | null;
  /** What the service said, for the check's note ("Barred on the NSW register"). */
  note: string;
}

/** A verified webhook delivery: its id (a delivery is handled once) and the result it carries. */
export interface VerifierEvent {
  deliveryId: string;
  result: VerifierResult;
}

/** The service could not be reached or answered something unreadable: try again later (the worker's lease runs out). */
export class VerifierUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export type VerifierName = 'manual' | 'sandbox' | 'oho';

export interface CheckVerifier {
  readonly name: VerifierName;
  /** The method recorded on the results this verifier gives (CHECK_METHODS). */
  readonly method: CheckMethod;
  /** Hand a new or due check over. Throws VerifierUnavailableError when the service is unreachable. */
  submit(platform: Platform, check: CheckToVerify): Promise<Submission>;
  /** What the service says about a submitted check now (null: it has no answer yet, or manual). */
  result(platform: Platform, providerRef: string): Promise<VerifierResult | null>;
}

/** Our reference for a check, as a service keeps it. */
export const checkReference = (checkId: number): string => `wwcc-${checkId}`;

/** The check id in our reference, or null when it is not one of ours. */
export function checkIdOfReference(reference: string | null | undefined): number | null {
  const m = /^wwcc-([1-9]\d{0,9})$/.exec(reference ?? '');
  return m ? Number(m[1]) : null;
}

/** The manual adapter: nothing is sent; the check stays pending (or due) on the staff list until staff record it. */
export const manualVerifier: CheckVerifier = {
  name: 'manual',
  method: 'manual',
  submit: async () => ({ kind: 'staff' }),
  result: async () => null,
};

/** What the sandbox's page can make of a submission: the outcomes a state's register gives. */
export const SANDBOX_OUTCOMES = ['verified', 'barred', 'cancelled', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A check as the sandbox's page shows it: the association's check and what the sandbox has of it (null: never given). */
export interface SandboxSubmission {
  providerRef: string | null;
  reference: string;
  checkId: number;
  /** The person the check belongs to (read through the check; the sandbox keeps no names). */
  name: string;
  state: CheckState;
  number: string;
  kind: CheckKind;
  /** The check's status in the portal. */
  checkStatus: StoredCheckStatus;
  /** The sandbox's own status of its submission. */
  status: StoredCheckStatus | null;
  expiresOn: string | null;
  submittedAt: Date | null;
  /** When its last webhook was sent, and the answer the portal's endpoint gave (HTTP status). */
  webhookSentAt: Date | null;
  webhookAnswer: number | null;
}

/** Posts a signed webhook body to the portal's own endpoint; answers the HTTP status the endpoint gave. */
export type WebhookPoster = (rawBody: string, signature: string) => Promise<number>;

/**
 * The sandbox verifier: a verifier whose submissions staff (or a test) decide. decide() records the outcome for the
 * check (submitting it first if it never was: a service watching a card learns of a bar) and then POSTs a webhook
 * signed with the webhook secret to the portal's own endpoint, exactly as Oho would; answers the endpoint's status.
 */
export interface SandboxVerifier extends CheckVerifier {
  readonly name: 'sandbox';
  submissions(platform: Platform): Promise<SandboxSubmission[]>;
  decide(
    platform: Platform,
    checkId: number,
    outcome: { status: SandboxOutcome; expiresOn: string | null; note: string },
    post: WebhookPoster,
  ): Promise<{ providerRef: string; answer: number } | null>;
}
