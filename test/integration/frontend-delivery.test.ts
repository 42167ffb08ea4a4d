import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PasswordHasher } from '../../src/identity/password-hasher.js';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { testConfig } from '../support/test-config.js';

/**
 * How the api delivers the built frontend and its own answers (issue #27 item 1): compressed
 * (brotli preferred, gzip otherwise), hashed assets cached for a year, index.html revalidated,
 * a real robots.txt and web app manifest. The frontend served is frontend/public (robots.txt,
 * the manifest, its icons: the files the build copies as they are) beside an index.html and a
 * hashed script like the build's, so the test needs no build.
 */
const HASHED_SCRIPT = 'index-Ab3dE_9z.js';
// Large enough to be worth compressing, as a real entry chunk is.
const SCRIPT = `export const greeting = ${JSON.stringify('Send money home. '.repeat(400))};\n`;
const INDEX_HTML = readFileSync('frontend/index.html', 'utf8').replace(
  '<script type="module" src="/src/main.tsx"></script>',
  `<script type="module" src="/assets/${HASHED_SCRIPT}"></script>${'<!-- padding -->'.repeat(80)}`,
);

// Vite's build manifest: /login's chunk imports one chunk of its own and one the entry loads already.
const MANIFEST = {
  'index.html': { file: `assets/${HASHED_SCRIPT}`, isEntry: true, imports: ['_paths-Qw3rT_y1.js'] },
  '_paths-Qw3rT_y1.js': { file: 'assets/paths-Qw3rT_y1.js' },
  '_form-As4dF-g2.js': { file: 'assets/form-As4dF-g2.js', imports: ['_paths-Qw3rT_y1.js'] },
  'src/features/auth/routes/login.tsx': { file: 'assets/login-Zx5cV_b3.js', isDynamicEntry: true, imports: ['index.html', '_form-As4dF-g2.js', '_paths-Qw3rT_y1.js'] },
};

/** index.html as the build fills it for a prerendered page: its language, and its content in #root. */
function prerenderedLogin(language: string, heading: string): string {
  return INDEX_HTML.replace('<html lang="en">', `<html lang="${language}">`).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${language}"><main><h1>${heading}</h1></main></div>`,
  );
}

const SIGNED_OUT_MARK = '<meta name="session" content="signed-out">';
/** The chunk the entry imports, which every page the app renders (not a prerendered one) preloads beside it. */
const ENTRY_IMPORT_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/paths-Qw3rT_y1.js">';
/**
 * The page as the build left it: every page a visitor gets that the app renders carries the
 * preload of the entry's import and the signed-out mark in its head.
 */
const withoutSignedOutMark = (html: string) => {
  expect(html).toContain(SIGNED_OUT_MARK);
  expect(html).toContain(ENTRY_IMPORT_PRELOAD);
  return html.replace(`  ${ENTRY_IMPORT_PRELOAD}\n  `, '').replace(`  ${SIGNED_OUT_MARK}\n  `, '');
};

let dist: string;
let app: NestExpressApplication;
let url: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'remit-dist-'));
  cpSync('frontend/public', dist, { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', HASHED_SCRIPT), SCRIPT);
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // The public pages the build prerenders (frontend/prerender-public-pages.ts): here /login, in Amharic and English.
  for (const [language, heading] of [['am', 'ግባ'], ['en', 'Sign in']]) {
    mkdirSync(join(dist, 'prerendered', language), { recursive: true });
    writeFileSync(join(dist, 'prerendered', language, 'login.html'), prerenderedLogin(language, heading));
  }
  // What a signed-in page shows before the app knows who is signed in (Amharic only here).
  writeFileSync(join(dist, 'prerendered', 'am', 'signed-in-shell.html'), INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-shell><header>ሬሚት</header></div>'));
  ({ app, url } = await startApi(testConfig({ FRONTEND_DIST: dist })));
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  chunks: number;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decode the body). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts), chunks: parts.length }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

describe('compression', () => {
  it('answers brotli when the client accepts it, even beside gzip', async () => {
    const response = await rawGet(`/assets/${HASHED_SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(response)).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('answers gzip when only gzip is accepted, and nothing compressed when neither is', async () => {
    const gzip = await rawGet(`/assets/${HASHED_SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await rawGet(`/assets/${HASHED_SCRIPT}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
    const none = await rawGet(`/assets/${HASHED_SCRIPT}`);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app page and the JSON api, but not PNG images', async () => {
    const page = await rawGet('/support', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(withoutSignedOutMark(decoded(page))).toBe(INDEX_HTML);

    const api = await rawGet('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(api)).openapi).toMatch(/^3\./);

    const icon = await rawGet('/icon-512.png', { 'accept-encoding': 'br, gzip' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.equals(readFileSync('frontend/public/icon-512.png'))).toBe(true);
  });

  it('still streams a finance CSV export: chunked, without a length, compressed as it goes', async () => {
    const operator = new BrowserLikeClient(url, '198.18.27.1');
    await signInAsOperator({ api: app }, operator);
    const today = new Date().toISOString().slice(0, 10);
    const cookie = [...operator.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csv = await rawGet(`/api/admin/finance/exports/journal?from=${today}&to=${today}`, { cookie, 'accept-encoding': 'br, gzip', 'x-forwarded-for': '198.18.27.1' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['content-encoding']).toBe('br');
    expect(decoded(csv).split('\r\n')[0]).toMatch(/^Booked at \(UTC\),Entry ID,Ledger,/);
  });
});

describe('caching', () => {
  it('caches a hashed asset for a year as immutable', async () => {
    const response = await rawGet(`/assets/${HASHED_SCRIPT}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('revalidates index.html on every use, with an ETag that answers 304 when unchanged', async () => {
    for (const path of ['/', '/support', '/transactions/abc']) {
      const page = await rawGet(path);
      expect({ path, status: page.status, cacheControl: page.headers['cache-control'] }).toEqual({ path, status: 200, cacheControl: 'no-cache' });
      expect(withoutSignedOutMark(page.body.toString('utf8'))).toBe(INDEX_HTML);
    }
    for (const path of ['/support', '/login']) {
      const first = await rawGet(path);
      expect(first.headers.etag).toBeTruthy();
      const again = await rawGet(path, { 'if-none-match': String(first.headers.etag) });
      expect({ path, status: again.status }).toEqual({ path, status: 304 });
    }
  });

  it('revalidates the unhashed files too, and answers 404 (not the app) for a missing asset', async () => {
    expect((await rawGet('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/robots.txt')).headers['cache-control']).toBe('no-cache');
    const missing = await rawGet('/assets/index-Zz9yX8wV.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString('utf8')).not.toContain('<html');
  });
});

describe('preloading the first screen', () => {
  it("links a public page's chunk and the imports the entry lacks as modulepreload, in that page's index.html only, beside the entry's own imports", async () => {
    const login = await rawGet('/login', { 'accept-language': 'sw-KE' });
    expect(login.headers['cache-control']).toBe('no-cache');
    const html = login.body.toString('utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads.sort()).toEqual(['/assets/form-As4dF-g2.js', '/assets/login-Zx5cV_b3.js', '/assets/paths-Qw3rT_y1.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    // No Swahili prerender in this build: index.html itself, preloads and the signed-out mark added.
    expect(withoutSignedOutMark(html.replace(/\n {4}<link rel="modulepreload" crossorigin href="\/assets\/(form|login)[^>]+>/g, ''))).toBe(INDEX_HTML);

    // A page whose chunk is not in the manifest, and every other route, get index.html as it is (and the mark).
    expect(withoutSignedOutMark((await rawGet('/register')).body.toString('utf8'))).toBe(INDEX_HTML);
    expect(withoutSignedOutMark((await rawGet('/send')).body.toString('utf8'))).toBe(INDEX_HTML);
  });

  it('does not serve the build manifest itself', async () => {
    const manifest = await rawGet('/.vite/manifest.json');
    expect(manifest.body.toString('utf8')).not.toContain('isDynamicEntry');
  });
});

describe('the prerendered public pages (issue #27: content before the script runs)', () => {
  const page = async (path: string, headers: Record<string, string>) => (await rawGet(path, headers)).body.toString('utf8');

  it("gives a visitor the page in the language they chose in the app (its cookie), else their browser's first the app speaks", async () => {
    expect(await page('/login', { cookie: 'language=am' })).toContain('<div id="root" data-prerendered="am"><main><h1>ግባ</h1>');
    expect(await page('/login', { 'accept-language': 'fr-FR,am;q=0.8,en;q=0.9' })).toContain('data-prerendered="en"');
    // Tigrinya comes first, and this build has no Tigrinya page: the plain page (the app renders it in Tigrinya).
    expect(await page('/login', { 'accept-language': 'ti-ER,am-ET;q=0.9' })).not.toContain('data-prerendered');
    // The choice made in the app wins over the browser's languages; a language the app lacks counts for nothing.
    expect(await page('/login', { cookie: 'language=en', 'accept-language': 'am' })).toContain('data-prerendered="en"');
    expect(await page('/login', { cookie: 'language=xx', 'accept-language': 'am' })).toContain('data-prerendered="am"');
    // An address with a query gets the plain page: the prerendered one was rendered without it (its links would lose `next`).
    const withQuery = await page('/login?next=%2Ftransactions', { cookie: 'language=am' });
    expect(withQuery).not.toContain('data-prerendered');
    expect(withQuery).toContain(SIGNED_OUT_MARK);
    const amharic = await page('/login', { cookie: 'language=am' });
    expect(amharic).toContain('<html lang="am">');
    expect(amharic).toContain(SIGNED_OUT_MARK);
    // The page shows before its scripts run: nothing is preloaded beside it.
    expect(amharic).not.toContain('modulepreload');
  });

  it('varies by cookie and language, so that no cache hands one visitor another one\'s page', async () => {
    const response = await rawGet('/login', { cookie: 'language=am' });
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
  });

  it('gives a signed-in browser the plain page (its screen depends on its data), without the signed-out mark', async () => {
    const email = `prerender.${Date.now()}@example.com`;
    const passwordHash = await app.get(PasswordHasher).hash('correct horse 1');
    await app.get(EntityManager).getConnection().execute(
      `insert into users (email, password_hash, first_name, last_name, is_email_verified, status, created_at, updated_at)
       values (?, ?, 'Amina', 'Okello', true, 'active', now(), now())`,
      [email, passwordHash],
    );
    const client = new BrowserLikeClient(url, '203.0.113.77');
    expect((await client.post('/api/auth/login', { emailOrPhone: email, password: 'correct horse 1' })).status).toBe(200);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const signedIn = await page('/login', { cookie: `${cookie}; language=am` });
    expect(signedIn).not.toContain(SIGNED_OUT_MARK);
    expect(signedIn).not.toContain('data-prerendered');
    // The shell every signed-in page starts with, in the sender's language, where the build made one.
    expect(signedIn).toContain('<div id="root" data-shell><header>ሬሚት</header></div>');
    expect(await page('/send', { cookie: `${cookie}; language=en` })).toContain('<div id="root"></div>');
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/login-Zx5cV_b3.js">');
    expect(signedIn).toContain(ENTRY_IMPORT_PRELOAD);
    // Who is signed in, asked at once with the page rather than after its scripts ran; and a page's first data.
    expect(signedIn).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">');
    const transactions = await page('/transactions', { cookie });
    expect(transactions).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/transactions?limit=20">');
    // Not for a visitor: they are not signed in.
    expect(await page('/transactions', {})).not.toContain('/api/auth/me');
  });
});

describe('robots.txt and the web app manifest', () => {
  it('serves a real robots.txt as text/plain', async () => {
    const robots = await rawGet('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = robots.body.toString('utf8');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toContain('<html');
  });

  it('serves an installable manifest whose icons exist as PNG files of their declared sizes', async () => {
    const response = await rawGet('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.body.toString('utf8'));
    expect(manifest).toMatchObject({ name: 'Remit East Africa', short_name: 'Remit', start_url: '/', display: 'standalone', theme_color: '#047857', background_color: '#ffffff' });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const png = await rawGet(icon.src);
      expect({ src: icon.src, status: png.status, type: png.headers['content-type'] }).toEqual({ src: icon.src, status: 200, type: 'image/png' });
      // The PNG header's IHDR: width and height at bytes 16 and 20.
      expect(`${png.body.readUInt32BE(16)}x${png.body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('is linked from index.html with the theme colour and the apple-touch-icon', () => {
    expect(INDEX_HTML).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(INDEX_HTML).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(INDEX_HTML).toContain('<meta name="theme-color" content="#047857" />');
  });
});
