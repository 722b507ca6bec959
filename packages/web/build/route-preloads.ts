import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Writes route-preloads.json beside the build: for each route of src/app/routes.tsx, the chunks its page loads that
 * the entry does not (with the member shell for member routes). The server links them from that route's HTML, so a
 * phone fetches the page's code beside the entry instead of one round trip after it (decision 122).
 */
export function routePreloads(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const src = path.resolve(import.meta.dirname, '../src');
      const table = fs.readFileSync(path.join(src, 'app/routes.tsx'), 'utf8');
      const pages = new Map<string, string>();
      for (const [, name, from] of table.matchAll(/const (\w+) = page\(\(\) => import\('([^']+)'\)/g))
        pages.set(name!, path.resolve(src, 'app', from!));
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.tsx?$/, ''), c]),
      );
      const closure = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) closure(byFile.get(file)!, seen);
        return seen;
      };
      const entry = closure(chunks.find((c) => c.isEntry)!);
      const memberShell = byModule.get(path.join(src, 'app/shells/member-shell'));
      const routes: { path: string; files: string[] }[] = [];
      const entries = [...table.matchAll(/\{ name: '[^']+', path: '([^']+)', access: '(\w+)'(.*)page: (\w+) \}/g)];
      // every route of the table must be read: one written another way would silently lose its preloads
      const declared = table.match(/\{ name: '/g)?.length ?? 0;
      if (entries.length !== declared)
        this.error(
          `route-preloads: read ${entries.length} of the ${declared} routes of src/app/routes.tsx; keep each on one line`,
        );
      for (const [, route, access, rest, page] of entries) {
        if (route === '*') continue;
        const chunk = byModule.get(pages.get(page!) ?? '');
        if (!chunk) this.error(`route-preloads: no chunk for the page ${page} of ${route}`);
        const files = closure(chunk);
        // a page with its own shell (the back-office) never shows the member shell
        if (access === 'member' && memberShell && !rest!.includes("shell: 'own'")) closure(memberShell, files);
        routes.push({ path: route!, files: [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`) });
      }
      if (routes.length === 0) this.error('route-preloads: no routes read from src/app/routes.tsx');
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes, null, 1) });
    },
  };
}
