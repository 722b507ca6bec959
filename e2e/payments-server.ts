import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startAccountsServer, type AccountsServer } from './accounts-server';
import { DEMO_PASSWORD, decodeQuotedPrintable } from './fixtures';

/**
 * A portal server of its own (same built app, fresh demo data, mail as .eml files) for journeys that change
 * member01's membership: the shared server's other tests read member01's renewal status.
 */
export function startPaymentsServer(): Promise<AccountsServer> {
  return startAccountsServer({});
}

/** Sign in on that server (the fixtures' loginAs posts to the shared one). */
export async function loginOnServer(page: Page, server: AccountsServer, username: string): Promise<void> {
  const res = await page.request.post(`${server.url}/api/member/login`, { data: { username, password: DEMO_PASSWORD } });
  const token = JSON.parse((await res.json()).data.success) as { access_token: string };
  await page.context().addCookies([{ name: 'portal_token', value: encodeURIComponent(token.access_token), domain: '127.0.0.1', path: '/', sameSite: 'Strict' }]);
}

/** The .eml files written to that server's mail folder for an address, as text (quoted-printable undone). */
export function mailsTo(server: AccountsServer, address: string): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.includes(address)).sort().map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
}
