import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_TMP } from './fixtures';

const root = path.resolve(import.meta.dirname, '..');

export interface PaymentsServer { url: string; mailDir: string; stop(): Promise<void> }

/** A free TCP port on this machine (several engineers' servers share it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A portal server of its own (same built app, fresh demo data, mail as .eml files) for journeys that change
 * member01's membership: the shared server's other tests read member01's renewal status.
 */
export async function startPaymentsServer(): Promise<PaymentsServer> {
  const port = await freePort();
  const dataDir = path.join(E2E_TMP, 'e2e-payments-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', PUBLIC_URL: url };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`payments server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url, mailDir: path.join(dataDir, 'mail'),
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** Sign in on that server (the fixtures' loginAs posts to the shared one). */
export async function loginOnServer(page: Page, server: PaymentsServer, username: string): Promise<void> {
  const res = await page.request.post(`${server.url}/api/member/login`, { data: { username, password: DEMO_PASSWORD } });
  const token = JSON.parse((await res.json()).data.success) as { access_token: string };
  await page.context().addCookies([{ name: 'portal_token', value: encodeURIComponent(token.access_token), domain: '127.0.0.1', path: '/', sameSite: 'Strict' }]);
}

/** The .eml files written to that server's mail folder for an address, as text (quoted-printable undone). */
export function mailsTo(server: PaymentsServer, address: string): string[] {
  const decode = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  if (!fs.existsSync(server.mailDir)) return [];
  return fs.readdirSync(server.mailDir).filter((f) => f.includes(address)).sort()
    .map((f) => decode(fs.readFileSync(path.join(server.mailDir, f), 'utf8')));
}
