// The server of the browser tests as one ES module, built by esbuild from packages/server/src/main.ts: it starts in
// a second or two, where tsx transpiles and resolves some 300 files on every start (20-40 s on a loaded 2-core CI
// machine, paid by the shared server and by every test that starts a server of its own). See
// docs/decisions/225-browser-tests-start-a-bundled-server.md.
// npm packages stay imports (the bundle sits in packages/server, so they resolve as the sources' imports do); the
// workspace's TypeScript (server and domain) is bundled, and each file keeps its own import.meta.dirname and
// import.meta.url, since the settings, migrations, covers and lookups read files beside their sources.
//   node scripts/server-bundle.mjs    writes packages/server/<E2E_TMP>-server/main.mjs and prints its path
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'packages/server', `${path.basename(process.env.E2E_TMP ?? '.tmp')}-server`);

const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

fs.mkdirSync(outDir, { recursive: true });
const part = path.join(outDir, `main.${process.pid}.mjs`);
await esbuild.build({
  entryPoints: [path.join(root, 'packages/server/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: part,
  plugins: [workspaceOnly],
  logLevel: 'warning',
});
// Renamed into place, so a server starting meanwhile reads the previous bundle whole.
fs.renameSync(part, path.join(outDir, 'main.mjs'));
console.log(path.join(outDir, 'main.mjs'));
