import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import type { CheckoutSession } from '../api/checkout-session';
import { SummaryRow } from './checkout-layout';
import { activeLocale } from '@/lib/i18n/active-language';
import { useT } from '@/lib/i18n/messages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "3,650" and "129.25", as the send screen shows rates (issue #29: "3650.0000 UGX" here, "3,650" there). */
const rateFormat = { format: (rate: number) => new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 4 }).format(rate) };
const dateTime = (iso: string) => formatDateTime(iso);

/** "12:04" left until `until`, counting down each second; "expired" once it passed. */
function useCountdown(until: string | null | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.max(0, Date.parse(until) - now);
  if (left === 0) return 'expired';
  const seconds = Math.floor(left / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}

/**
 * The Remittance Rule's disclosure beside the amounts: taxes (none), the exchange rate, when the
 * money is available, and (before payment) until when the rate is guaranteed, counting down.
 */
export function DisclosureRows({ session, beforePayment }: { session: CheckoutSession; beforePayment: boolean }) {
  const countdown = useCountdown(beforePayment ? session.rateGuaranteedUntil : null);
  const t = useT();
  return (
    <>
      <SummaryRow testId="checkout-taxes" label={t('checkout.disclosure.taxes')} value={formatMoney(session.taxAmount ?? 0)} />
      {session.rate != null && (
        <SummaryRow testId="checkout-rate" label={t('checkout.disclosure.rate')} value={`1 USD = ${rateFormat.format(session.rate)} ${session.currencyCode}`} />
      )}
      {(beforePayment || session.availableBy) && (
        <SummaryRow
          testId="checkout-available-by"
          label={t('checkout.disclosure.available')}
          value={
            session.availableBy
              ? t('checkout.disclosure.availableBy', { date: dateTime(session.availableBy) })
              : t('checkout.disclosure.availableWithin', { date: dateTime(new Date(Date.now() + DAY_MS).toISOString()) })
          }
        />
      )}
      {beforePayment && session.rateGuaranteedUntil && (
        <SummaryRow
          testId="checkout-rate-guaranteed"
          label={t('checkout.disclosure.rateGuaranteed')}
          value={`${dateTime(session.rateGuaranteedUntil)}${countdown ? ` (${countdown === 'expired' ? t('checkout.disclosure.expired') : t('checkout.disclosure.left', { time: countdown })})` : ''}`}
        />
      )}
    </>
  );
}
