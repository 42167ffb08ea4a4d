import type { Request } from 'express';

/**
 * The sandbox's origin as this caller reached it (`http://127.0.0.1:4010`): pages and scripts
 * it serves to browsers link back to it with this, so they work behind any host name.
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
