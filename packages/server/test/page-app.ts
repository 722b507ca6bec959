import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { TestApp } from './harness';

// Pages with their first answers (decision 128) need a built web app: a one-line index.html stands in for it.

/**
 * The test app's database and settings behind an app that also serves the web app's pages (and `files` beside them),
 * and, given `ssr`, a server-rendering bundle of that text where the web build writes it (decision 331).
 */
export async function pageApp(t: TestApp, files: Record<string, string> = {}, ssr?: string): Promise<FastifyInstance> {
  const dist = fs.mkdtempSync(path.join(t.config.dataDir, '..', 'web-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  if (ssr !== undefined) {
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), ssr);
  }
  return buildApp({ config: { ...t.config, webDist: dist }, db: t.database.db, logger: false });
}

/** The answers a page carries, by URL. */
export function carried(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : {};
}
