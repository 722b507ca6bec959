import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { lightEndpoints } from './build/light-endpoints.ts';
import { preactAliases } from './build/preact.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';
import { ssrBundle } from './build/ssr-bundle.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // .gz and .br copies of every asset beside it, served by the server as they are (@fastify/static preCompressed):
  // a phone on one bar of signal downloads a third of the bytes, and the server never compresses at request time.
  // React's fast refresh cannot swap Preact's components: the dev server reloads the page on a change instead.
  // The server-rendering bundle (decision 331) is built after the app by ssrBundle, with this same config: every
  // dependency inside it, and none of the app's preloads, compressed copies or service worker.
  plugins: [
    react({ refreshExclude: /./ }),
    lightEndpoints(),
    ...(isSsrBuild
      ? []
      : [
          routePreloads(),
          compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
          // the one service worker, /sw.js, with the app shell's precache (decisions 307, 334)
          ...serviceWorker(),
          ssrBundle(),
        ]),
  ],
  ssr: { noExternal: true },
  resolve: { alias: preactAliases },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    manifest: true, // read by scripts/size-budget.mjs
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      preserveEntrySignatures: false,
      // The router looks React 19's useOptimistic up and does without it when it is missing, as under Preact.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // Preact (which runs React's API, decision 136) and the router, which every page needs, in one long-cached
          // chunk. MUI and the date pickers are left to the bundler, so each route loads only what it renders (decision 108).
          // The page-loading bar rides along: the back-office's data grid imports it too, which would otherwise split it
          // out of the common chunk into one more request on every public page (decision 164).
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react-router|@mui[\\/]material[\\/]LinearProgress)[\\/]/ },
          ],
          // A common chunk under 12 KB of source is copied into the chunks that use it: a route's first load is about
          // 10 requests instead of 30 to 50, each a round trip on a phone over HTTP/1.1 (decision 129).
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
}));
