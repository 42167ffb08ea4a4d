import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: frontendDir,
  // Keep Vite's and Vitest's caches with the repository's node_modules, not in frontend/.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/frontend', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the api preloads each public page's chunk from it (src/shared/http/first-screen-preloads.ts).
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: {
      // Same origin for the browser, so the session and CSRF cookies just work.
      '/api': {
        target: process.env.API_URL ?? 'http://127.0.0.1:3001',
        changeOrigin: false,
      },
      // The queue dashboard is the api's own page (bull-board), not a route of the SPA.
      '/admin/queues': {
        target: process.env.API_URL ?? 'http://127.0.0.1:3001',
        changeOrigin: false,
      },
    },
  },
});
