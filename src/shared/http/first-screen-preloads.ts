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
};

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

/** The `<link rel="modulepreload">` tags a page chunk adds to what index.html already loads. */
export function preloadTags(manifest: BuildManifest, source: string): string {
  const alreadyLoaded = closure(manifest, ENTRY);
  return [...closure(manifest, source)]
    .filter((key) => !alreadyLoaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('\n    ');
}

/**
 * The `modulepreload` tags of each public page, by its path; empty when the build has no
 * manifest (every page then loads as index.html says).
 */
export function firstScreenPreloads(dist: string): Map<string, string> {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!existsSync(manifestPath)) return preloads;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  for (const [path, source] of Object.entries(FIRST_SCREENS)) {
    const tags = preloadTags(manifest, source);
    if (tags) preloads.set(path, tags);
  }
  return preloads;
}
