import crypto from 'node:crypto';
import { Agent, request } from 'undici';
import type { Sample } from './stats';

// Requests on undici's keep-alive connections, each recorded by its kind (the route pattern, not the URL, so that
// /api/draw?division_id=3 and =4 are one row). A request that fails on the network is recorded with status 0.

export interface Answer {
  status: number;
  body: unknown;
  /** The fair queue's cookie when the answer set one (decision 346). */
  queueCookie?: string;
}

export interface Call {
  method: 'GET' | 'POST';
  /** The route pattern, for the table. */
  kind: string;
  path: string;
  body?: unknown;
  token?: string;
  /** An Idempotency-Key: a paying call's; sent again with a refresh or a double-submit. */
  key?: string;
  /** Statuses the journey asks for (a double-submit's 409, a sold-out 409 …). */
  expect?: number[];
  /** The visitor's cookies (the fair queue's place or pass), as a browser would send them. */
  cookie?: string;
}

export class Client {
  readonly samples: Sample[] = [];
  phase = '';
  private readonly agent: Agent;

  constructor(
    private readonly base: string,
    connections = 256,
  ) {
    this.agent = new Agent({ connections, keepAliveTimeout: 10_000, headersTimeout: 60_000, bodyTimeout: 60_000 });
  }

  async send(c: Call, phase = this.phase): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (c.body !== undefined) headers['content-type'] = 'application/json';
    if (c.token) headers.authorization = `Bearer ${c.token}`;
    if (c.key) headers['idempotency-key'] = c.key;
    if (c.cookie) headers.cookie = c.cookie;
    const start = performance.now();
    const record = (status: number, note?: string) =>
      this.samples.push({
        note,
        kind: `${c.method} ${c.kind}`,
        phase,
        ms: performance.now() - start,
        status,
        expected: Boolean(c.expect?.includes(status)),
      });
    try {
      const res = await request(this.base + c.path, {
        method: c.method,
        headers,
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
        dispatcher: this.agent,
      });
      const text = await res.body.text();
      let body: unknown = text;
      if (String(res.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text);
      const note = noteOf(body, text);
      record(res.statusCode, res.statusCode >= 400 ? note : undefined);
      const cookie = [res.headers['set-cookie'] ?? []].flat().find((v) => v.startsWith('portal_queue='));
      return { status: res.statusCode, body, queueCookie: cookie?.split(';')[0] };
    } catch (err) {
      record(0, (err as Error).message);
      return { status: 0, body: (err as Error).message };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

export const newKey = () => `regday-${crypto.randomUUID()}`;

/** The `data` of a JSON answer (every API reply wraps its payload so), or undefined. */
export const dataOf = <T>(a: Answer): T | undefined =>
  a.body && typeof a.body === 'object' ? ((a.body as { data?: T }).data ?? undefined) : undefined;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a refusal says, for the report: its code, and the fields a 422 names (never their values). */
function noteOf(body: unknown, text: string): string {
  const e = typeof body === 'object' && body !== null ? (body as { error?: string; errors?: object }) : null;
  if (!e?.error) return text.slice(0, 80);
  return e.errors ? `${e.error} (${Object.keys(e.errors).join(', ')})` : e.error;
}
