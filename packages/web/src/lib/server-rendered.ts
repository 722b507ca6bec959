/**
 * Whether the page being drawn is the one the server rendered (decision 331): true on the server, and in the browser
 * from the hydration of a server-rendered page until the first move to another page. A component that would draw
 * less at first in the browser (a long list built a part per task, decision 138) draws it whole then, so the hydration
 * finds what the server sent.
 */
let fromServer = typeof document === 'undefined';

export const renderedOnServer = () => fromServer;

/** Set by main.tsx before it hydrates a server-rendered page, and cleared once the visitor moves on. */
export function setRenderedOnServer(value: boolean): void {
  fromServer = value;
}
