import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { financeUrl, groupDigits, isZero, useTrialBalance, type LedgerTrialBalance } from '../api/admin-finance';
import { formatDateTime } from './admin-format';
import { AdminTable, headerCellClass } from './admin-table';
import { AmountCell, CsvDownloadLink, DayInput, FinanceSection, FinanceState } from './finance-controls';

const COLUMNS = ['Account', 'Posted debits', 'Posted credits', 'Pending debits', 'Pending credits', 'Debit balance', 'Credit balance'] as const;

/** Every account of every ledger as of a day (now by default), each ledger's totals, and whether it sums to zero. */
export function TrialBalanceSection() {
  const [asOf, setAsOf] = useState('');
  const { data, error, isLoading, mutate } = useTrialBalance(asOf || undefined);
  return (
    <FinanceSection
      id="trial-balance"
      title="Trial balance"
      description={data ? `The books as of ${formatDateTime(data.asOf)}, in each ledger's currency. Every ledger's debits must equal its credits.` : 'The books, in each ledger\'s currency.'}
      actions={
        <>
          <DayInput label="As of the end of (UTC)" value={asOf} onChange={setAsOf} />
          <CsvDownloadLink href={financeUrl('exports/trial-balance', { asOf: asOf || undefined })}>Download trial balance CSV</CsvDownloadLink>
        </>
      }
    >
      <FinanceState what="trial balance" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        <div className="space-y-6">
          {data?.ledgers.map((ledger) => (
            <LedgerTable key={ledger.currency} ledger={ledger} />
          ))}
        </div>
      </FinanceState>
    </FinanceSection>
  );
}

function LedgerTable({ ledger }: { ledger: LedgerTrialBalance }) {
  return (
    <div className="space-y-2" data-testid={`ledger-${ledger.currency}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{ledger.currency} ledger</h3>
        {ledger.balanced ? (
          <Badge tone="success">Sums to zero</Badge>
        ) : (
          <Badge tone="danger">Off by {groupDigits(isZero(ledger.difference) ? ledger.pendingDifference : ledger.difference)}</Badge>
        )}
      </div>
      <AdminTable
        caption={`Trial balance, ${ledger.currency} ledger`}
        columns={COLUMNS.map((column) => (
          <th key={column} scope="col" className={`${headerCellClass} ${column === 'Account' ? '' : 'text-right'}`}>
            {column}
          </th>
        ))}
      >
        {ledger.accounts.map((account) => (
          <tr key={account.code}>
            <th scope="row" className="px-3 py-2 text-left align-top text-sm font-normal">
              <span className="block font-mono text-xs font-medium text-slate-900">{account.code}</span>
              <span className="block max-w-xs text-xs text-slate-500">{account.description}</span>
            </th>
            <AmountCell value={account.debitsPosted} />
            <AmountCell value={account.creditsPosted} />
            <AmountCell value={account.debitsPending} />
            <AmountCell value={account.creditsPending} />
            <AmountCell value={account.debitBalance} />
            <AmountCell value={account.creditBalance} />
          </tr>
        ))}
        <tr className="bg-slate-50" data-testid={`ledger-${ledger.currency}-totals`}>
          <th scope="row" className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
            Total <span className="font-normal text-slate-600">(debits − credits: {groupDigits(ledger.difference)})</span>
          </th>
          <AmountCell value={ledger.totals.debitsPosted} strong />
          <AmountCell value={ledger.totals.creditsPosted} strong />
          <AmountCell value={ledger.totals.debitsPending} strong />
          <AmountCell value={ledger.totals.creditsPending} strong />
          <AmountCell value={ledger.totals.debitBalance} strong />
          <AmountCell value={ledger.totals.creditBalance} strong />
        </tr>
      </AdminTable>
    </div>
  );
}
