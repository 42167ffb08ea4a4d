import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { NotSignedInError } from './domain/identity.errors.js';

/** Lets a request through only with a signed-in, active user. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.user) throw new NotSignedInError();
    return true;
  }
}
