import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useT, type MessageId } from '@/lib/i18n/messages';

type AuthLayoutProps = {
  title: MessageId;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: the way to the other auth screen. */
  footer?: ReactNode;
};

/** The frame shared by sign-in, registration and verification. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(title)}</h1>
        {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const textLinkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
