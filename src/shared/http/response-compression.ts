import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Brotli when the client accepts it, gzip otherwise, nothing when it accepts neither: for the
 * SPA, its assets and the JSON api alike. Only compressible types are touched (PNG, JPEG and
 * other compressed formats go as they are), small answers (under 1 KB) are not worth it, and
 * Server-Sent Events stay uncompressed so each event reaches the browser as it is written.
 * Streamed answers (the finance CSV exports) stay streamed: chunked, compressed as they go.
 * Brotli at quality 5 costs about what gzip 6 does per request for a better ratio; the
 * hashed assets are compressed once per request too, which the immutable caching keeps rare.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
