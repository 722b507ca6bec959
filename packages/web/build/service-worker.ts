import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageCache } from '../src/sw/offline-rules.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The one service worker, /sw.js (decisions 307, 334): src/sw/sw.ts built by vite-plugin-pwa (injectManifest), with
 * the app shell's precache list written in. The shell is what opens the pages kept for use without signal: the
 * page frame (index.html), the entry's code and styles, the icons, and the code of exactly the pages the worker
 * keeps (offline-rules.ts, read from route-preloads.json); not the back-office's nor every member page's (3.8 MB
 * on a phone's one bar of signal). Other code is kept as a page first loads it (sw.ts). Only in the app's build:
 * never in the server-rendering bundle's. The page registers the worker itself (lib/service-worker.ts) and the
 * server serves the manifest (server platform/web-manifest.ts).
 */
export function serviceWorker(): Plugin[] {
  let outDir = '';
  const capture: Plugin = {
    name: 'portal-service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['**/*.{gz,br}', 'sw.js', '.vite/**'],
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => shellFiles(outDir).has(e.url)) })],
    },
  }).map((p): Plugin => ({ ...p, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild }));
  return [capture, ...pwa];
}

/** The files of the app shell, as the precache names them (no leading slash). */
function shellFiles(outDir: string): Set<string> {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as T;
  const manifest = read<Record<string, ManifestChunk>>('.vite/manifest.json');
  // take-over.js: a rendered public page kept for offline use loads the app through it (decision 352)
  const files = new Set<string>(['index.html', 'favicon.svg', 'take-over.js']);
  for (const name of fs.readdirSync(path.join(outDir, 'icons'), { withFileTypes: true }))
    if (name.isFile() && name.name.endsWith('.png')) files.add(`icons/${name.name}`);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
  for (const route of read<{ path: string; files: string[] }[]>('route-preloads.json')) {
    // a pattern's optional parts left out and its values filled in: '/draw/:season_id?' → '/draw', '/game/:id' → '/game/1'
    const sample = route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1') || '/';
    if (pageCache(sample)) route.files.forEach((f) => files.add(f.replace(/^\//, '')));
  }
  return files;
}
