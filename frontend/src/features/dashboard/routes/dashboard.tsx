import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ArrowRightIcon, CreditCardIcon } from '@/components/ui/icons';
import type { ToastInput } from '@/components/ui/toast/toast-context';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';

type DashboardProps = {
  firstName: string;
  /**
   * Ends the session and reloads on the landing page, showing `successToast`; rejects on
   * failure. Passed in by the app: features do not reach into the auth feature.
   */
  signOut: (successToast: ToastInput) => Promise<void>;
};

export default function DashboardRoute({ firstName, signOut }: DashboardProps) {
  const [signingOut, setSigningOut] = useState(false);
  const { toast } = useToast();

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut({ title: 'Logged out successfully' });
    } catch {
      toast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' });
      setSigningOut(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back, {firstName}</h1>
          <p className="mt-1 text-slate-600">Send money to Kenya, Uganda, Ethiopia and Eritrea.</p>
        </div>
        <Button variant="secondary" busy={signingOut} onClick={onSignOut}>
          Sign out
        </Button>
      </div>

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.send} size="lg">
            Send Money
            <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink to={paths.paymentMethods} size="lg" variant="secondary">
            <CreditCardIcon />
            Payment Methods
          </ButtonLink>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardSection
          id="recent-transactions"
          title="Recent transactions"
          className="lg:col-span-2"
          link={{ to: paths.transactions, label: 'View all transactions' }}
        >
          Your latest transfers will appear here.
        </DashboardSection>
        <div className="space-y-6">
          <DashboardSection
            id="recent-recipients"
            title="Recent recipients"
            link={{ to: paths.recipients, label: 'Manage recipients' }}
          >
            The people you send money to will appear here.
          </DashboardSection>
          <DashboardSection
            id="saved-payment-methods"
            title="Saved payment methods"
            link={{ to: paths.paymentMethods, label: 'Manage payment methods' }}
          >
            Your saved cards and bank accounts will appear here.
          </DashboardSection>
        </div>
      </div>
    </div>
  );
}

type DashboardSectionProps = {
  id: string;
  title: string;
  link: { to: string; label: string };
  className?: string;
  /** The empty state. */
  children: ReactNode;
};

function DashboardSection({ id, title, link, className, children }: DashboardSectionProps) {
  return (
    <Card className={className}>
      <section aria-labelledby={id} className="p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Link to={link.to} className="whitespace-nowrap text-sm font-semibold text-brand-700 hover:underline">
            {link.label}
          </Link>
        </div>
        <p className="mt-6 rounded-xl border border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">
          {children}
        </p>
      </section>
    </Card>
  );
}
