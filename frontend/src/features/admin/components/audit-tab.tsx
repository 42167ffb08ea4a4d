import { auditValueText, useAuditLog } from '../api/admin-audit';
import { formatDateTime } from './admin-format';
import { AdminTable, PagedList, cellClass, headerCellClass } from './admin-table';

const COLUMNS = ['Time', 'Operator', 'Action', 'Target', 'Change', 'Source Address'] as const;

/** Who changed what, newest first (ENGINEERING.md section 8: admin actions are audited). */
export function AuditTab() {
  const list = useAuditLog();
  return (
    <PagedList
      noun="audit log"
      items={list.items}
      error={list.error}
      emptyText="No admin actions recorded yet."
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
        {list.items?.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cellClass} whitespace-nowrap`}>
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
            </td>
            <td className={`${cellClass} break-all`}>{entry.operator?.email || '—'}</td>
            <td className={`${cellClass} font-medium text-slate-900`}>{entry.action}</td>
            <td className={`${cellClass} break-all`}>{entry.target || '—'}</td>
            <td className={`${cellClass} break-all`}>
              {auditValueText(entry.oldValue)} → {auditValueText(entry.newValue)}
            </td>
            <td className={`${cellClass} font-mono text-xs`}>{entry.sourceAddress || '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </PagedList>
  );
}
