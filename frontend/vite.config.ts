import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The message catalogs (src/locales/*.json) hold, per id, the ICU text, a note for translators
 * and a review mark; the app needs only the text, so each chunk ships `{ id: text }`.
 */
function messageCatalogs(): Plugin {
  return {
    name: 'message-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, { message: string }>;
      const messages = Object.fromEntries(Object.entries(catalog).map(([key, entry]) => [key, entry.message]));
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

export default defineConfig({
  root: frontendDir,
  // Keep Vite's and Vitest's caches with the repository's node_modules, not in frontend/.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/frontend', import.meta.url)),
  plugins: [messageCatalogs(), react(), tailwindcss()],
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
