import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../domain/language.js';
import { catalogPreloads, CURRENT_USER_PATH, dataPreloadTags, FIRST_SCREEN_DATA, firstScreenPreloads } from './first-screen-preloads.js';

/** Where the build leaves the public pages it rendered: `prerendered/<language>/<page>.html` (frontend/prerender-public-pages.ts). */
const PRERENDERED = 'prerendered';
/** Tells the app it was served to a browser that is not signed in (frontend/src/lib/data/current-user.ts). */
const SIGNED_OUT_MARK = '<meta name="session" content="signed-out">';

/** Who asks for a page: whether they are signed in, and the language a visitor reads. */
export interface PageRequest {
  signedIn: boolean;
  language: Language;
}

/** `index.html` stands for `/`, `login.html` for `/login`. */
function pathOfFile(file: string): string {
  const name = file.replace(/\.html$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/**
 * The HTML the api answers a page of the app with. Every page is the built index.html, with the
 * chunks of its first screen preloaded (first-screen-preloads.ts). A visitor who is not signed in
 * gets, for the public pages the build rendered, that page's content in their language, and on
 * every page the mark that they are signed out (the app then starts without asking /api/auth/me).
 * A signed-in sender gets the plain page: their screen depends on their data.
 */
export class FrontendPages {
  private readonly plain = new Map<string, string>();
  private readonly prerendered = new Map<Language, Map<string, string>>();
  private readonly catalogs: Map<string, string>;

  constructor(
    dist: string,
    private readonly indexHtml: string,
  ) {
    const preloads = firstScreenPreloads(dist);
    this.catalogs = catalogPreloads(dist, LANGUAGES);
    // A prerendered page shows before its scripts run: they (and so its chunk) download at low priority (frontend/prerender-public-pages.ts).
    const withPreloads = (html: string, path: string, priority: 'high' | 'low' = 'high') => {
      const tags = preloads.get(path);
      if (!tags) return html;
      return inHead(html, [priority === 'low' ? lowPriority(tags) : tags]);
    };
    for (const path of preloads.keys()) this.plain.set(path, withPreloads(indexHtml, path));
    for (const language of LANGUAGES) {
      const folder = join(dist, PRERENDERED, language);
      if (!existsSync(folder)) continue;
      const pages = new Map<string, string>();
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
        const path = pathOfFile(file);
        pages.set(path, withPreloads(readFileSync(join(folder, file), 'utf8'), path, 'low'));
      }
      this.prerendered.set(language, pages);
    }
  }

  /**
   * The page at `path` for `request`. Besides the page's chunks, the app's first downloads start
   * with the page: the catalog of the language it will show and, signed in, who is signed in
   * and the page's first data (FIRST_SCREEN_DATA), instead of one after the other as the
   * scripts ask for them. A prerendered page needs none of it to show: only its catalog, at low priority.
   */
  page(path: string, { signedIn, language }: PageRequest): string {
    const plain = this.plain.get(path) ?? this.indexHtml;
    const catalog = this.catalogs.get(language);
    if (signedIn) return inHead(plain, [catalog, dataPreloadTags([CURRENT_USER_PATH, ...(FIRST_SCREEN_DATA[path] ?? [])])]);
    const prerendered = this.prerendered.get(language)?.get(path);
    if (prerendered) return inHead(prerendered, [catalog && lowPriority(catalog), SIGNED_OUT_MARK]);
    return inHead(plain, [catalog, SIGNED_OUT_MARK]);
  }
}

const lowPriority = (tags: string) => tags.replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');

/** `html` with `tags` (those given) at the end of its head. */
function inHead(html: string, tags: Array<string | undefined>): string {
  return tags.filter(Boolean).reduce<string>((page, tag) => page.replace('</head>', `  ${tag}\n  </head>`), html);
}
