import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isLanguage, languageFromAcceptLanguage, type Language } from '../domain/language.js';
import { FrontendPages } from './frontend-pages.js';
import { requestCookie } from './request-cookie.js';

/** Vite's content-hashed build output: `/assets/<name>-<8-character hash>.<ext>`; a new build names a new file. */
const HASHED_ASSET = /^[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but revalidated on every use (ETag / Last-Modified), so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/** The Cache-Control of a built file by its path inside dist: a year for a hashed asset, revalidation for the rest (index.html, robots.txt, the manifest, icons). */
export function frontendCacheControl(pathInDist: string): string {
  const [folder, file, ...deeper] = pathInDist.split(sep);
  return folder === 'assets' && deeper.length === 0 && HASHED_ASSET.test(file ?? '') ? IMMUTABLE : REVALIDATE;
}

/**
 * Production: the built SPA (frontend/dist) on the same origin as /api. Files as they are
 * (with ETag and Last-Modified), hashed assets cached a year as immutable, everything else
 * revalidated; a missing `/assets/` file is a 404 (never the app's HTML under a script's
 * name); any other GET the api does not answer itself gets index.html (history-API routes),
 * the public pages with their own chunk preloaded and, to a visitor not signed in, prerendered in
 * their language (frontend-pages.ts). Mounted after the session middleware, which says who is signed in.
 */
export function serveFrontend(dist: string, isServerPath: (path: string) => boolean): RequestHandler[] {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`FRONTEND_DIST has no index.html: ${dist}`);
  const pages = new FrontendPages(dist, readFileSync(index, 'utf8'));
  const staticFiles = express.static(dist, {
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', frontendCacheControl(relative(dist, filePath))),
  });
  // The api's own paths never look for a file (no disk lookup per api call).
  const files = (req: Request, res: Response, next: NextFunction) => (isServerPath(req.path) ? next() : staticFiles(req, res, next));
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    if (req.path.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', REVALIDATE);
    // The page differs by session and language: a cache keeps one per cookie and language.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    const page = pages.page(req.path, { signedIn: Boolean(req.isAuthenticated?.()), language: visitorLanguage(req), hasQuery: req.originalUrl.includes('?') });
    // res.send sets an ETag and answers 304 to a fresh If-None-Match.
    res.type('html').send(page);
  };
  return [files, fallback];
}

/** A visitor's language: the one they chose in the app (its `language` cookie), else their browser's first the app speaks. */
function visitorLanguage(req: Request): Language {
  const chosen = requestCookie(req, 'language');
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(req.headers['accept-language']);
}
