import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page chunk each public page needs first (frontend/src/app/pages.ts), by the path a
 * browser opens. Linked as `modulepreload` in that page's index.html, the chunk and its
 * imports download beside the entry script instead of after it has run.
 */
export const FIRST_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/features/landing/routes/landing.tsx',
  '/login': 'src/features/auth/routes/login.tsx',
  '/register': 'src/features/auth/routes/register.tsx',
  '/verify': 'src/features/auth/routes/verify.tsx',
  // The signed-in pages a sender opens most (issue #27's signed-in budget).
  '/dashboard': 'src/features/dashboard/routes/dashboard.tsx',
  '/send': 'src/features/send/routes/send.tsx',
  '/transactions': 'src/features/transactions/routes/transactions.tsx',
};

/**
 * What every signed-in page loads besides its own chunk once the entry has run, each only then:
 * the check of who is signed in (imported beside `/api/auth/me`, which the page preloads, so it
 * was the last thing the first render waited for), the header's account menu and the footer.
 * Preloaded with the page's chunk, none waits for the entry to ask for it.
 */
export const SIGNED_IN_LAYOUT: readonly string[] = [
  'src/lib/data/current-user-schema.ts',
  'src/features/auth/components/user-menu.tsx',
  'src/app/layouts/footer.tsx',
];

/**
 * What the app asks the api first on a signed-in page, besides who is signed in (the SWR keys
 * of frontend/src/lib/data and of each page's api folder, exactly as the app requests them). The
 * page preloads them, so the answers are on their way while the scripts download. A key the app
 * stops asking for only costs a wasted request (the browser warns in its console).
 */
export const FIRST_SCREEN_DATA: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/transactions?limit=5', '/api/recipients', '/api/payment-methods'],
  '/send': ['/api/sending-limits', '/api/recipients', '/api/payment-methods'],
  '/transactions': ['/api/transactions?limit=20'],
};

/** Who is signed in: the app's first question on every signed-in page (frontend/src/lib/data/current-user.ts). */
export const CURRENT_USER_PATH = '/api/auth/me';

/** `<link rel="preload">` tags fetching `paths` as the app's fetch does (with the session cookie). */
export function dataPreloadTags(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`).join('\n    ');
}

/** One entry of Vite's build manifest (`build.manifest`: dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/** The files `key` loads statically, itself included. */
function closure(manifest: BuildManifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, found);
  return found;
}

const modulepreloadTag = (manifest: BuildManifest, key: string) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`;

/** The `<link rel="modulepreload">` tags the chunks of `sources` (and what they import) add to what index.html already loads. */
export function preloadTags(manifest: BuildManifest, ...sources: string[]): string {
  const alreadyLoaded = closure(manifest, ENTRY);
  const wanted = new Set<string>();
  for (const source of sources) closure(manifest, source, wanted);
  return [...wanted]
    .filter((key) => !alreadyLoaded.has(key))
    .map((key) => modulepreloadTag(manifest, key))
    .join('\n    ');
}

/**
 * The `modulepreload` tags of the chunks the entry imports (the browser finds them only once
 * the entry has arrived): for a page the app renders, not a prerendered one, which preloads
 * nothing. Empty without a manifest.
 */
export function entryImportPreloads(manifest: BuildManifest | undefined): string {
  if (!manifest?.[ENTRY]) return '';
  return [...closure(manifest, ENTRY)]
    .filter((key) => key !== ENTRY)
    .map((key) => modulepreloadTag(manifest, key))
    .join('\n    ');
}

/**
 * The `modulepreload` tags of each page the api knows the chunk of, by its path (a signed-in
 * page's with the layout's, SIGNED_IN_LAYOUT); empty when the build has no
 * manifest (every page then loads as index.html says).
 */
export function firstScreenPreloads(manifest: BuildManifest | undefined): Map<string, string> {
  const preloads = new Map<string, string>();
  if (!manifest) return preloads;
  for (const [path, source] of Object.entries(FIRST_SCREENS)) {
    const tags = preloadTags(manifest, source, ...(path in FIRST_SCREEN_DATA ? SIGNED_IN_LAYOUT : []));
    if (tags) preloads.set(path, tags);
  }
  return preloads;
}

/**
 * The `modulepreload` tag of each language's message catalog (the entry downloads the catalog
 * of the language showing before its first render): empty without a manifest.
 */
export function catalogPreloads(manifest: BuildManifest | undefined, languages: readonly string[]): Map<string, string> {
  const preloads = new Map<string, string>();
  for (const language of languages) {
    const tags = manifest ? preloadTags(manifest, `src/locales/${language}.json`) : '';
    if (tags) preloads.set(language, tags);
  }
  return preloads;
}

/** Vite's build manifest of the build in `dist`; undefined when the build wrote none. */
export function readManifest(dist: string): BuildManifest | undefined {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : undefined;
}
