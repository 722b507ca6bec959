import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, loginAs, startServer, type OwnServer } from './fixtures';

/**
 * A portal server of its own (same built app, fresh demo data, mail as .eml files) for journeys that change
 * member01's membership: the shared server's other tests read member01's renewal status.
 */
export function startPaymentsServer(): Promise<OwnServer> {
  return startServer();
}

/** Sign in on that server. */
export function loginOnServer(page: Page, server: OwnServer, username: string): Promise<void> {
  return loginAs(page, username, undefined, server);
}

/** The .eml files written to that server's mail folder for an address, as text (quoted-printable undone). */
export function mailsTo(server: OwnServer, address: string): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.includes(address))
    .sort()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
}
