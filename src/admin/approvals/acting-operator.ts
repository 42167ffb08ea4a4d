import type { Request } from 'express';
import type { OperatorRef } from '../domain/operator.js';

/** The operator acting in this admin request, as their grant names them (AdminGuard let it through). */
export function actingOperator(req: Request): OperatorRef {
  const { id, email, role } = req.session.admin!.operator;
  return { id, email, role };
}
