import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { NotSignedInError } from './domain/identity.errors.js';
import type { SessionUser } from './session-user.js';

/** The signed-in user of the request (use with SignedInGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new NotSignedInError();
  return user;
});
