import { Link } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTransactionPages } from '@/lib/data/transactions';
import { TransactionRow } from '../components/transaction-row';
import { useT } from '@/lib/i18n/messages';

export default function TransactionsRoute() {
  const { transactions, error, hasMore, isLoadingMore, loadMore, mutate } = useTransactionPages();
  const t = useT();

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('transactions.title')}</h1>
        <p className="mt-1 text-slate-600">{t('transactions.description')}</p>
      </div>

      {error && !transactions ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-slate-600">
            {t('transactions.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('transactions.tryAgain')}
          </Button>
        </div>
      ) : !transactions ? (
        <Spinner label={t('transactions.loading')} className="py-16" />
      ) : transactions.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="text-slate-600">{t('transactions.none')}</p>
          <Link to={paths.send} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            {t('transactions.sendFirst')}
          </Link>
        </Card>
      ) : (
        <>
          <ul className="space-y-4">
            {transactions.map((transaction) => (
              <li key={transaction.id}>
                <TransactionRow transaction={transaction} />
              </li>
            ))}
          </ul>
          {error ? (
            <p role="alert" className="text-center text-sm text-slate-600">
              {t('transactions.loadMoreFailed')}
            </p>
          ) : null}
          {hasMore && (
            <div className="flex justify-center">
              <Button variant="secondary" busy={isLoadingMore} onClick={() => void loadMore()}>
                {t('transactions.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
