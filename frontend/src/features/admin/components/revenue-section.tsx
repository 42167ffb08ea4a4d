import { useState } from 'react';
import { CountryName } from '@/components/country-flag';
import { financeUrl, REVENUE_COLUMNS, useRevenue, type RevenueReport } from '../api/admin-finance';
import { formatCount, formatDay } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { AmountCell, CsvDownloadLink, DayInput, FinanceSection, FinanceState } from './finance-controls';

/** Revenue by corridor and day over a range (the last 30 days by default), netted, with totals; and the journal's export over the same range. */
export function RevenueSection() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, error, isLoading, mutate } = useRevenue(from || undefined, to || undefined);
  const range = { from: from || undefined, to: to || undefined };
  return (
    <FinanceSection
      id="revenue"
      title="Revenue by corridor and day"
      description="USD. Fees and FX spread, minus processor and partner fees, dispute and payout losses. Days are UTC; the last 30 days unless you choose."
      actions={
        <>
          <DayInput label="From" value={from} max={to || undefined} onChange={setFrom} />
          <DayInput label="To" value={to} min={from || undefined} onChange={setTo} />
          <CsvDownloadLink href={financeUrl('exports/revenue', range)}>Download revenue CSV</CsvDownloadLink>
          <CsvDownloadLink href={financeUrl('exports/journal', range)}>Download journal CSV</CsvDownloadLink>
        </>
      }
    >
      <FinanceState what="revenue" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
        {data && <RevenueTable report={data} />}
      </FinanceState>
    </FinanceSection>
  );
}

function RevenueTable({ report }: { report: RevenueReport }) {
  const notBooked = REVENUE_COLUMNS.filter((column) => report.notBooked.includes(column.key));
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {formatDay(report.from)} to {formatDay(report.to)}
        {notBooked.length > 0 && <> · Not booked yet, shown as 0: {notBooked.map((column) => column.label.toLowerCase()).join(', ')}.</>}
      </p>
      {report.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">Nothing earned or lost in this range.</p>
      ) : (
        <AdminTable
          caption="Revenue by corridor and day"
          columns={['Day', 'Corridor', 'Delivered', ...REVENUE_COLUMNS.map((column) => column.label), 'Net'].map((column, index) => (
            <th key={column} scope="col" className={`${headerCellClass} ${index > 1 ? 'text-right' : ''}`}>
              {column}
            </th>
          ))}
        >
          {report.rows.map((row) => (
            <tr key={`${row.day}-${row.country ?? 'none'}-${row.currency ?? ''}`}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(row.day)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {row.country ? (
                  <>
                    <CountryName country={row.country} /> <span className="text-xs text-slate-500">{row.currency}</span>
                  </>
                ) : (
                  <span className="text-slate-500" title="Entries booked from a provider's records, such as Stripe's fees">Not tied to a transfer</span>
                )}
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatCount(row.delivered)}</td>
              {REVENUE_COLUMNS.map((column) => (
                <AmountCell key={column.key} value={row[column.key]} />
              ))}
              <AmountCell value={row.net} strong />
            </tr>
          ))}
          <tr className="bg-slate-50" data-testid="revenue-totals">
            <th scope="row" colSpan={2} className="px-3 py-2 text-left text-sm font-semibold text-slate-900">
              Total
            </th>
            <td className={`${cellClass} text-right font-semibold tabular-nums`}>{formatCount(report.totals.delivered)}</td>
            {REVENUE_COLUMNS.map((column) => (
              <AmountCell key={column.key} value={report.totals[column.key]} strong />
            ))}
            <AmountCell value={report.totals.net} strong />
          </tr>
        </AdminTable>
      )}
    </div>
  );
}
