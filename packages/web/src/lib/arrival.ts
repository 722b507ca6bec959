import type { NavigateOptions } from 'react-router';

/** What happened on the page before, told on the page the member lands on (docs/decisions/180). */
export interface Arrival {
  title: string;
  detail?: string;
}

/** The navigation options that carry an outcome to the next page (kept in the history entry, so a reload keeps it). */
export function arrivalState(title: string, detail?: string): NavigateOptions {
  return { state: { arrival: { title, detail } satisfies Arrival } };
}

/** The outcome a navigation carried, if any. */
export function arrivalOf(state: unknown): Arrival | null {
  const arrival = (state as { arrival?: Arrival } | null)?.arrival;
  return arrival && typeof arrival.title === 'string' ? arrival : null;
}
