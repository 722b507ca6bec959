import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The server-rendering entry (decision 331) and where its bundle goes: beside the app's folder, never inside it. */
export const SSR_ENTRY = 'src/ssr/entry-server.tsx';
export const ssrDirOf = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-ssr`;

/**
 * After the app's build, the same `vite build` (npm run build, and `npx vite build --outDir DIR` as the tests and
 * helpers build) bundles the server-rendering entry into `<outDir>-ssr/entry-server.js`: every dependency inside it
 * (Preact, MUI, the router), so the server, also as its esbuild bundle, loads one file from WEB_DIST + "-ssr". Outside
 * the app's folder it is never served as a file nor cached by the service worker.
 */
export function ssrBundle(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-ssr-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: SSR_ENTRY,
          outDir: ssrDirOf(path.resolve(config.root, config.build.outDir)),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          minify: false,
          // its exports kept (the app's own build drops an entry's), and one file: no chunks to find at run time
          rollupOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
        },
      });
    },
  };
}
