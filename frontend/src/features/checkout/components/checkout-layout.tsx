import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A narrow centred card, the frame of every checkout result page. */
export function CheckoutCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <Card className="p-6 sm:p-8">{children}</Card>
    </div>
  );
}

/** "Transaction Details Unavailable" and the like: a title, why, and the way home. */
export function Unavailable({ title, message }: { title: string; message: string }) {
  return (
    <CheckoutCard>
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <ButtonLink to={paths.home} className="mt-8">
          Return Home
        </ButtonLink>
      </div>
    </CheckoutCard>
  );
}

/** One "label: figure" line of a payment summary. */
export function SummaryRow({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div data-testid={testId} className="flex justify-between gap-4 py-2.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className={strong ? 'font-semibold text-slate-900' : 'text-slate-900'}>{value}</dd>
    </div>
  );
}
