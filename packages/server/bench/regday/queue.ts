import { dataOf, type Client } from './client';
import { pause } from './client';

// The fair queue (issue 46 item 4, decision 346) as the web app meets it: the first page of a registration or a
// checkout asks to enter; when the portal is busy the visitor waits on the waiting page, asking again when told, until
// let in; then the pass cookie goes with the call that registers or pays.

interface QueueState {
  status: 'inside' | 'waiting' | 'not_open';
  poll_seconds: number;
}

/** A visitor's cookies (a browser's jar, for the queue's one cookie), and how long they waited. */
export interface Visitor {
  cookie?: string;
}

/** Enter the queue for `to` and wait until inside; answers the milliseconds waited (0: straight in). */
export async function queueFor(client: Client, visitor: Visitor, to: string): Promise<number> {
  const start = performance.now();
  const ask = async (first: boolean) => {
    const a = first
      ? await client.send({
          method: 'POST',
          kind: '/api/queue/enter',
          path: '/api/queue/enter',
          body: { to },
          cookie: visitor.cookie,
        })
      : await client.send({
          method: 'GET',
          kind: '/api/queue/place',
          path: '/api/queue/place',
          cookie: visitor.cookie,
          expect: [404],
        });
    if (a.queueCookie) visitor.cookie = a.queueCookie;
    return { status: a.status, state: dataOf<QueueState>(a) };
  };
  let answer = await ask(true);
  // a portal without the queue (404) or an answer that is not one: go on as before it existed
  while (answer.state && answer.state.status !== 'inside' && performance.now() - start < 15 * 60_000) {
    await pause(answer.state.poll_seconds * 1000);
    answer = await ask(false);
    if (answer.status === 404) answer = await ask(true); // the place lapsed: enter again, as the page does
  }
  return performance.now() - start;
}
