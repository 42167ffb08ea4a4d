import { useId } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { TransactionStatusBadge, senderStatus } from '@/components/transaction-status-badge';
import { transactionDetailsPath } from '@/config/paths';
import { recipientName, type Transaction } from '@/lib/data/transactions';
import { formatDate } from '@/lib/format-date';
import { sendAgainHref } from '@/lib/send-links';
import { CompletePaymentLink } from './complete-payment-link';
import { FigureList, useTransferFigures } from './transfer-figures';
import { useT } from '@/lib/i18n/messages';

/** One transfer of the history: an article named after its recipient. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const nameId = useId();
  const t = useT();
  const figures = useTransferFigures();
  return (
    <Card className="p-5">
      <article aria-labelledby={nameId} data-transaction-id={transaction.id}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <CountryFlag country={transaction.country} className="h-6 w-8" />
            <div className="min-w-0">
              <h2 id={nameId} className="truncate font-semibold text-slate-900">
                {recipientName(transaction)}
              </h2>
              <p className="text-sm text-slate-500">
                <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
              </p>
            </div>
          </div>
          <TransactionStatusBadge status={senderStatus(transaction)} />
        </div>
        <FigureList
          figures={figures(transaction)}
          className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6"
        />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <ButtonLink to={transactionDetailsPath(transaction.id)} variant="secondary" size="sm">
            {t('transactions.details')}
          </ButtonLink>
          <CompletePaymentLink transaction={transaction} size="sm" />
          <ButtonLink to={sendAgainHref(transaction)} size="sm">
            {t('transactions.sendAgain')}
          </ButtonLink>
        </div>
      </article>
    </Card>
  );
}
