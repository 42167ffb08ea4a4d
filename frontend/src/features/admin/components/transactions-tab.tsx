import { useState } from 'react';
import { CountryName } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { countries } from '@/config/countries';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import type { SortOrder } from '../api/admin-pages';
import {
  TRANSACTION_STATUSES,
  useAdminTransactions,
  type AdminTransaction,
  type TransactionFilters,
} from '../api/admin-transactions';
import { parsePartyInfo } from '../api/party-info';
import { deliveryText, methodText, personName, shortId } from './admin-format';
import { AdminTable, PagedList, cellClass, headerCellClass } from './admin-table';
import { PartyName } from './party-details';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SORT_OPTIONS } from './sort-options';
import { AdminTransactionStatusBadge } from './status-badges';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All statuses' },
  ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) })),
];

const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All countries' },
  ...countries.map((country) => ({ value: country.value, label: country.label })),
];

const COLUMNS = ['ID', 'User', 'Amount', 'Fee', 'Recipient', 'Country', 'Method', 'Status', 'Date', 'Actions'] as const;

export function TransactionsTab() {
  const [filters, setFilters] = useState<Omit<TransactionFilters, 'search'>>({ sort: 'newest', status: '', country: '' });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const list = useAdminTransactions({ ...filters, search });
  const [viewing, setViewing] = useState<AdminTransaction | null>(null);
  const filtered = filters.status !== '' || filters.country !== '' || search.trim() !== '';

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value }))}
        />
        <SelectField
          label="Country"
          options={COUNTRY_OPTIONS}
          value={filters.country}
          onChange={(event) => setFilters((current) => ({ ...current, country: event.target.value }))}
        />
        <Input
          label="Search"
          type="search"
          placeholder="Session ID, name, email or phone"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <SelectField
          label="Sort by date"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => setFilters((current) => ({ ...current, sort: event.target.value as SortOrder }))}
        />
      </div>

      <PagedList
        noun="transactions"
        items={list.items}
        error={list.error}
        emptyText={filtered ? 'No transactions match these filters.' : 'No transactions yet.'}
        hasMore={list.hasMore}
        isLoadingMore={list.isLoadingMore}
        isRefreshing={list.isRefreshing}
        onRetry={() => void list.retry()}
        onLoadMore={() => void list.loadMore()}
      >
        <AdminTable
          caption="Transactions"
          columns={COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={headerCellClass}
              aria-sort={column === 'Date' ? (filters.sort === 'newest' ? 'descending' : 'ascending') : undefined}
            >
              {column}
            </th>
          ))}
        >
          {list.items?.map((transaction) => (
            <TransactionTableRow key={transaction.id} transaction={transaction} onView={setViewing} />
          ))}
        </AdminTable>
      </PagedList>

      <TransactionDetailsDialog transaction={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

type RowProps = { transaction: AdminTransaction; onView: (transaction: AdminTransaction) => void };

function TransactionTableRow({ transaction, onView }: RowProps) {
  const sender = parsePartyInfo(transaction.senderInfo);
  const recipient = parsePartyInfo(transaction.recipientInfo);
  const account = transaction.user;
  const accountName = personName(account);
  const contact = account?.email || account?.phone;
  return (
    <tr data-transaction-id={transaction.id}>
      <td className={cellClass}>
        <span title={String(transaction.id)} className="font-mono text-xs">
          {shortId(transaction.id)}
        </span>
      </td>
      <td className={cellClass}>
        {accountName !== 'N/A' ? (
          <span className="font-medium text-slate-900">{accountName}</span>
        ) : (
          <PartyName info={sender} />
        )}
        {contact && <span className="block text-xs text-slate-500">{contact}</span>}
      </td>
      <td className={cellClass}>{formatMoney(transaction.amount)}</td>
      <td className={cellClass}>{formatMoney(transaction.feeAmount)}</td>
      <td className={cellClass}>
        <PartyName info={recipient} />
        <span className="block whitespace-nowrap text-xs text-slate-500">
          {formatMoney(transaction.recipientAmount, transaction.currencyCode)}
        </span>
      </td>
      <td className={`${cellClass} whitespace-nowrap`}><CountryName country={transaction.country} /></td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {methodText(transaction.paymentMethod)}
        {/* How it was paid in, then how it is paid out. */}
        <span className="block text-xs text-slate-500">
          <span className="sr-only">Receives by </span>
          {deliveryText(transaction.country, transaction.deliveryMethod)}
        </span>
      </td>
      <td className={cellClass}>
        <AdminTransactionStatusBadge status={transaction.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
      </td>
      <td className={cellClass}>
        <Button variant="secondary" size="sm" onClick={() => onView(transaction)}>
          View details
        </Button>
      </td>
    </tr>
  );
}
