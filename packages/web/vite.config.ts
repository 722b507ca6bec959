import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // .gz and .br copies of every asset beside it, served by the server as they are (@fastify/static preCompressed):
  // a phone on one bar of signal downloads a third of the bytes, and the server never compresses at request time.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Keep the heavy libraries in their own long-cached chunks; routes are split by React.lazy.
        manualChunks(id: string) {
          if (id.includes('@mui/x-date-pickers') || id.includes('dayjs')) return 'pickers';
          if (id.includes('@mui') || id.includes('@emotion')) return 'mui';
          if (id.includes('node_modules/react') || id.includes('react-router') || id.includes('scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
});
