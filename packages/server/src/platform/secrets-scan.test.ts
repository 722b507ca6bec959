import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanText } from '../../../../scripts/secrets-scan.mjs';
import { buildTestApp, type TestApp } from '../../test/harness';

// No secrets where they can leak (issue 44 item 8, docs/decisions/330): the scan .ci/run runs on the web build passes
// a clean folder and fails on a planted secret without printing it; /api/docs carries no key or password, not even
// those the server is configured with; API_DOCS=staff keeps the description for staff.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'scripts/secrets-scan.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', env: {} });

const PLANTED = {
  'private key': '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----',
  'secret-named value': 'const cfg={apiKey:"k9Xq2Lw8Rt5Zp3Vn7Hb1"}',
  'setting with a value': 'OHO_WEBHOOK_SECRET=whsec_4f9a8b7c6d5e',
  'long hex secret': 'var k="9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"',
  'password in a URL': 'smtp://mailer:Hunter2Pass@smtp.example.com:587',
  'demo password': 'login({username:"admin01",password:"Portal2026"})',
} as const;

describe('scripts/secrets-scan.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-scan-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    // what a build holds: chunk names, icon paths, messages that name a password
    fs.writeFileSync(
      path.join(dir, 'assets/index-DrR7_Q0z.js'),
      'import("./guardian-invitation-page-ecYDQ1It.js");const m={passwordRequired:"Password is required"};' +
        'const d="M18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z";',
    );
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script src="/assets/index-DrR7_Q0z.js"></script>');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes a clean build', () => {
    const clean = run(dir);
    expect(clean.stdout + clean.stderr).toContain('nothing found');
    expect(clean.status).toBe(0);
  });

  it.each(Object.entries(PLANTED))(
    'fails on a planted %s, naming the kind and not printing the secret',
    (kind, text) => {
      const file = path.join(dir, 'assets/planted.js');
      fs.writeFileSync(file, `console.log(1);${text};`);
      try {
        const res = run(dir);
        expect(res.status).toBe(1);
        expect(res.stderr).toMatch(new RegExp(`planted\\.js @\\d+: ${kind}`));
        expect(res.stderr).not.toContain(text.split(/[="]/).sort((a, b) => b.length - a.length)[0]);
      } finally {
        fs.rmSync(file);
      }
    },
  );

  it("finds the value of the portal's secret settings given to it, wherever it stands", () => {
    expect(scanText('const x = "not-a-pattern-at-all";', ['not-a-pattern-at-all'])).toMatchObject([
      { kind: 'a secret setting’s value', at: 11 },
    ]);
  });
});

describe('/api/docs', () => {
  const secrets = {
    oho: 'oho-api-token-7c1e5a9b',
    webhook: 'oho-webhook-secret-3d8f2b6a91',
    eway: 'eway-api-key-51f0c2d7',
    ewayPassword: 'eway-pass-8e4a1c0b',
  };
  let open: TestApp;
  let staffOnly: TestApp;
  beforeAll(async () => {
    open = await buildTestApp({
      eway: {
        apiKey: secrets.eway,
        apiPassword: secrets.ewayPassword,
        endpoint: 'https://eway.invalid',
        timeoutMs: 1000,
      },
      checks: {
        service: 'sandbox',
        oho: {
          apiToken: secrets.oho,
          webhookSecret: secrets.webhook,
          endpoint: 'https://oho.invalid',
          timeoutMs: 1000,
        },
      },
    });
    staffOnly = await buildTestApp({ apiDocs: 'staff' });
  });
  afterAll(async () => {
    await open.close();
    await staffOnly.close();
  });

  it('describes the API without a key, a password or a configured secret', async () => {
    const res = await open.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(10_000);
    expect(scanText(res.body, Object.values(secrets))).toEqual([]);
  });

  it('with API_DOCS=staff: 401 anonymous, 403 for a member, the description for staff', async () => {
    for (const url of ['/api/docs/json', '/api/docs']) {
      expect((await staffOnly.request({ method: 'GET', url })).statusCode, url).toBe(401);
      const member = await staffOnly.asMember('member01');
      expect((await staffOnly.request({ method: 'GET', url, token: member })).statusCode, url).toBe(403);
      const staff = await staffOnly.asMember('venue01');
      const res = await staffOnly.request({ method: 'GET', url, token: staff });
      expect([200, 302], url).toContain(res.statusCode);
    }
    const doc = await staffOnly.request({
      method: 'GET',
      url: '/api/docs/json',
      token: await staffOnly.asMember('venue01'),
    });
    expect(doc.json().paths['/api/member/login']).toBeDefined();
  });
});
