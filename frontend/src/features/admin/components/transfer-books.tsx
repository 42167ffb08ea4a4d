import { useId } from 'react';
import { formatMoney } from '@/lib/format-money';
import type { TransferBooks } from '../api/admin-timeline';
import { formatRate, statusWords } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';

const COLUMNS = ['Phase', 'Debit', 'Credit', 'Amount', 'Rule'] as const;

const none = <span className="text-slate-500">—</span>;

const SOURCE_TEXT = { partner_quote: "partner's quote", at_request: 'when requested' } as const;

/** A transfer's books: its exchange (the sender's rate, our cost, the spread and partner fee booked) and every ledger entry. */
export function TransferBooksSection({ books }: { books: TransferBooks }) {
  const headingId = useId();
  const { exchange } = books;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Books
      </h4>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Sender's rate</dt>
          <dd className="font-medium text-slate-900">{formatRate(exchange.customerRate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Our cost</dt>
          <dd className="font-medium text-slate-900">
            {exchange.costRate === null ? 'Not known' : `${formatRate(exchange.costRate)} (${SOURCE_TEXT[exchange.costSource ?? 'at_request']})`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">FX spread</dt>
          <dd className={exchange.spread !== null && exchange.spread < 0 ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>
            {exchange.spread === null ? 'None booked' : formatMoney(exchange.spread)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Partner fee</dt>
          <dd className="font-medium text-slate-900">{exchange.partnerFee === null ? 'None booked' : formatMoney(exchange.partnerFee)}</dd>
        </div>
      </dl>
      {books.entries.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing is booked for this transfer yet.</p>
      ) : (
        <AdminTable
          caption="Ledger entries"
          columns={COLUMNS.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        >
          {books.entries.map((entry) => (
            <tr key={entry.id} data-code={entry.code}>
              <td className={`${cellClass} whitespace-nowrap`}>{statusWords(entry.phase)}</td>
              <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{entry.debit}</td>
              <td className={`${cellClass} whitespace-nowrap font-mono text-xs`}>{entry.credit}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatMoney(entry.amount, entry.currency)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{entry.code ? statusWords(entry.code) : none}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
