import { Link, useParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TransactionStatusBadge, senderStatus } from '@/components/transaction-status-badge';
import { PickupCode } from '@/components/pickup-code';
import { useCountryName } from '@/components/country-flag';
import { effectiveDeliveryMethod, findDeliveryMethod, maskAccountNumber } from '@/config/delivery-methods';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { recipientName, useTransaction, type TransactionDetails } from '@/lib/data/transactions';
import { sendAgainHref } from '@/lib/send-links';
import { formatDateTime } from '../api/transfer-events';
import { CancelTransfer } from '../components/cancel-transfer';
import { CompletePaymentLink } from '../components/complete-payment-link';
import { PayoutAttemptList } from '../components/payout-attempt-list';
import { RefundList } from '../components/refund-list';
import { FigureList, useTransferFigures } from '../components/transfer-figures';
import { TransferTimeline } from '../components/transfer-timeline';
import { formatPhone } from '@/lib/format-phone';
import { T, useT } from '@/lib/i18n/messages';

const backLinkClass = 'text-sm font-semibold text-brand-700 hover:underline';

export default function TransactionDetailsRoute() {
  const { id } = useParams<{ id: string }>();
  const { data: transaction, error, mutate } = useTransaction(id);
  const t = useT();

  let content;
  if (transaction) {
    content = <TransactionDetailsView transaction={transaction} onChanged={() => void mutate()} />;
  } else if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    content = (
      <Card className="p-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('transactions.notFound')}</h1>
        <p className="mt-3 text-slate-600">{t('transactions.notFoundText')}</p>
      </Card>
    );
  } else if (error) {
    content = (
      <div className="space-y-4 text-center">
        <p role="alert" className="text-slate-600">
          {t('transactions.detailsFailed')}
        </p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('transactions.tryAgain')}
        </Button>
      </div>
    );
  } else {
    content = <Spinner label={t('transactions.loadingOne')} className="py-16" />;
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <BackToDashboard />
        <Link to={paths.transactions} className={backLinkClass}>
          ← {t('transactions.back')}
        </Link>
      </div>
      {content}
    </div>
  );
}

/** A failed or cancelled transfer with a reason to tell its sender. */
function endedWithout(transaction: TransactionDetails): boolean {
  return (transaction.status === 'failed' || transaction.status === 'cancelled') && Boolean(transaction.failureReason);
}

/** A transfer still on its way whose delivery hit a problem our team is looking at (a failed payout waiting for a retry or refund). */
function delayed(transaction: TransactionDetails): boolean {
  return transaction.status === 'processing' && Boolean(transaction.failureReason);
}

/** "M-Pesa receipt SG632NMUAB", "MTN transaction id 123456", "Reference …": the partner's reference once delivered. */
function PayoutReceipt({ transaction }: { transaction: TransactionDetails }) {
  const t = useT();
  const receipt = transaction.payout?.receipt;
  if (!receipt) return null;
  const method = findDeliveryMethod(effectiveDeliveryMethod(transaction.country, transaction.deliveryMethod));
  return (
    <p className="mt-4 text-sm text-slate-700" data-testid="payout-receipt">
      {t(method?.receiptLabelId ?? 'success.reference')} <span className="font-mono font-semibold text-slate-900">{receipt}</span>
    </p>
  );
}

/** While cash waits at the agent, the code the recipient collects it with: the sender passes it on. */
function WaitingPickupCode({ transaction }: { transaction: TransactionDetails }) {
  const code = transaction.payout?.pickupCode;
  if (!code || transaction.status !== 'processing') return null;
  return <PickupCode code={code} recipientFirstName={transaction.recipientInfo.firstName} />;
}

function TransactionDetailsView({ transaction, onChanged }: { transaction: TransactionDetails; onChanged: () => void }) {
  const t = useT();
  const countryName = useCountryName();
  const figures = useTransferFigures();
  const country = countryName(transaction.country);
  const account = transaction.deliveryMethod === 'bank_account' ? transaction.recipientInfo.accountNumber : null;
  return (
    <>
      <Card className="p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {t('transactions.transferTo', { name: recipientName(transaction) })}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              <CountryFlag country={transaction.country} alt="" /> {country}
              {transaction.recipientInfo.phone ? ` · ${formatPhone(transaction.recipientInfo.phone)}` : ''}
              {account ? ` · ${maskAccountNumber(account)}` : ''}
            </p>
            <p className="mt-1 text-sm text-slate-500">
              <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
            </p>
            {transaction.reference && (
              <p className="mt-1 text-sm text-slate-600" data-testid="transfer-reference">
                {t('success.reference')} <span className="font-mono font-semibold text-slate-900">{transaction.reference}</span>
              </p>
            )}
          </div>
          <TransactionStatusBadge status={senderStatus(transaction)} />
        </div>
        {endedWithout(transaction) && (
          <p className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="failure-reason">
            {transaction.failureReason}
          </p>
        )}
        {transaction.status === 'pending' && transaction.underReview && (
          <p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="under-review">
            <T id="transactions.underReview" values={{ b: (chunks) => <strong>{chunks}</strong> }} />
          </p>
        )}
        {delayed(transaction) && (
          <p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="delay-reason">
            {transaction.failureReason}
          </p>
        )}
        <WaitingPickupCode transaction={transaction} />
        <FigureList figures={figures(transaction)} className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3" />
        <PayoutReceipt transaction={transaction} />
        <div className="mt-6 flex flex-wrap items-start justify-end gap-2">
          <CancelTransfer transaction={transaction} onCancelled={onChanged} />
          {!transaction.underReview && <CompletePaymentLink transaction={transaction} />}
          <ButtonLink to={sendAgainHref(transaction)}>{t('transactions.sendAgain')}</ButtonLink>
        </div>
      </Card>
      <PayoutAttemptList attempts={transaction.payoutAttempts} />
      <RefundList refunds={transaction.refunds} />
      <Card className="p-6 sm:p-8">
        <section aria-labelledby="transfer-timeline">
          <h2 id="transfer-timeline" className="text-lg font-semibold text-slate-900">
            {t('transactions.timeline')}
          </h2>
          <div className="mt-5">
            <TransferTimeline events={transaction.events} transfer={transaction} />
          </div>
        </section>
      </Card>
    </>
  );
}
