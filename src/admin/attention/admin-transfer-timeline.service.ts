import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { sqlOf } from '../../ledger/ledger-sql.js';
import { LEDGER, type LedgerPort } from '../../ledger/ledger.port.js';
import { toTransferBooksView } from '../../ledger/transfer-books.view.js';
import { TransferEventRecord } from '../../transfers/transfer-event-record.js';
import { PaymentDispute } from '../../transfers/payment-dispute.js';
import { MoneyAlert } from '../../transfers/domain/money-alert.js';
import { PayoutAttempt } from '../../transfers/domain/payout-attempt.js';
import { Refund } from '../../transfers/domain/refund.js';
import { toOperatorPayoutAttemptView, toOperatorRefundView } from '../../transfers/money-movement.views.js';
import { toMoneyAlertView } from './money-alert.view.js';
import { AdminTransactions } from '../admin-transactions.service.js';
import { attentionDisputeView } from './attention-item.view.js';
import { describeForOperator } from './operator-event-description.js';

/** A transfer with everything that happened to it and the disputes of its payment, for the operator. */
@Injectable()
export class AdminTransferTimeline {
  constructor(
    private readonly em: EntityManager,
    private readonly transactions: AdminTransactions,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
  ) {}

  async of(id: string) {
    const transfer = await this.transactions.one(id);
    const em = this.em.fork();
    const [events, disputes, payoutAttempts, refunds, alerts, entries] = await Promise.all([
      em.find(TransferEventRecord, { transferId: id }, { orderBy: { sequence: 'asc' } }),
      em.fork().find(PaymentDispute, { transferId: id }, { orderBy: { openedAt: 'asc' } }),
      em.fork().find(PayoutAttempt, { transferId: id }, { orderBy: { attempt: 'asc' } }),
      em.fork().find(Refund, { transferId: id }, { orderBy: { requestedAt: 'asc' } }),
      em.fork().find(MoneyAlert, { transferId: id }, { orderBy: { raisedAt: 'asc' } }),
      this.ledger.transfersOf(sqlOf(em.fork()), [id]),
    ]);
    const created = events.find((e) => e.payload.type === 'TransferCreated')?.payload;
    const customerRate = created?.type === 'TransferCreated' ? Number(created.rate) : transfer.recipientAmount / transfer.amount;
    return {
      transfer,
      events: events.map((e) => ({
        sequence: e.sequence,
        type: e.type,
        occurredAt: e.occurredAt.toISOString(),
        description: describeForOperator(e.payload),
      })),
      disputes: disputes.map((d) => ({
        ...attentionDisputeView(d),
        openedAt: d.openedAt.toISOString(),
        closedAt: d.closedAt?.toISOString() ?? null,
      })),
      payoutAttempts: payoutAttempts.map(toOperatorPayoutAttemptView),
      refunds: refunds.map(toOperatorRefundView),
      alerts: alerts.map(toMoneyAlertView),
      books: toTransferBooksView(
        customerRate,
        events.map((e) => e.payload),
        entries,
      ),
    };
  }
}
