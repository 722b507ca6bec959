import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform/context';
import { createOhoVerifier } from './oho-verifier';
import { VerifierUnavailableError, type CheckToVerify } from './verifier-port';

// Oho's adapter against a stand-in for its API (docs/decisions/319): a scan answered with a correlation id is sent,
// a 4xx is refused with Oho's words, a 5xx, a 429, garbage or silence is "try again later"; the token travels only in
// the Authorization header; a result is read in the portal's words.

let server: Server;
let endpoint = '';
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      setTimeout(
        () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const oho = () => createOhoVerifier({ apiToken: 'tok-123', endpoint, webhookSecret: 'x'.repeat(32), timeoutMs: 1000 });
const platform = {} as Platform;
const check: CheckToVerify = {
  checkId: 7,
  memberId: 3,
  state: 'NSW',
  number: 'WWC0123456V',
  kind: 'volunteer',
  firstName: 'Colin',
  lastName: 'Coach',
  dateOfBirth: '1980-02-03',
  reference: 'wwcc-7',
};

describe("Oho's adapter", () => {
  it('submits a scan with the bearer token and keeps the correlation id', async () => {
    answer = { status: 202, body: JSON.stringify({ correlation_id: 'corr-1' }) };
    expect(await oho().submit(platform, check)).toEqual({ kind: 'sent', providerRef: 'corr-1' });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/api/scan', auth: 'Bearer tok-123' });
    expect(JSON.parse(last.body)).toEqual({
      type: 'wwc_nsw',
      number: 'WWC0123456V',
      kind: 'volunteer',
      first_name: 'Colin',
      last_name: 'Coach',
      birth_date: '1980-02-03',
      reference: 'wwcc-7',
    });
  });

  it("answers a 4xx as refused, in Oho's words", async () => {
    answer = { status: 422, body: JSON.stringify({ error: 'number is not a NSW WWC number' }) };
    expect(await oho().submit(platform, check)).toEqual({ kind: 'refused', message: 'number is not a NSW WWC number' });
  });

  it.each([
    ['a 500', { status: 500, body: '{}' }],
    ['a 429', { status: 429, body: '{}' }],
    ['garbage', { status: 200, body: '<html>' }],
    ['no correlation id', { status: 202, body: '{}' }],
    ['silence past the timeout', { status: 202, body: '{"correlation_id":"late"}', delayMs: 1500 }],
  ])('answers %s as unavailable (try again later), never naming the token', async (_, a) => {
    answer = a;
    const err = await oho()
      .submit(platform, check)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VerifierUnavailableError);
    expect(String((err as Error).message)).not.toContain('tok-123');
  });

  it("reads a scan's result in the portal's words, or nothing while it is pending", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ status: 'Barred', message: 'Barred on the NSW register', reference: 'wwcc-7' }),
    };
    expect(await oho().result(platform, 'corr-1')).toEqual({
      providerRef: 'corr-1',
      reference: 'wwcc-7',
      status: 'barred',
      expiresOn: null,
      note: 'Barred on the NSW register',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/scan/corr-1' });
    answer = { status: 200, body: JSON.stringify({ status: 'pending' }) };
    expect(await oho().result(platform, 'corr-1')).toBeNull();
    answer = { status: 404, body: '{}' };
    expect(await oho().result(platform, 'corr-1')).toBeNull();
  });
});
