import type { NextFunction, Request, Response } from 'express';
import type { AdminSession } from './admin-session.js';

/**
 * Express middleware in front of the queue dashboard: only a session with admin access
 * gets through; everyone else gets the same 401 `ADMIN.REQUIRED` as the admin api (the
 * thrown error reaches the app's exception filter).
 */
export function queueDashboardAccess(session: AdminSession) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    session.assertActive(req).then(() => next(), next);
  };
}
