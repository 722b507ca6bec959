import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queueKindOf } from '@portal/domain/shared/queue.rules';
import { routes } from './routes';

// The pages the fair queue gates in the browser (their page comes from app/queued/, wrapped in QueueGate) are the
// pages the server's rule accepts as a queue's destination (domain/shared/queue.rules.ts, decision 346), no other.
const table = fs.readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');
const queuedPages = new Set([...table.matchAll(/const (\w+) = page\(\(\) => import\('\.\/queued\//g)].map((m) => m[1]));
const pageName = (route: (typeof routes)[number]) =>
  new RegExp(`name: '${route.name}',[^}]*page: (\\w+)`).exec(table.replace(/\n\s*/g, ' '))?.[1];
const sample = (p: string) =>
  p
    .replace(/:\w+\?/g, '')
    .replace(/:\w+/g, '42')
    .replace(/\/+$/, '') || '/';

describe('queued pages', () => {
  it('are seven', () => {
    expect(queuedPages.size).toBe(7);
  });
  it.each(routes.map((r) => [r.name, r] as const))('%s is gated exactly when the rule queues it', (_n, route) => {
    expect(queuedPages.has(pageName(route) ?? '')).toBe(queueKindOf(sample(route.path)) !== null);
  });
});
