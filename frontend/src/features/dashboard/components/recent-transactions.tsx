import { ButtonLink } from '@/components/ui/button-link';
import { PickupCode } from '@/components/pickup-code';
import { TransactionStatusBadge, senderStatus } from '@/components/transaction-status-badge';
import { recipientName, useTransactions } from '@/lib/data/transactions';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { sendAgainHref } from '@/lib/send-links';
import { SectionNote } from './dashboard-section';
import { useT } from '@/lib/i18n/messages';

/** Spec section 9: the dashboard shows the 5 latest transactions. */
export const RECENT_TRANSACTIONS = 5;

export function RecentTransactions() {
  const { data, error } = useTransactions({ limit: RECENT_TRANSACTIONS });
  const t = useT();
  if (error && !data) return <SectionNote>{t('dashboard.transactionsFailed')}</SectionNote>;
  if (!data) return <LoadingRows label={t('dashboard.loading')} />;
  if (data.length === 0) return <SectionNote>{t('dashboard.noTransactions')}</SectionNote>;
  return (
    <ul className="divide-y divide-slate-100">
      {data.slice(0, RECENT_TRANSACTIONS).map((transaction) => (
        <li key={transaction.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{recipientName(transaction)}</p>
            <p className="text-sm text-slate-500">
              <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold text-slate-900">{formatMoney(transaction.amount)}</span>
            <TransactionStatusBadge status={senderStatus(transaction)} />
            <ButtonLink to={sendAgainHref(transaction)} size="sm" variant="secondary">
              {t('transactions.sendAgain')}
            </ButtonLink>
          </div>
          {transaction.status === 'processing' && transaction.payout?.pickupCode && (
            <div className="w-full">
              <PickupCode code={transaction.payout.pickupCode} recipientFirstName={transaction.recipientInfo.firstName} compact />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * While the list loads: as many rows as it shows, shaped like them (the same wrapping on a
 * phone), so the sections below it do not jump down when it fills (issue #27, layout shift).
 */
function LoadingRows({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="divide-y divide-slate-100">
        {Array.from({ length: RECENT_TRANSACTIONS }, (_, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="w-32">
              <p className="flex h-6 items-center">
                <span className="h-4 w-full rounded bg-slate-100" />
              </p>
              <p className="flex h-5 items-center">
                <span className="h-3 w-2/3 rounded bg-slate-100" />
              </p>
            </div>
            <div className="h-9 w-[17rem] rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
