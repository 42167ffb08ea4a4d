import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { recipientFullName, useCheckoutSession, type CheckoutSession } from '../api/checkout-session';
import { Unavailable } from './checkout-layout';
import { m, useT, useTranslateIfId } from '@/lib/i18n/messages';
import { NotPayable, PaymentSummary } from './payment-summary';

type CheckoutPageProps = {
  sessionId: string;
  title: string;
  /** How to pay; shown only while the transfer is pending. */
  children: (session: CheckoutSession) => ReactNode;
};

/** The frame of both checkouts: the way to pay beside the payment summary. */
export function CheckoutPage({ sessionId, title, children }: CheckoutPageProps) {
  const { data: session, error } = useCheckoutSession(sessionId);
  const translate = useTranslateIfId();
  const t = useT();

  if (error) {
    return (
      <Unavailable
        title={m('checkout.unavailable')}
        message={m('checkout.notFound')}
      />
    );
  }
  if (!session) return <Spinner label={m('checkout.loading')} className="py-24" />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{translate(title)}</h1>
      <p className="mt-1 text-slate-600">{t('checkout.sendingTo', { name: recipientFullName(session) })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <Card className="p-6 lg:col-span-3">
          {session.status !== 'pending' ? (
            <NotPayable session={session} />
          ) : session.underReview ? (
            <UnderReview />
          ) : (
            children(session)
          )}
        </Card>
        <PaymentSummary session={session} />
      </div>
    </div>
  );
}

/** A transfer screening holds for our team: no way to pay is offered until it is released. */
function UnderReview() {
  const t = useT();
  return (
    <div role="status" className="space-y-2 py-6 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t('checkout.underReview.title')}</h2>
      <p className="text-slate-600">{t('checkout.underReview.text')}</p>
    </div>
  );
}
