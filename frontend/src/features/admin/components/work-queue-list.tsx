import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AdminTable, PagedList, headerCellClass } from './admin-table';

/**
 * A whole (unpaged) list the operator works through, as the Needs-attention and Waiting-for-
 * approval tabs show theirs: what it holds and a Refresh button, a notice when a refresh
 * failed but the list stays on screen, then the table (or its loading, error or empty state).
 */
export function WorkQueueList({
  intro,
  noun,
  caption,
  columns,
  emptyText,
  list,
  children,
}: {
  intro: string;
  noun: string;
  caption: string;
  columns: readonly string[];
  emptyText: string;
  list: { data?: { items: readonly unknown[] }; error?: unknown; isValidating: boolean; mutate: () => unknown };
  children: ReactNode;
}) {
  const { data, error, isValidating, mutate } = list;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{intro}</p>
        <Button variant="ghost" size="sm" busy={isValidating} onClick={() => void mutate()}>
          Refresh
        </Button>
      </div>
      {/* A refresh that failed keeps the list on screen, saying it may be out of date. */}
      {error && data ? (
        <p role="alert" className="text-sm text-slate-600">
          We could not refresh the list; it may be out of date.
        </p>
      ) : null}

      <PagedList noun={noun} items={data?.items} error={data ? undefined : error} emptyText={emptyText} onRetry={() => void mutate()}>
        <AdminTable
          caption={caption}
          columns={columns.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        >
          {children}
        </AdminTable>
      </PagedList>
    </>
  );
}
