import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-table.js';

const DIST = 'frontend/dist';
const ENTRY_TARGET_KB = 110;
/** The admin area's route chunk (features/admin/routes/admin), by Vite's `<name>-<8-character hash>.js`. */
const ADMIN_CHUNK = /^admin-[A-Za-z0-9_-]{8}\.js$/;

/**
 * What a browser downloads, gzip-compressed (level 9), from the production build in
 * frontend/dist (`npm run bench` builds it first): the sender's entry (the module script of
 * index.html, every chunk it imports statically, and the stylesheet: all of it before the
 * first page shows), held to 110 KB (issue #27); and what opening the admin area adds (its route chunk
 * and the chunks it imports that the entry does not).
 */
export function measureBundleSizes(): BenchRow[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const script = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error(`${DIST}/index.html names no module script`);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
  const entry = staticClosure([script]);
  const admin = readdirSync(join(DIST, 'assets')).find((file) => ADMIN_CHUNK.test(file));
  if (!admin) throw new Error(`no admin chunk (${ADMIN_CHUNK}) in ${DIST}/assets`);
  const adminOnly = [...staticClosure([admin])].filter((file) => !entry.has(file));
  const entryKb = gzipKb([...entry, ...styles]);
  return [
    {
      name: `sender entry bundle (${entry.size} scripts + ${styles.length} stylesheet), gzip`,
      unit: 'KB',
      value: entryKb,
      target: { text: `≤ ${ENTRY_TARGET_KB} KB`, met: entryKb <= ENTRY_TARGET_KB },
    },
    { name: `admin area chunk (${adminOnly.length} scripts beyond the entry), gzip`, unit: 'KB', value: gzipKb(adminOnly) },
  ];
}

/** The chunks `roots` import statically, themselves included (what loads with them, before any lazy import). */
function staticClosure(roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) pending.push(imported);
  }
  return found;
}

function gzipKb(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, 'assets', file)), { level: 9 }).length, 0) / 1024;
}
