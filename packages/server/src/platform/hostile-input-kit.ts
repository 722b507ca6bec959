import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import type { Db } from './db';

// The pieces of hostile-input.test.ts: every endpoint record of every contract, every text it takes, a request that
// puts one value at one text, and a fingerprint of the database to show nothing was written.

const DOMAIN_SRC = path.resolve(import.meta.dirname, '../../../domain/src');

/** Every endpoint record exported by a *.contract.ts of any area, by "METHOD path". */
export async function allEndpoints(): Promise<Map<string, EndpointDef>> {
  const found = new Map<string, EndpointDef>();
  for (const area of fs.readdirSync(DOMAIN_SRC)) {
    const dir = path.join(DOMAIN_SRC, area);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.contract.ts'))) {
      for (const value of Object.values((await import(path.join(dir, file))) as Record<string, unknown>)) {
        const e = value as Partial<EndpointDef> | null;
        if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' && 'reply' in e)
          found.set(`${e.method} ${e.path}`, e as EndpointDef);
      }
    }
  }
  return found;
}

/** A value a discriminated union needs at `at` for the text to be read at all (e.g. sport: 'basketball'). */
export interface Needed {
  at: string[];
  value: unknown;
}
/** One text an endpoint takes: where it is ('body', 'attendees', '0', 'firstname') and what must be there with it. */
export interface TextLeaf {
  part: 'params' | 'query' | 'body';
  at: string[];
  needs: Needed[];
}

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

function literalOf(s: unknown): unknown {
  const def = defOf(s);
  if (def.type === 'literal') return (def.values as unknown[])[0];
  if ('innerType' in def) return literalOf(def.innerType);
  return undefined;
}

/** Every string a schema reads, walking objects, arrays, wrappers, pipes and union options. */
export function textLeaves(schema: z.ZodType, part: TextLeaf['part']): TextLeaf[] {
  const out: TextLeaf[] = [];
  const walk = (s: unknown, at: string[], needs: Needed[]): void => {
    const def = defOf(s);
    if (def.type === 'string') out.push({ part, at, needs });
    else if (def.type === 'object')
      for (const [k, v] of Object.entries(def.shape as object)) walk(v, [...at, k], needs);
    else if (def.type === 'array') walk(def.element, [...at, '0'], needs);
    else if ('innerType' in def) walk(def.innerType, at, needs);
    else if (def.type === 'pipe') walk(defOf(def.in).type === 'transform' ? def.out : def.in, at, needs);
    else if (def.type === 'union') {
      const key = def.discriminator as string | undefined;
      for (const option of def.options as unknown[]) {
        const tag = key ? literalOf((defOf(option).shape as Record<string, unknown>)[key]) : undefined;
        walk(option, at, tag === undefined ? needs : [...needs, { at: [...at, key!], value: tag }]);
      }
    }
  };
  walk(schema, [], []);
  // The same place reached through several options is one text.
  const seen = new Set<string>();
  return out.filter((leaf) => !seen.has(leaf.at.join('.')) && seen.add(leaf.at.join('.')));
}

/** Every place a body schema reads (any type, at any depth, array items as '0'), with what must be there with it. */
export function placesOf(schema: z.ZodType): TextLeaf[] {
  const out: TextLeaf[] = [];
  const walk = (s: unknown, at: string[], needs: Needed[]): void => {
    const def = defOf(s);
    if (at.length) out.push({ part: 'body', at, needs });
    if (def.type === 'object') for (const [k, v] of Object.entries(def.shape as object)) walk(v, [...at, k], needs);
    else if (def.type === 'array') walk(def.element, [...at, '0'], needs);
    else if ('innerType' in def) walk(def.innerType, at, needs);
    else if (def.type === 'pipe') walk(defOf(def.in).type === 'transform' ? def.out : def.in, at, needs);
    else if (def.type === 'union') {
      const key = def.discriminator as string | undefined;
      for (const option of def.options as unknown[]) {
        const tag = key ? literalOf((defOf(option).shape as Record<string, unknown>)[key]) : undefined;
        walk(option, at, tag === undefined ? needs : [...needs, { at: [...at, key!], value: tag }]);
      }
    }
  };
  walk(schema, [], []);
  const seen = new Set<string>();
  return out.filter((leaf) => !seen.has(leaf.at.join('.')) && seen.add(leaf.at.join('.')));
}

/** Set `value` at `at` inside `target`, making the objects and arrays on the way. */
export function setAt(target: Record<string, unknown>, at: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  at.forEach((key, i) => {
    if (i === at.length - 1) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(at[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * Not a write of the call: the security log (a refused staff call or a failed sign-in is written there on purpose,
 * docs/decisions/316) and the retention job's lease, which its worker takes on every server when it starts
 * (decision 326). "Writes nothing" never counts them.
 */
const LOGS = ['security_events', 'privacy_jobs'];

/** Row count and newest row version of every table (but `except` and the logs): any insert, update or delete changes it. */
export async function fingerprint(db: Db, except: string[] = []): Promise<string> {
  const res = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and left(tablename, 2) <> '__' order by 1`,
  );
  const tables = (res as unknown as { rows: { tablename: string }[] }).rows
    .map((r) => r.tablename)
    .filter((t) => !except.includes(t) && !LOGS.includes(t));
  const parts = tables.map((t) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${t}")`);
  // A function takes at most 100 arguments: more than 100 tables are joined by groups of 50.
  const groups = Array.from({ length: Math.ceil(parts.length / 50) }, (_, i) => parts.slice(i * 50, i * 50 + 50));
  const joined = groups.map((g) => `concat_ws('|', ${g.join(', ')})`).join(', ');
  const row = await db.execute(sql.raw(`select concat_ws('|', ${joined}) as f`));
  return (row as unknown as { rows: { f: string }[] }).rows[0]!.f;
}
