import type { Request } from 'express';

/**
 * What Stripe.js tells a page it frames in its modal (the 3-D Secure challenge, the identity
 * verification): `?origin=<merchant page origin>&frameId=...`. The page reports its outcome to
 * that origin only, and names its frame so Stripe.js knows which modal answered.
 */
export interface ModalFrameQuery {
  /** An http(s) origin the page may report to; null for anything else, and it reports to nobody. */
  parentOrigin: string | null;
  frameId: string | null;
}

export function modalFrameQuery(req: Request): ModalFrameQuery {
  const frameId = req.query['frameId'];
  return {
    parentOrigin: parentOriginOf(req.query['origin']),
    frameId: typeof frameId === 'string' && /^[\w-]{1,64}$/.test(frameId) ? frameId : null,
  };
}

function parentOriginOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
