import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../domain/language.js';
import {
  catalogPreloads,
  CURRENT_USER_PATH,
  dataPreloadTags,
  entryImportPreloads,
  FIRST_SCREEN_DATA,
  firstScreenPreloads,
  readManifest,
} from './first-screen-preloads.js';

/** Where the build leaves the public pages it rendered: `prerendered/<language>/<page>.html` (frontend/prerender-public-pages.ts). */
const PRERENDERED = 'prerendered';
/** Tells the app it was served to a browser that is not signed in (frontend/src/lib/data/current-user.ts). */
const SIGNED_OUT_MARK = '<meta name="session" content="signed-out">';

/** Who asks for a page: whether they are signed in, and the language a visitor reads. */
export interface PageRequest {
  signedIn: boolean;
  language: Language;
  /**
   * Whether the address has a query (`/login?next=%2Ftransactions`): the prerendered pages were
   * rendered without one, and what a page shows may depend on it (the sign-in's link to
   * registration carries `next` on), so such an address gets the plain page.
   */
  hasQuery?: boolean;
}

/** The signed-in pages' shell the build renders beside the public pages (frontend/prerender-public-pages.ts). */
const SIGNED_IN_SHELL = 'signed-in-shell.html';

/** `index.html` stands for `/`, `login.html` for `/login`. */
function pathOfFile(file: string): string {
  const name = file.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * The HTML the api answers a page of the app with: the built index.html, or what the build
 * rendered into it. A visitor who is not signed in gets the public pages the build rendered
 * (landing, sign-in, registration) with their content, in their language, and on every page the
 * mark that they are signed out (the app then starts without asking /api/auth/me). A signed-in
 * sender gets the shell every signed-in page starts with (header and spinner), which paints at
 * once; their screen itself depends on their data.
 *
 * Every page also starts the app's first downloads itself, rather than one after the other as
 * the scripts ask for them: the chunks the entry imports, the page's chunks (first-screen-preloads.ts), the catalog of the
 * language it will show and, signed in, who is signed in and the page's first data
 * (FIRST_SCREEN_DATA). A prerendered page needs none of it to show: it preloads nothing, so that
 * a slow phone paints it before any script has arrived.
 */
export class FrontendPages {
  private readonly chunks: Map<string, string>;
  private readonly entryImports: string;
  private readonly catalogs: Map<string, string>;
  private readonly prerendered = new Map<Language, Map<string, string>>();
  private readonly shells = new Map<Language, string>();

  constructor(
    dist: string,
    private readonly indexHtml: string,
  ) {
    const manifest = readManifest(dist);
    this.chunks = firstScreenPreloads(manifest);
    this.entryImports = entryImportPreloads(manifest);
    this.catalogs = catalogPreloads(manifest, LANGUAGES);
    for (const language of LANGUAGES) {
      const folder = join(dist, PRERENDERED, language);
      if (!existsSync(folder)) continue;
      const pages = new Map<string, string>();
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
        const html = readFileSync(join(folder, file), 'utf8');
        if (file === SIGNED_IN_SHELL) this.shells.set(language, html);
        else pages.set(pathOfFile(file), html);
      }
      this.prerendered.set(language, pages);
    }
  }

  /** The page at `path` for `request`. */
  page(path: string, { signedIn, language, hasQuery = false }: PageRequest): string {
    // "/" is the dashboard signed in, the landing page otherwise.
    const screen = signedIn && path === '/' ? '/dashboard' : path;
    const chunks = this.chunks.get(screen);
    const catalog = this.catalogs.get(language);
    if (signedIn) {
      const data = dataPreloadTags([CURRENT_USER_PATH, ...(FIRST_SCREEN_DATA[screen] ?? [])]);
      return inHead(this.shells.get(language) ?? this.indexHtml, [this.entryImports, chunks, catalog, data]);
    }
    const prerendered = hasQuery ? undefined : this.prerendered.get(language)?.get(path);
    // It shows without its scripts: they come after its first paint, nothing is preloaded.
    if (prerendered) return inHead(prerendered, [SIGNED_OUT_MARK]);
    return inHead(this.indexHtml, [this.entryImports, chunks, catalog, SIGNED_OUT_MARK]);
  }
}


/** `html` with `tags` (those given) at the end of its head. */
function inHead(html: string, tags: Array<string | undefined>): string {
  // One pass over the page (it is some 60 KB with its stylesheet inline), whatever the number of tags.
  const added = tags.filter(Boolean).map((tag) => `  ${tag}\n  `).join('');
  return added ? html.replace('</head>', `${added}</head>`) : html;
}
