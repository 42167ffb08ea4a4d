import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { auditValueText, useAuditLog } from '../api/admin-audit';
import { formatDateTime } from './admin-format';
import { AdminTable, PagedList, cellClass, headerCellClass } from './admin-table';

const COLUMNS = ['Time', 'Operator', 'Action', 'Target', 'Change', 'Source Address'] as const;

/** The api's limit on the operator filter (an email). */
const OPERATOR_EMAIL_MAX_LENGTH = 254;

/** Who changed what, newest first (ENGINEERING.md section 8: admin actions are audited). */
export function AuditTab() {
  /** The email being typed; the filter itself changes only on "Filter" (or an operator's email). */
  const [operatorText, setOperatorText] = useState('');
  const [operator, setOperator] = useState('');
  const list = useAuditLog(operator);
  const inputRef = useRef<HTMLInputElement>(null);

  const showOperator = (email: string) => {
    setOperatorText(email);
    setOperator(email);
  };
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showOperator(operatorText.trim());
  };

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Filter the audit log" onSubmit={onFilter} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <Input
            ref={inputRef}
            label="Operator email"
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={OPERATOR_EMAIL_MAX_LENGTH}
            value={operatorText}
            onChange={(event) => setOperatorText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {operator !== '' && (
          <Button
            variant="ghost"
            onClick={() => {
              showOperator('');
              // The button goes away with the filter: the focus goes back to the field.
              inputRef.current?.focus();
            }}
          >
            Clear
          </Button>
        )}
      </form>

      <PagedList
        noun="audit log"
        items={list.items}
        error={list.error}
        emptyText={operator !== '' ? `No entries for ${operator}.` : 'No admin actions recorded yet.'}
        hasMore={list.hasMore}
        isLoadingMore={list.isLoadingMore}
        isRefreshing={list.isRefreshing}
        onRetry={() => void list.retry()}
        onLoadMore={() => void list.loadMore()}
      >
        <AdminTable
          caption="Audit log"
          columns={COLUMNS.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        >
          {list.items?.map((entry) => {
            const email = entry.operator?.email;
            const session = entry.operator?.session;
            return (
              <tr key={entry.id}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
                </td>
                <td className={`${cellClass} break-all`}>
                  {email ? (
                    <button
                      type="button"
                      aria-label={`Show only ${email}'s entries`}
                      onClick={() => showOperator(email)}
                      className="text-left font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {email}
                    </button>
                  ) : (
                    '—'
                  )}
                  {email && (entry.operator?.role || session) && (
                    <span className="block text-xs text-slate-600">
                      {[entry.operator?.role, session && `session ${session.slice(0, 8)}`].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </td>
                <td className={`${cellClass} font-medium text-slate-900`}>{entry.action}</td>
                <td className={`${cellClass} break-all`}>{entry.target || '—'}</td>
                <td className={`${cellClass} break-all`}>
                  {auditValueText(entry.oldValue)} → {auditValueText(entry.newValue)}
                </td>
                <td className={`${cellClass} font-mono text-xs`}>{entry.sourceAddress || '—'}</td>
              </tr>
            );
          })}
        </AdminTable>
      </PagedList>
    </div>
  );
}
