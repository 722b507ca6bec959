import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
