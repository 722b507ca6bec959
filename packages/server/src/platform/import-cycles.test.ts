import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// platform/ is what every area stands on: none of its files may import, even for a type, a file that imports it back
// (an import cycle makes the order in which modules run matter, and hides which file owns what).

const PLATFORM = import.meta.dirname;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The platform files a file imports (relative imports that stay inside platform/). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?from '(\.{1,2}\/[^']+)'/gm)]
    .map((m) => `${path.resolve(path.dirname(file), m[1]!)}.ts`)
    .filter((p) => p.startsWith(PLATFORM + path.sep) && fs.existsSync(p));
}

/** Every cycle found by a depth-first walk, each as the files around it. */
export function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('platform imports', () => {
  it('finds a cycle when there is one', () => {
    expect(
      cyclesIn(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('form no cycle, not even through a type', () => {
    const graph = new Map(sources(PLATFORM).map((f) => [f, importsOf(f)]));
    expect(graph.size).toBeGreaterThan(30);
    const rel = (f: string) => path.relative(PLATFORM, f);
    expect(cyclesIn(graph).map((c) => c.map(rel).join(' → '))).toEqual([]);
  });
});
