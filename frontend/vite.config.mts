import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app talks to the API on the same origin under /api; in development and preview Vite
// forwards those calls to the API process.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Use the contracts' TypeScript source directly: one set of schemas, no separate build step.
    alias: { '@academy/contracts': new URL('../contracts/src/index.ts', import.meta.url).pathname },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // Maps are always built (error reporting). With SOURCE_MAPS_PUBLIC=false (the production image)
  // the bundles carry no sourceMappingURL, as the servers refuse *.map there anyway.
  build: { outDir: 'dist', sourcemap: process.env.SOURCE_MAPS_PUBLIC === 'false' ? 'hidden' : true, chunkSizeWarningLimit: 900 },
});
