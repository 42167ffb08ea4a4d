import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestCookie } from './request-cookie.js';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  secureCookie: boolean;
  /** Paths that other servers call (provider webhooks, authenticated by signature instead). */
  exempt: (path: string) => boolean;
  /**
   * Paths whose page cannot echo our token (a third-party page we serve, such as the queue
   * dashboard): there a write passes only when the browser's fetch metadata says it came
   * from our own origin.
   */
  sameOriginOnly?: (path: string) => boolean;
}

/**
 * Double-submit cookie protection for cookie-authenticated writes: the browser app reads
 * the `csrf_token` cookie and echoes it in `X-CSRF-Token`; another site can neither read
 * the cookie nor set the header. Browsers that say a request is cross-site are refused
 * outright.
 */
export function csrfProtection({ secureCookie, exempt, sameOriginOnly = () => false }: CsrfOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!SAFE_METHODS.has(req.method) && sameOriginOnly(req.path)) {
      return req.get('sec-fetch-site') === 'same-origin' ? next() : refuse(res);
    }
    let token = requestCookie(req, CSRF_COOKIE);
    if (!token || !/^[a-f0-9]{64}$/.test(token)) {
      token = randomBytes(32).toString('hex');
      res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: secureCookie, path: '/' });
      // A request that arrived without a valid cookie cannot carry a matching header.
      if (!SAFE_METHODS.has(req.method) && !exempt(req.path)) return refuse(res);
      return next();
    }
    if (SAFE_METHODS.has(req.method) || exempt(req.path)) return next();
    const header = req.get(CSRF_HEADER) ?? '';
    const crossSite = req.get('sec-fetch-site') === 'cross-site';
    if (crossSite || !sameToken(header, token)) return refuse(res);
    next();
  };
}

function refuse(res: Response): void {
  res.status(403).json({
    message: 'This request could not be verified as coming from our site. Reload the page and try again.',
    code: 'CSRF_REJECTED',
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
