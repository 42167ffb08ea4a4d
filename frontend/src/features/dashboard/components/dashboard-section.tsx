import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type DashboardSectionProps = {
  id: string;
  title: string;
  link: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

/** A titled card of the dashboard, named by its heading (a region for assistive tech). */
export function DashboardSection({ id, title, link, className, children }: DashboardSectionProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={id} className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Link to={link.to} className="whitespace-nowrap text-sm font-semibold text-brand-700 hover:underline">
            {link.label}
          </Link>
        </div>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}

/** What a section shows when it has nothing (or could not load it). */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">{children}</p>
  );
}
