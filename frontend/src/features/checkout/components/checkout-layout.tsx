import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';

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
  const t = useT();
  // Message ids (m('...')) or text.
  const translate = useTranslateIfId();
  return (
    <CheckoutCard>
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{translate(title)}</h1>
        <p className="mt-3 text-slate-600">{translate(message)}</p>
        <ButtonLink to={paths.home} className="mt-8">
          {t('checkout.returnHome')}
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

/** "Save this … for future transfers", under either payment form. */
export function SavePaymentMethodCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-700">
      <input
        type="checkbox"
        name="savePaymentMethod"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      {children}
    </label>
  );
}

/** Cancel, and the submit button of a payment form: "Pay $109.00", then "Processing...". */
export function PaymentActions({ busy, totalAmount }: { busy: boolean; totalAmount: number }) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Link to={paths.cancel} className="text-center text-sm font-semibold text-slate-600 hover:underline">
        {t('checkout.cancel')}
      </Link>
      <Button type="submit" size="lg" busy={busy} data-testid="pay-button">
        {busy ? t('checkout.processing') : t('checkout.pay', { amount: formatMoney(totalAmount) })}
      </Button>
    </div>
  );
}
