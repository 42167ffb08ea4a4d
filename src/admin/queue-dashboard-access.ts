import type { NextFunction, Request, Response } from 'express';
import type { AdminSession } from './admin-session.js';
import { AdminRoleNotAllowedError } from './domain/admin.errors.js';
import { mayDo, rolesWith } from './domain/operator-permission.js';

/**
 * Express middleware in front of the queue dashboard: only a session with admin access
 * gets through; everyone else gets the same 401 `ADMIN.REQUIRED` as the admin api (the
 * thrown error reaches the app's exception filter). Reading it is every role's; acting on a
 * job (retry, remove, promote: any request but GET/HEAD, where the dashboard is writable)
 * is support's, as requeueing from the Needs-attention queue is (403 otherwise).
 */
export function queueDashboardAccess(session: AdminSession) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    session.assertActive(req).then(() => {
      const { role } = req.session.admin!.operator;
      const reading = req.method === 'GET' || req.method === 'HEAD';
      next(reading || mayDo(role, 'support') ? undefined : new AdminRoleNotAllowedError(role, rolesWith('support')));
    }, next);
  };
}
