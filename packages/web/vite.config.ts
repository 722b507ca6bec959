import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { lightEndpoints } from './build/light-endpoints';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  // .gz and .br copies of every asset beside it, served by the server as they are (@fastify/static preCompressed):
  // a phone on one bar of signal downloads a third of the bytes, and the server never compresses at request time.
  plugins: [react(), lightEndpoints(), routePreloads(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    manifest: true, // read by scripts/size-budget.mjs
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // React and the router, which every page needs, in one long-cached chunk. MUI and the date pickers are left to
        // the bundler, so each route loads only the components it renders (decision 108).
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
