import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';

// One line per request: method, route pattern, status, duration and request id; no token, no query values
// (docs/decisions/100-request-logging.md).

type Line = {
  level: number;
  reqId?: string;
  msg: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
};
let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
const parsed = () => lines.map((l) => JSON.parse(l) as Line);
const linesOf = (reqId: string) => parsed().filter((l) => l.reqId === reqId);

beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp({
    config: { ...t.config, logLevel: 'info', logSlowMs: 1000 },
    db: t.database.db,
    mailer: { send: async () => {} },
    logStream: {
      write: (l) => {
        lines.push(l);
      },
    },
  });
  app.get('/api/test/broken', async () => {
    throw new Error('the disk is full');
  });
  app.get('/api/test/slow', async () => {
    await new Promise((r) => setTimeout(r, 1050));
    return { ok: true };
  });
  // a stream of server-sent events (decision 338) open as long as a viewer stays
  app.get('/api/test/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    await new Promise((r) => setTimeout(r, 1050));
    reply.raw.end(': \n\n');
    return reply;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the request line', () => {
  it('a signed-in request writes exactly one line: method, route, status, duration, request id, and no token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'member01', password: 'Portal2026' },
    });
    const token = JSON.parse(login.json().data.success).access_token as string;
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/member/user?tab=1&secret=abc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/api/member/user', status: 200 });
    expect(line!.reqId).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(line!.ms).toBeGreaterThanOrEqual(0);
    expect(lines[0]).not.toContain(token);
    expect(lines[0]).not.toContain('secret=abc');
  });

  it('names the route pattern, never the feed token in the path', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/roster/feed/AbCdEf0123456789xyz.ics' });
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ route: '/api/roster/feed/:token.ics', status: res.statusCode });
    expect(lines[0]).not.toContain('AbCdEf0123456789xyz');
  });

  it('a path no route matches is logged with its tokens redacted and only the query keys', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/password/reset/tok3nV4lue?email=mia@example.com' });
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ status: 404, route: '/api/password/reset/[redacted]?email=…' });
    expect(lines[0]).not.toMatch(/tok3nV4lue|mia@example/);
  });

  it('a server error is logged at error level and a slow answer at warn', async () => {
    lines.length = 0;
    const broken = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(broken.statusCode).toBe(500);
    // The error handler's line (with the error) and the request line, both at error and under the id the answer names.
    const brokenLines = linesOf(broken.json().requestId);
    expect(brokenLines).toHaveLength(2);
    expect(brokenLines.find((l) => l.route)).toMatchObject({
      level: 50,
      method: 'GET',
      route: '/api/test/broken',
      status: 500,
    });
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ level: 40, msg: 'slow request', route: '/api/test/slow', status: 200 });
    expect(parsed()[0]!.ms).toBeGreaterThanOrEqual(1000);
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/test/stream' });
    expect(parsed()).toEqual([expect.objectContaining({ level: 30, msg: 'request', route: '/api/test/stream' })]);
  });

  it('is the line pino writes for the same content: same keys in the same order, the time apart', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/draw/seasons' });
    const ours = JSON.parse(lines[0]!) as Record<string, unknown>;
    app.log
      .child({ reqId: ours.reqId })
      .info({ method: ours.method, route: ours.route, status: ours.status, ms: ours.ms }, 'request');
    const pinos = JSON.parse(lines[1]!) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(pinos));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(Math.abs((ours.time as number) - (pinos.time as number))).toBeLessThan(5000);
  });

  it('every request has its own id, and each server its own prefix', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/draw/seasons' });
    const ids = parsed().map((l) => l.reqId!);
    expect(new Set(ids).size).toBe(3);
    expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
    const other = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      db: t.database.db,
      logStream: {
        write: (l) => {
          lines.push(l);
        },
      },
    });
    lines.length = 0;
    await other.inject({ method: 'GET', url: '/api/draw/seasons' });
    await other.close();
    expect(parsed()[0]!.reqId!.split('-')[0]).not.toBe(ids[0]!.split('-')[0]);
  });
});

describe('LOG_LEVEL=warn', () => {
  it('writes no line for an answer in time, and the slow one at warn', async () => {
    const quiet: string[] = [];
    // The quick answer does no work, so a loaded machine cannot make it slow; the slow one waits past the limit.
    const warnApp = await buildApp({
      config: { ...t.config, logLevel: 'warn', logSlowMs: 300 },
      db: t.database.db,
      logStream: {
        write: (l) => {
          quiet.push(l);
        },
      },
    });
    warnApp.get('/api/test/quick', async () => ({ ok: true }));
    warnApp.get('/api/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 320));
      return { ok: true };
    });
    await warnApp.inject({ method: 'GET', url: '/api/test/quick' });
    expect(quiet).toEqual([]);
    await warnApp.inject({ method: 'GET', url: '/api/test/slow' });
    await warnApp.close();
    expect(quiet.map((l) => JSON.parse(l))).toMatchObject([
      { level: 40, msg: 'slow request', route: '/api/test/slow' },
    ]);
  });
});
