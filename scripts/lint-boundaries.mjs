// Architecture lint (part of `npm test`):
//  - a `domain/` folder imports no framework or library: only other domain code and node builtins;
//  - frontend imports flow shared (lib, components, config) -> features -> app, and no
//    feature imports another feature.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const rel = (path) => relative(root, path).split(sep).join('/');
const problems = [];

// 1. Domain purity.
for (const file of sourceFiles(join(root, 'src'))) {
  // Specs may use test libraries (fast-check); the rule is about production domain code.
  if (!rel(file).includes('/domain/') || /\.(spec|test)\.ts$/.test(file)) continue;
  for (const spec of importsOf(file)) {
    if (spec.startsWith('node:')) continue;
    if (spec.startsWith('.')) {
      const target = rel(resolve(dirname(file), spec));
      if (!target.includes('/domain/')) problems.push(`${rel(file)} imports ${spec}: domain code may import only other domain code`);
      continue;
    }
    problems.push(`${rel(file)} imports '${spec}': domain/ folders import no framework or library`);
  }
}

// 2. Frontend layering.
const frontendSrc = join(root, 'frontend', 'src');
const layerOf = (path) => {
  const parts = rel(path).replace(/^frontend\/src\//, '').split('/');
  if (parts[0] === 'features') return { layer: 'features', feature: parts[1] };
  // main.tsx mounts the app; testing/ holds helpers for tests (which may render the whole app).
  if (parts[0] === 'app' || parts[0].startsWith('main.')) return { layer: 'app' };
  if (parts[0] === 'testing') return { layer: 'testing' };
  return { layer: 'shared' };
};
for (const file of sourceFiles(frontendSrc)) {
  const from = layerOf(file);
  const isTest = /\.test\.tsx?$/.test(file);
  if (from.layer === 'testing') continue;
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    const target = spec.startsWith('@/') ? join(frontendSrc, spec.slice(2)) : resolve(dirname(file), spec);
    if (!rel(target).startsWith('frontend/src/')) continue;
    const to = layerOf(target);
    if (to.layer === 'testing') {
      if (!isTest) problems.push(`${rel(file)} imports ${spec}: only tests may import testing/`);
      continue;
    }
    if (from.layer === 'shared' && to.layer !== 'shared') problems.push(`${rel(file)} imports ${spec}: shared code may not import ${to.layer}`);
    if (from.layer === 'features' && to.layer === 'app') problems.push(`${rel(file)} imports ${spec}: features may not import app/`);
    if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
      problems.push(`${rel(file)} imports ${spec}: feature '${from.feature}' may not import feature '${to.feature}'`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Architecture lint: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Architecture lint: domain folders are framework-free; frontend features are independent.');
