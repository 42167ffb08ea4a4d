import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AdminSession } from './admin-session.js';

/**
 * Lets a request through only with admin access in its session (401 ADMIN.REQUIRED
 * otherwise), whether or not a sender is signed in: being a sender grants nothing here.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly session: AdminSession) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.session.assertActive(context.switchToHttp().getRequest<Request>());
    return true;
  }
}
