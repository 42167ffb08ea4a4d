import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { API_OPERATION, type ApiOperationSpec } from '../openapi/api-operation.decorator.js';
import { AdminSession } from './admin-session.js';
import { AdminRoleNotAllowedError } from './domain/admin.errors.js';
import { mayDo, rolesWith } from './domain/operator-permission.js';

/**
 * Lets a request through only with admin access in its session (401 ADMIN.REQUIRED
 * otherwise), whether or not a sender is signed in: being a sender grants nothing here.
 * The operator's role must then allow what the route's `@ApiOperation` says it needs
 * (`allows`; 403 ADMIN.ROLE_NOT_ALLOWED otherwise). A route without one is refused.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly session: AdminSession,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await this.session.assertActive(request);
    const spec = this.reflector.get<ApiOperationSpec | undefined>(API_OPERATION, context.getHandler());
    const needed = spec?.access === 'admin' ? spec.allows : undefined;
    if (!needed) throw new Error(`${request.method} ${request.path} is guarded by AdminGuard but declares no admin permission`);
    const { role } = request.session.admin!.operator;
    if (!mayDo(role, needed)) throw new AdminRoleNotAllowedError(role, rolesWith(needed));
    return true;
  }
}
