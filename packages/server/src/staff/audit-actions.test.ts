import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '@portal/domain/bookings/hire-types.staff.contract';
import { GAME_EDITS } from '@portal/domain/competition/game-edits.staff.contract';
import { AUDIT_ACTIONS } from '@portal/domain/staff/audit-actions';

// Every action the server writes to the audit trail has its sentence in the domain's table (issue 40 item 10): the
// type of recordAudit's action says so at compile time; this reads the sources, so a cast or a new template is caught.

const SRC = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test-kit') ? [p] : [];
  });
/** The values a template action's one placeholder takes, by the text before it. */
const TEMPLATES: Record<string, readonly string[]> = { 'competition.game.': GAME_EDITS, 'venues.': CATALOGUE_KINDS };

/** The action names a source writes: literals on a line that names an action, and templates expanded. */
function actionsIn(text: string): string[] {
  const lines = text.split('\n').filter((l) => /action|ACTION|SELF_GRANT|ACTED_FOR/.test(l));
  const literals = lines.flatMap((l) => [...l.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)].map((m) => m[1]!));
  const templates = lines
    .flatMap((l) => [...l.matchAll(/action: `([a-z_.]+)\$\{[^}]+\}([a-z_.]*)`/g)])
    .flatMap((m) => {
      const values = TEMPLATES[m[1]!];
      if (!values) return [`${m[1]}\${…}${m[2]} (a template this test does not know)`];
      return values.map((v) => `${m[1]}${v}${m[2]}`);
    });
  return [...literals, ...templates];
}

const writers = sources(SRC)
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
  .filter(({ text }) => /recordAudit\(|_ACTION\s*=|SELF_GRANT\s*=|ACTED_FOR\s*=/.test(text));

describe('audit actions', () => {
  it('reads the files that write the trail', () => {
    expect(writers.length).toBeGreaterThan(20);
  });

  it.each(writers.map(({ file, text }) => [path.relative(SRC, file), text] as const))(
    '%s: every action it writes has a sentence',
    (_file, text) => {
      const permissionsLike = actionsIn(text).filter((a) => !a.includes(' ') && /\.(read|write|csv)$/.test(a));
      const missing = actionsIn(text).filter((a) => !permissionsLike.includes(a) && !(a in AUDIT_ACTIONS));
      expect(missing).toEqual([]);
    },
  );

  it('has the actions of the known writers', () => {
    const written = new Set(writers.flatMap(({ text }) => actionsIn(text)));
    for (const a of [
      'members.reset_link',
      'members.flags',
      'store.product.cover',
      'bookings.block',
      'competition.game.washout',
      'venues.type.edit',
    ])
      expect(written).toContain(a);
  });
});
