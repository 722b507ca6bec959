// How a newer worker answers a page's ask to take over (decision 335): only when that page is the portal's one open
// window. In another tab a form may be half filled, and the old build's chunks that tab may still load are deleted by
// the takeover; with other tabs open the worker waits on (for them to close, or the next ask). The answer goes back on
// the port the page gave, so a page declined does not reload when another tab's takeover happens later.

/** What this needs of the worker's global scope. */
export interface WorkerScope {
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly unknown[]> };
  skipWaiting(): Promise<void>;
}

/** Take over when the asking page is alone, telling it on `port`; answers whether it took over. */
export async function answerTakeOver(scope: WorkerScope, port: MessagePort | undefined): Promise<boolean> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const taking = windows.length <= 1;
  port?.postMessage({ taking });
  if (taking) await scope.skipWaiting();
  return taking;
}
