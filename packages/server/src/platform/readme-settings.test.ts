import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingDefaults } from './config.js';

// The README's Configuration table is the map an operator reads: it names every setting config.ts reads, no other,
// and gives each plain default as config.ts has it.
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
const table = readme.split('## Configuration')[1]!.split('\n## ')[0]!;
const rows = table.split('\n').filter((l) => l.startsWith('| `'));
const documented = new Map<string, string>();
for (const row of rows) {
  const [, names, fallback] = row.split('|').map((c) => c.trim());
  for (const m of names!.matchAll(/`([A-Z0-9_]+)`/g)) documented.set(m[1]!, fallback!);
}

describe("the README's settings table", () => {
  const defaults = settingDefaults();

  it('names every setting config.ts reads, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(defaults).sort());
  });

  it.each(Object.entries(defaults).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)))(
    '%s gives its default as config.ts does',
    (name, value) => {
      expect(documented.get(name)).toContain(`\`${String(value)}\``);
    },
  );
});
