import type { Request } from 'express';

/** Where the Teller API lives as the caller reached it (`http://127.0.0.1:4010/teller`): links and origins use it. */
export function sandboxOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function tellerBaseUrl(req: Request): string {
  return `${sandboxOrigin(req)}/teller`;
}
