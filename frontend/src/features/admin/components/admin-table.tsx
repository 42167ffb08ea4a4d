import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export const headerCellClass = 'whitespace-nowrap px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
export const cellClass = 'px-3 py-3 align-top text-sm text-slate-700';

type AdminTableProps = {
  /** Names the table (a visually hidden caption). */
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
};

/**
 * A scrollable data table: wide tables scroll sideways on small screens instead of squeezing.
 * The box is positioned so that visually hidden (absolute) text in far-right cells is laid out
 * in it too: otherwise it escapes the scrolling and widens the whole page on a phone. It takes
 * the focus, named by the caption, so the arrow keys scroll it without a mouse (WCAG 2.1.1).
 */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="min-w-full divide-y divide-slate-200 bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

type ListStateProps = {
  /** What is being listed, for the messages: "transactions", "users"... */
  noun: string;
  items: readonly unknown[] | undefined;
  error: unknown;
  emptyText: string;
  /** A list that comes whole (not paged) leaves these three out. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /** New rows are on their way: the ones shown are dimmed. */
  isRefreshing?: boolean;
  onRetry: () => void;
  onLoadMore?: () => void;
  children: ReactNode;
};

/** Loading, failure, empty and "Load more" around a paged table. */
export function PagedList({
  noun,
  items,
  error,
  emptyText,
  hasMore = false,
  isLoadingMore = false,
  isRefreshing = false,
  onRetry,
  onLoadMore,
  children,
}: ListStateProps) {
  if (error && !items) {
    return (
      <div className="space-y-4 py-10 text-center">
        <p role="alert" className="text-slate-600">
          We could not load the {noun}.
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!items) return <Spinner label={`Loading ${noun}`} className="py-16" />;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-200 p-8 text-center text-sm text-slate-500">
        {emptyText}
      </p>
    );
  }
  return (
    <div aria-busy={isRefreshing || undefined} className={cn('space-y-4', isRefreshing && 'opacity-60 transition-opacity')}>
      {children}
      {error ? (
        <p role="alert" className="text-center text-sm text-slate-600">
          We could not load more {noun}.
        </p>
      ) : null}
      {hasMore && onLoadMore && (
        <div className="flex justify-center">
          <Button variant="secondary" busy={isLoadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

/** A label and its value, for detail dialogs (`dt` then `dd`). */
export function DetailRow({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className={cn('text-right font-medium text-slate-900', mono && 'break-all font-mono text-xs')}>{children}</dd>
    </div>
  );
}

export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('divide-y divide-slate-100', className)}>{children}</dl>;
}
