import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CARD_GATEWAY, PaymentDeclinedError, type CardGateway } from '../payments/card-gateway.port.js';
import { normalizeRecipientPhone } from '../recipients/recipient-phone.js';
import { RecipientsService } from '../recipients/recipients.service.js';
import { Money } from '../shared/domain/money.js';
import type { Quote } from '../shared/domain/fees.js';
import { Transfer } from './domain/transfer.js';
import { QuoteChangedError } from './domain/transfer.errors.js';
import type { PaymentMethodKind } from './domain/transfer-status.js';
import { TransferPricing } from './transfer-pricing.service.js';
import type { PaymentRequest } from './transfer.requests.js';
import { TransferStore } from './transfer.store.js';

/** Creating a transfer and paying for it. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: TransferPricing,
    private readonly store: TransferStore,
    private readonly recipients: RecipientsService,
    @Inject(CARD_GATEWAY) private readonly cards: CardGateway,
  ) {}

  /**
   * A pending transfer priced by the server. The client's figures must equal the server's
   * quote to the cent: a rate that changed under the sender is refused, never charged.
   */
  async createTransfer(userId: number, request: PaymentRequest, method: PaymentMethodKind): Promise<Transfer> {
    const recipientPhone = normalizeRecipientPhone(request.recipient.phone, request.country, 'recipient.phone');
    const quote = await this.pricing.quote(Money.fromNumberInput(request.amount, 'USD'), request.country, method);
    assertSameFigures(quote, request);
    return this.em.transactional(async (em) => {
      const now = new Date();
      const recipient = { ...request.recipient, phone: recipientPhone };
      const transfer = Transfer.create(
        { userId, country: request.country, quote, paymentMethod: method, sender: request.sender, recipient },
        now,
      );
      await this.recipients.recordTransferRecipient(em, userId, { ...recipient, country: request.country }, now);
      await this.store.save(em, transfer);
      return transfer;
    });
  }

  /**
   * Charges the card tokenized in the browser. The attempt's idempotency key is committed
   * before the provider is called, so a retry (a double click, a timeout) replays the same
   * request and the card is charged at most once. A decline leaves the transfer payable.
   */
  async payByCard(userId: number, sessionId: string, paymentMethodId: string): Promise<Transfer> {
    const attempt = await this.em.transactional(async (em) => {
      const transfer = await this.store.ownedBySession(em, userId, sessionId, true);
      const idempotencyKey = transfer.paymentKey();
      await this.store.save(em, transfer);
      return { transfer, idempotencyKey };
    });
    const { transfer, idempotencyKey } = attempt;
    const result = await this.cards.charge({
      amountMinor: transfer.totalMinor,
      paymentMethodId,
      idempotencyKey,
      paymentIntentId: transfer.providerTransferId,
      description: `Transfer ${transfer.sessionId.slice(0, 8)} to ${transfer.country}`,
      metadata: { transferId: transfer.id, sessionId: transfer.sessionId },
    });
    const settled = await this.em.transactional(async (em) => {
      const locked = await this.store.lock(em, transfer.id);
      if (result.outcome === 'submitted') locked.recordPaymentSubmitted(result.paymentIntentId, new Date());
      else if (locked.status === 'pending' && locked.paymentIdempotencyKey === idempotencyKey) {
        locked.recordPaymentDeclined(result.reason, result.paymentIntentId, new Date());
      }
      await this.store.save(em, locked);
      return locked;
    });
    if (result.outcome === 'declined') throw new PaymentDeclinedError(result.reason);
    return settled;
  }

  async ownTransfer(userId: number, sessionId: string): Promise<Transfer> {
    return this.store.ownedBySession(this.em, userId, sessionId);
  }
}

function assertSameFigures(quote: Quote, request: PaymentRequest): void {
  const same =
    quote.amount.equals(Money.fromNumberInput(request.amount, 'USD')) &&
    quote.fee.equals(Money.fromNumberInput(request.feeAmount, 'USD')) &&
    quote.total.equals(Money.fromNumberInput(request.totalAmount, 'USD')) &&
    quote.recipientAmount.currency === request.currencyCode &&
    quote.recipientAmount.equals(Money.fromNumberInput(request.recipientAmount, quote.recipientAmount.currency));
  if (!same) throw new QuoteChangedError();
}
