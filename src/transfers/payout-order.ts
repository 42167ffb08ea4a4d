import type { PayoutOrder } from '../payments/payouts/payout-rail.port.js';
import type { PayoutAttempt } from './domain/payout-attempt.js';
import type { Transfer } from './domain/transfer.js';

/** What the partner needs to pay one attempt of the transfer: the attempt's own reference, destination and amount. */
export function payoutOrder(transfer: Transfer, attempt: PayoutAttempt): PayoutOrder {
  const { firstName, lastName, phone } = transfer.recipientInfo;
  const sender = transfer.senderInfo;
  return {
    transferId: transfer.id,
    reference: attempt.reference,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    country: transfer.country,
    destination: attempt.destination,
    recipient: { firstName, lastName, phone },
    sender: { firstName: sender.firstName, lastName: sender.lastName, email: sender.email, phone: sender.phone },
  };
}
