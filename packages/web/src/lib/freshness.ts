// How long a query's answer stays fresh before a page that mounts asks again (TanStack Query's staleTime), named once
// (issue 41 item 7). A write drops the answers it changes whatever the policy; these only decide when an untouched
// answer is read again.
export const FRESH = {
  /** Asked again on every mount: the member's own money, roster answers and family, a team being edited. */
  always: 0,
  /** Changes while someone looks at it: a venue's free times, a product's places left, hire lists staff edit. */
  seconds: 10_000,
  /** The default (query-client.ts): most pages. */
  default: 30_000,
  /** Changes within a visit, rarely: the public draw, the signed-in member, the staff roles, a court's hours. */
  minute: 60_000,
  /** Lists staff change now and then: the store, referee seasons and venues, the roster board's options. */
  minutes: 5 * 60_000,
  /** Does not change while the app runs: the settings, lookup lists, the sign-up questions. */
  session: Infinity,
} as const;
