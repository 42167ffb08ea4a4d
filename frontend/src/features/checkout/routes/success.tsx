import { m, useT, useTranslateIfId } from '@/lib/i18n/messages';
import { useSearchParams } from 'react-router-dom';
import { PickupCode } from '@/components/pickup-code';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckIcon, ClockIcon, XIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import {
  isFinalStatus,
  recipientFullName,
  shortTransactionId,
  useCheckoutSession,
  type CheckoutSession,
} from '../api/checkout-session';
import { CheckoutCard, SummaryRow, Unavailable } from '../components/checkout-layout';
import { DisclosureRows } from '../components/disclosure-rows';
import { ReceiptNotice } from '../components/receipt-notice';

const UNAVAILABLE = m('success.unavailable');

/**
 * Under "Transfer Successful!", the status says where the money is in words that agree with it
 * (a bare "Processing" read as if the payment were still in doubt, issue #29).
 */
const STATUS_LABELS: Record<string, string> = {
  pending: m('status.pending'),
  processing: m('status.processing'),
  bank_clearing: m('status.bankClearing'),
  ready_for_pickup: m('status.readyForPickup'),
  completed: m('status.completed'),
  failed: m('status.failed'),
  cancelled: m('status.cancelled'),
};

/** The label's key: a pickup code means the cash is waiting; a bank debit in flight is still clearing. */
function shownStatus(session: CheckoutSession, bankClearing: boolean): string {
  if (session.status !== 'processing') return session.status;
  if (session.pickupCode) return 'ready_for_pickup';
  return bankClearing ? 'bank_clearing' : 'processing';
}

/** /success?session_id=…[&provider=card|teller]: where a paid transfer lands (spec section 2). */
export default function SuccessRoute() {
  const [query] = useSearchParams();
  const sessionId = query.get('session_id');
  // The webhook, not this redirect, settles the payment: follow the status until it is final.
  const { data: session, error, isLoading } = useCheckoutSession(sessionId, { poll: true });

  if (!sessionId) {
    return <Unavailable title={UNAVAILABLE} message={m('success.noSession')} />;
  }
  if (error && !session) {
    return <Unavailable title={UNAVAILABLE} message={m('success.loadFailed')} />;
  }
  if (isLoading) return <Spinner label={m('success.loading')} className="py-24" />;
  if (!session) {
    return <Unavailable title={UNAVAILABLE} message={m('success.notNow')} />;
  }
  return <TransferResult session={session} provider={query.get('provider')} />;
}

function TransferResult({ session, provider }: { session: CheckoutSession; provider: string | null }) {
  const failed = session.status === 'failed' || session.status === 'cancelled';
  const recipient = recipientFullName(session);
  // The transfer knows how it was paid; the query says so only for the redirect from checkout.
  const bankPayment = session.paymentMethod ? session.paymentMethod === 'ach' : provider === 'teller';
  const bankClearing = bankPayment && !isFinalStatus(session.status);
  const t = useT();

  return (
    <CheckoutCard>
      <div className="text-center">
        <span
          aria-hidden="true"
          className={cn(
            'mx-auto flex size-14 items-center justify-center rounded-full',
            failed ? 'bg-red-100 text-red-600' : 'bg-brand-100 text-brand-700',
          )}
        >
          {failed ? <XIcon className="size-7" /> : <CheckIcon className="size-7" />}
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          {failed ? (session.status === 'failed' ? t('success.failedTitle') : t('success.cancelledTitle')) : t('success.title')}
        </h1>
        <p className="mt-2 text-slate-600">
          {failed
            ? session.failureReason || t('success.didNotGoThrough', { recipient })
            : t('success.onItsWay', { recipient })}
        </p>
      </div>

      {session.status === 'processing' && session.pickupCode && (
        <PickupCode code={session.pickupCode} recipientFirstName={session.recipientInfo.firstName} />
      )}

      <dl className="mt-8 divide-y divide-slate-100">
        <SummaryRow testId="success-amount-sent" label={t('success.amountSent')} value={formatMoney(session.amount)} />
        <SummaryRow testId="success-service-fee" label={t('checkout.summary.fee')} value={formatMoney(session.feeAmount)} />
        <SummaryRow testId="success-total-paid" label={t('success.totalPaid')} value={formatMoney(session.totalAmount)} strong />
        <SummaryRow
          testId="success-recipient-gets"
          label={t('checkout.summary.recipientGets')}
          value={formatMoney(session.recipientAmount, session.currencyCode)}
          strong
        />
        {!failed && <DisclosureRows session={session} beforePayment={false} />}
        <div className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-600">{t('success.status')}</dt>
          <dd data-testid="transfer-status" data-status={session.status}>
            <StatusBadge status={shownStatus(session, bankClearing)} />
          </dd>
        </div>
        {session.reference && (
          <div className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-600">{t('success.reference')}</dt>
            <dd data-testid="transfer-reference" className="font-mono font-semibold text-slate-900">
              {session.reference}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-600">{t('success.transactionId')}</dt>
          <dd data-testid="transaction-id" className="font-mono text-slate-900" title={session.sessionId}>
            {shortTransactionId(session.sessionId)}
          </dd>
        </div>
      </dl>

      {!failed && (
        <section aria-labelledby="delivery-information" className="mt-6 flex gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <ClockIcon className="mt-0.5 text-brand-700" />
          <div>
            <h2 id="delivery-information" className="font-semibold text-slate-900">
              {t('success.deliveryTitle')}
            </h2>
            <p className="mt-1 text-slate-600">
              {t('success.deliveryText', { recipient })}
            </p>
            {bankClearing && (
              <p data-testid="bank-clearing-note" className="mt-2 text-slate-600">
                {t('success.bankClearing')}
              </p>
            )}
          </div>
        </section>
      )}

      {!failed && <ReceiptNotice session={session} />}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={paths.home} variant="secondary">
          {t('checkout.returnHome')}
        </ButtonLink>
        <ButtonLink to={paths.transfer}>{t('success.sendAnother')}</ButtonLink>
      </div>
    </CheckoutCard>
  );
}

function StatusBadge({ status }: { status: string }) {
  const translate = useTranslateIfId();
  const tone =
    status === 'completed' || status === 'ready_for_pickup'
      ? 'bg-green-100 text-green-800'
      : status === 'failed' || status === 'cancelled'
        ? 'bg-red-100 text-red-800'
        : 'bg-yellow-100 text-yellow-800';
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>
      {translate(STATUS_LABELS[status] ?? status)}
    </span>
  );
}
