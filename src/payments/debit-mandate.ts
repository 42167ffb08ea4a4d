import type { Request } from 'express';
import type { DebitMandate } from './payment-gateway.port.js';
import { requestAddress } from '../shared/http/request-address.js';

/** The sender authorizes the debit by paying: the mandate records where from and with what browser. */
export function debitMandateOf(req: Request): DebitMandate {
  return { ipAddress: requestAddress(req), userAgent: (req.get('user-agent') ?? 'unknown').slice(0, 512) };
}
