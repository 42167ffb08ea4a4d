import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { groupDigits } from '../api/admin-finance';
import { useOperatorCan } from '../api/admin-session';

/** Today as the server counts days (UTC), for date inputs' `max`. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A download of an export: a plain link (the admin session's cookie goes with it), the server
 * names the file. Exports are finance's (and an owner's): no link for other roles.
 */
export function CsvDownloadLink({ href, children }: { href: string; children: ReactNode }) {
  const canExport = useOperatorCan('finance');
  if (!canExport) return null;
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {children}
    </a>
  );
}

/** A labelled day picker (UTC days, as the server reads them). */
export function DayInput({ label, value, onChange, min, max }: { label: string; value: string; onChange: (value: string) => void; min?: string; max?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max ?? todayUtc()}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600"
      />
    </label>
  );
}

type FinanceSectionProps = {
  id: string;
  title: string;
  description: string;
  /** Filters and downloads, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One finance view: a titled card whose tables scroll sideways on a phone rather than squeeze. */
export function FinanceSection({ id, title, description, actions, children }: FinanceSectionProps) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="space-y-4">
        <div className="space-y-1">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {actions && <div className="flex flex-wrap items-end gap-3">{actions}</div>}
        {children}
      </section>
    </Card>
  );
}

/** Loading and failure of one view (the server's message when it refused the dates). */
export function FinanceState({ what, error, loading, onRetry, children }: { what: string; error: unknown; loading: boolean; onRetry: () => void; children: ReactNode }) {
  if (error) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error, `We could not load the ${what}.`)}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (loading) return <Spinner label={`Loading the ${what}`} className="py-8" />;
  return <>{children}</>;
}

/** A right-aligned amount cell in tabular figures, with thousands separators; negative amounts in red. */
export function AmountCell({ value, strong = false, title }: { value: string; strong?: boolean; title?: string }) {
  return (
    <td
      title={title}
      className={cn('whitespace-nowrap px-3 py-2 text-right font-mono text-sm tabular-nums', value.startsWith('-') ? 'text-red-700' : 'text-slate-800', strong && 'font-semibold')}>
      {groupDigits(value)}
    </td>
  );
}
