import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_TMP ?? '.tmp', 'e2e-profile-data');

export interface OwnServer { url: string; port: number; stop(): Promise<void> }

/**
 * A second portal server on its own port and DATA_DIR, for the test that restarts the server (the shared one of
 * playwright.config.ts must keep running for the other tests). Same built app, same start-up as `npm start`.
 */
export async function startOwnServer(opts: { keepData?: boolean; port?: number } = {}): Promise<OwnServer> {
  const port = opts.port ?? 3290 + Math.floor(Math.random() * 50);
  if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`own server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url, port,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

type ProfileJson = Record<string, unknown> & { sports: unknown[] };

/**
 * Answer GET /api/member/user with the real profile changed by `change`: a browser-side fixture for cases the demo
 * data does not hold (a second sport, a non_pl member in a team), without touching the shared demo database.
 */
export async function mockProfile(page: Page, change: (p: ProfileJson) => ProfileJson): Promise<void> {
  await page.route('**/api/member/user', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: ProfileJson };
    await route.fulfill({ response, json: { data: change(body.data) } });
  });
}

/** loginAs against another server (fixtures' loginAs posts to the shared one). */
export async function loginOn(page: Page, url: string, username: string): Promise<void> {
  const res = await page.request.post(`${url}/api/member/login`, { data: { username, password: 'Portal2026' } });
  const token = JSON.parse((await res.json()).data.success) as { access_token: string };
  await page.context().addCookies([{ name: 'portal_token', value: token.access_token, domain: '127.0.0.1', path: '/', sameSite: 'Strict' }]);
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures of e2e/profile.spec.ts.
// ---------------------------------------------------------------------------------------------------------------

// spec 000 §2.3 / §6: what each demo account's flags allow (CONTRACT.md: member01, manager01, coach01, junior01 have a
// team; junior01 is the only minor; stats are on by default).
export const COMMON = ['Profile', 'Invoices', 'Receipts', 'Store', 'Court Hire'];
export const ACCOUNTS: { user: string; cards: string[]; drawer: string[] }[] = [
  { user: 'member01', cards: ['Registration', 'Teams', 'Stats', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'manager01', cards: ['Registration', 'Teams', 'Stats', 'Noticeboard', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'coach01', cards: ['Registration', 'Teams', 'Stats', 'Team Nomination'], drawer: ['Registration', 'Teams', 'Team Nomination'] },
  { user: 'referee01', cards: ['Team Nomination', 'Competition Roster', 'Competition Availability'], drawer: ['Team Nomination', 'Competition Roster', 'Competition Availability'] },
  { user: 'official01', cards: ['EFT Details', 'Team Nomination', 'Event Roster'], drawer: ['EFT Details', 'Team Nomination', 'Event Roster'] },
  { user: 'junior01', cards: ['Registration', 'Teams', 'Stats'], drawer: ['Registration', 'Teams'] },
  { user: 'incomplete01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'nonpl01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'freeteam01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
  { user: 'netball01', cards: ['Team Nomination'], drawer: ['Team Nomination'] },
];
export const CARD_ORDER = ['Profile', 'EFT Details', 'Registration', 'Invoices', 'Teams', 'Stats', 'Noticeboard', 'Receipts', 'Store',
  'Team Nomination', 'Competition Roster', 'Competition Availability', 'Event Roster', 'Court Hire'];
export const DRAWER_ORDER = ['Dashboard', 'Profile', 'EFT Details', 'Registration', 'Invoices', 'Teams', 'Receipts', 'Team Nomination',
  'Competition Roster', 'Competition Availability', 'Event Roster', 'Store', 'Court Hire'];
export const ordered = (order: string[], names: string[]) => order.filter((n) => names.includes(n));
/** A second sport entry for a browser-side two-sport fixture (spec 000 §3 sport entry). */
export const NETBALL = { text: 'Netball', value: 'netball', expiry_date: null, memb_renewal: false, prev_expiry_date: null };
