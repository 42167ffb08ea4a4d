import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { criticalCss } from './critical-css.ts';
import { APP_ENTRY_META, START_APP_AFTER_PAINT } from '../src/shared/http/start-app-after-paint.ts';

/** What src/app/prerender.tsx exports, as its server build is imported here. */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  LANGUAGES: readonly string[];
  renderPublicPage(path: string, language: string): Promise<{ body: string; title: string }>;
  renderSignedInShell(language: string): Promise<{ body: string; title: string }>;
}

/** Where the api finds the pages: `<outDir>/prerendered/<language>/<page>.html`, `index.html` for `/` (src/shared/http/frontend-pages.ts). */
const PRERENDERED_FOLDER = 'prerendered';
const fileOfPath = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;
/** The signed-in pages' shell, beside the public pages (no page has this path). */
const SIGNED_IN_SHELL = 'signed-in-shell.html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html's stylesheet: its link, its address and its rules. */
function readStylesheet(html: string, outDir: string): { link: string; href: string; css: string } {
  const link = /<link rel="stylesheet" crossorigin href="(\/(assets\/[^"]+\.css))">/.exec(html);
  if (!link) throw new Error('the built index.html links no stylesheet to inline');
  return { link: link[0], href: link[1]!, css: readFileSync(join(outDir, link[2]!), 'utf8') };
}

/**
 * The stylesheet written into the page: a prerendered page then paints as soon as its HTML has
 * arrived, without waiting for a stylesheet that arrives beside the scripts (and after which the
 * browser runs them before painting). A public page carries only the rules its markup can use
 * (critical-css.ts; gzip, the English sign-in page 11.2 -> 8.0 KB, the landing page 13.1 -> 10.5
 * KB) and names the whole stylesheet, which the app loads before it takes the page over
 * (src/main.tsx); the signed-in shell carries every rule, as the app renders a sender's page
 * into it at once. The built file keeps every rule for every other page.
 */
function inlineStylesheet(html: string, { link, href, css }: { link: string; href: string; css: string }, only: 'used' | 'all'): string {
  const style = only === 'all' ? `<style>${css}</style>` : `<style data-whole-stylesheet="${href}">${criticalCss(css, html)}</style>`;
  return html.replace(link, () => style);
}

/**
 * The page shows without its scripts, which only make it interactive: the entry downloads at low
 * priority and nothing else is preloaded, so on a slow phone on a slow link the page paints on
 * its HTML alone before any script has arrived and run.
 */
function scriptsAtLowPriority(html: string): string {
  return html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * A public page starts the app once it has painted (src/shared/http/start-app-after-paint.ts: a
 * script the api's Content-Security-Policy allows by its hash), not from a module script the
 * browser may run before its first paint. The signed-in shell keeps its module script: the app
 * renders the sender's page into it.
 */
function appStartedAfterPaint(html: string): string {
  const entry = /<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('the built index.html has no entry script to start after the first paint');
  // Run once the whole page is parsed: its first paint then has all of it.
  if (!html.includes('</body>')) throw new Error('the built index.html has no </body>');
  return html
    .replace(entry[0], () => `<meta name="${APP_ENTRY_META}" content="${entry[1]}">`)
    .replace('</body>', () => `  <script>${START_APP_AFTER_PAINT}</script>\n  </body>`);
}

/**
 * After the app's build, renders its public pages (landing, sign-in, registration) in every
 * language into copies of the built index.html (issue #27: the first screen paints before the
 * script has run). The pages are rendered by a server build of src/app/prerender.tsx made with
 * this same config (so with the same aliases and catalogs), kept in Vite's cache folder.
 */
export function prerenderPublicPages(configFile: string, cacheDir: string): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      const serverOut = join(cacheDir, 'prerender');
      await build({
        configFile,
        logLevel: 'warn',
        build: { ssr: 'src/app/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, ssrManifest: false },
      });
      const module = (await import(pathToFileURL(join(serverOut, 'prerender.js')).href)) as PrerenderModule;
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      const stylesheet = readStylesheet(built, outDir);
      const template = scriptsAtLowPriority(built);
      for (const language of module.LANGUAGES) {
        mkdirSync(join(outDir, PRERENDERED_FOLDER, language), { recursive: true });
        /** A public page carries the rules its markup uses and starts the app after its first paint; the shell has every rule and its module script. */
        const write = (file: string, { body, title }: { body: string; title: string }, root: string, kind: 'public' | 'shell') => {
          const html = (kind === 'public' ? appStartedAfterPaint(template) : template)
            .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace('<div id="root"></div>', `<div id="root" ${root}>${body}</div>`);
          if (!html.includes(`<div id="root" ${root}>`)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
          // The production Content-Security-Policy runs no inline script but the start of the app.
          if (body.includes('<script')) throw new Error(`the prerendered ${file} (${language}) has an inline script: a part of it suspended`);
          writeFileSync(join(outDir, PRERENDERED_FOLDER, language, file), inlineStylesheet(html, stylesheet, kind === 'public' ? 'used' : 'all'));
        };
        for (const path of module.PRERENDERED_PATHS) {
          write(fileOfPath(path), await module.renderPublicPage(path, language), `data-prerendered="${language}"`, 'public');
        }
        write(SIGNED_IN_SHELL, await module.renderSignedInShell(language), 'data-shell', 'shell');
      }
    },
  };
}
