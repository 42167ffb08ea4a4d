import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { OperatorRef } from './domain/operator.js';

interface RequestActor {
  operator?: OperatorRef;
  /** The operator session the request came in (AdminGrant.session). */
  session?: string;
}

const actors = new AsyncLocalStorage<RequestActor>();

/**
 * Who is acting in the current admin request, for the audit log: every entry recorded while
 * a request is handled names its operator without each service passing them down. Express
 * middleware opens a slot per request; the admin guard fills it once the grant holds.
 */
export const AdminActor = {
  middleware(_req: Request, _res: Response, next: NextFunction): void {
    actors.run({}, next);
  },

  /** Called by whatever checked the grant (AdminGuard, the rates form, the queue dashboard). */
  set(operator: OperatorRef | undefined, session?: string): void {
    const slot = actors.getStore();
    if (!slot) return;
    slot.operator = operator;
    slot.session = session;
  },

  /** The operator of the request being handled, if any (none in the worker). */
  current(): OperatorRef | undefined {
    return actors.getStore()?.operator;
  },

  /** The operator session of the request being handled, if any. */
  session(): string | undefined {
    return actors.getStore()?.session;
  },
};
