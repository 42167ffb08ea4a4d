import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import { defineConfig, type Plugin } from 'vite';
import { corridorPhoneMetadata } from './corridor-phone-metadata.ts';
import { prerenderPublicPages } from './prerender-public-pages.ts';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The message catalogs (src/locales/*.json) hold, per id, the ICU text, a note for translators
 * and a review mark; the app needs only the message, so each chunk ships `{ id: message }`, the
 * message already parsed (FormatJS's AST, as `formatjs compile --ast` writes it). The built app
 * then needs no ICU parser: the build swaps it for FormatJS's `no-parser` (about 8 KB gzip off the
 * entry bundle, issue #27). Vitest keeps the parser: the catalog tests parse the files' text.
 */
function messageCatalogs(): Plugin {
  return {
    name: 'message-catalogs',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build') return;
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
        },
      };
    },
    transform(code, id) {
      const language = /[\\/]src[\\/]locales[\\/]([a-z]{2})\.json$/.exec(id)?.[1];
      if (!language) return null;
      const catalog = JSON.parse(code) as Record<string, { message: string }>;
      const messages = Object.fromEntries(
        Object.entries(catalog).map(([key, entry]) => [key, new IntlMessageFormat(entry.message, language).getAst()]),
      );
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

// Keep Vite's and Vitest's caches with the repository's node_modules, not in frontend/.
const cacheDir = fileURLToPath(new URL('../node_modules/.vite/frontend', import.meta.url));

export default defineConfig({
  root: frontendDir,
  cacheDir,
  plugins: [messageCatalogs(), corridorPhoneMetadata(), react(), tailwindcss(), prerenderPublicPages(fileURLToPath(import.meta.url), cacheDir)],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the api preloads each public page's chunk from it (src/shared/http/first-screen-preloads.ts).
    manifest: true,
    // A dynamic import preloads the chunks its chunk imports, so the entry bundle carries the names
    // of every page's imports: over 1 KB gzip of its 110 (issue #27). They stay for the pages of a
    // transfer (dashboard, send, pay, its result), which a sender opens one after the other within
    // the app; for the other pages the browser finds a chunk's imports as it loads it (and the api
    // preloads them when a page is the first opened: src/shared/http/first-screen-preloads.ts).
    modulePreload: {
      resolveDependencies: (filename, deps) => (/^assets\/(send|card-checkout|teller-checkout|success|dashboard)-[A-Za-z0-9_-]{8}\.js$/.test(filename) ? deps : []),
    },
    // The destinations' flags (flag-icons SVGs, under 4 KB each) are files the footer's <img>s fetch,
    // cached a year, not data URLs inside the entry script (about 4 KB gzip of it, issue #27).
    assetsInlineLimit: (file) => (/[\\/]flag-icons[\\/]/.test(file) ? false : undefined),
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
