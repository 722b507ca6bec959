// How long the portal keeps each kind of data, and what happens then (issue 44 item 5; APP 11.2; docs/decisions/326).
// One table: the retention job (server/privacy/retention.ts) enforces each row, docs/retention.md is checked against
// it (retention.test.ts), and a row without a rule in the job fails its test.

export const RETENTION_KINDS = [
  'sign-in-history',
  'sign-in-failures',
  'audit-trail',
  'outbox-bodies',
  'reset-codes',
  'claim-codes',
  'exports',
  'expired-checks',
  'deletion-requests',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  /** The key the job and its counts use. */
  kind: RetentionKind;
  /** The kind of data, as people say it. */
  data: string;
  /** Where it lives (table and, when only some columns go, which). */
  where: string;
  /** How long it is kept, in days, counted from `from`. */
  days: number;
  /** From when the period runs, in words. */
  from: string;
  /** What happens then. */
  then: 'deleted' | 'emptied';
  /** Why this long. */
  why: string;
}

const YEAR = 365;

export const RETENTION: readonly RetentionRule[] = [
  {
    kind: 'sign-in-history',
    data: 'Sign-in history and the security log',
    where: 'security_events',
    days: 2 * YEAR,
    from: 'the event',
    then: 'deleted',
    why: 'long enough to look into a break-in reported late; a person sees their own in the download of their data',
  },
  {
    kind: 'sign-in-failures',
    data: 'Failed sign-ins and request limits',
    where: 'login_failures, rate_events',
    days: 30,
    from: 'the attempt',
    then: 'deleted',
    why: 'they only count attempts for the lock-out and limits (minutes to a day)',
  },
  {
    kind: 'audit-trail',
    data: 'Audit trail of staff changes',
    where: 'audit_log',
    days: 7 * YEAR,
    from: 'the change',
    then: 'deleted',
    why:
      'covers the five years the money records are kept, with room for a late question; the database refuses to ' +
      'remove a younger row (migration 0063)',
  },
  {
    kind: 'outbox-bodies',
    data: 'Bodies of mail sent or given up',
    where: 'mail_outbox: subject, text, HTML, headers',
    days: 90,
    from: 'the mail was sent (or created, when it failed)',
    then: 'emptied',
    why: 'the text is only needed to answer "did you send me…" soon after; who, when and whether it went stay',
  },
  {
    kind: 'reset-codes',
    data: 'Password reset links',
    where: 'password_resets',
    days: 30,
    from: 'the link expired',
    then: 'deleted',
    why: 'a used or expired link opens nothing',
  },
  {
    kind: 'claim-codes',
    data: 'Family link and claim codes',
    where: 'family_codes',
    days: 30,
    from: 'the code expired',
    then: 'deleted',
    why: 'a used or expired code opens nothing',
  },
  {
    kind: 'exports',
    data: 'Downloads of a person’s data',
    where: 'data_exports and their stored files',
    days: 30,
    from: 'the request',
    then: 'deleted',
    why: 'the link works for 7 days; the zip holds everything about a person and is not kept beyond that',
  },
  {
    kind: 'expired-checks',
    data: 'Working With Children Checks no longer current (expired or cancelled)',
    where: 'working_with_children_checks',
    days: 7 * YEAR,
    from: 'the check expired or was last checked',
    then: 'deleted',
    why: 'the record that the association verified someone is kept as long as the audit trail; a barred result is kept',
  },
  {
    kind: 'deletion-requests',
    data: 'Requests to close an account or delete a child’s data (after de-identification)',
    where: 'deletion_requests (done)',
    days: 5 * YEAR,
    from: 'the person was de-identified',
    then: 'deleted',
    why:
      'the de-identified records (receipts, invoices, refunds) stay for the five years the law keeps them, holding ' +
      'only "Former member #id"; the request, which says who asked, goes with them',
  },
];

/** The retention table as the docs page shows it (Markdown). */
export function retentionMarkdown(): string {
  const years = (d: number) => (d % YEAR === 0 ? `${d / YEAR} year${d === YEAR ? '' : 's'}` : `${d} days`);
  return [
    '| Data | Where | Kept | From | Then | Why |',
    '|---|---|---|---|---|---|',
    ...RETENTION.map((r) => `| ${r.data} | ${r.where} | ${years(r.days)} | ${r.from} | ${r.then} | ${r.why} |`),
  ].join('\n');
}
