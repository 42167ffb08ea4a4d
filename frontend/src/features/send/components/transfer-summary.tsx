import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { rateAlertsHref } from '@/config/paths';
import { findDeliveryMethod } from '@/config/delivery-methods';
import { errorMessage } from '@/lib/api-error';
import type { Quote } from '@/lib/data/quote';
import { formatMoney } from '@/lib/format-money';
import { activeLocale } from '@/lib/i18n/active-language';
import { useT, type Say } from '@/lib/i18n/messages';

const rateFormat = { format: (rate: number) => new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 4 }).format(rate) };

/** "M-Pesa pays whole shillings: the amount is rounded down." when the method pays whole units. */
export function roundingNote(quote: Pick<Quote, 'deliveryMethod' | 'payoutIncrement'>, say: Say): string | undefined {
  const method = findDeliveryMethod(quote.deliveryMethod);
  if (quote.payoutIncrement !== 1 || !method) return undefined;
  return say(method.roundedDownId);
}

type TransferSummaryProps = {
  /** The server's figures; while new ones load, the previous ones. */
  quote: Quote | undefined;
  /** Shown in the label until the server's figures arrive. */
  expectedFeePercent: number;
  updating: boolean;
  error: unknown;
  /** False when the amount cannot be priced (below the minimum, not a number). */
  priceable: boolean;
  /** The destination chosen: the rate alert link opens with it. */
  country?: string;
};

/** Spec section 2, "Transfer Summary": every figure is the server's, never the browser's own sums. */
export function TransferSummary({ quote, expectedFeePercent, updating, error, priceable, country }: TransferSummaryProps) {
  const feePercent = quote?.feePercent ?? expectedFeePercent;
  const t = useT();
  const usd = (amount: number | undefined) => (amount === undefined ? '—' : formatMoney(amount));
  const rows = [
    { id: 'send-amount', label: t('send.amount'), value: usd(quote?.amount) },
    { id: 'service-fee', label: t('send.summary.fee', { percent: feePercent }), value: usd(quote?.feeAmount) },
    { id: 'total-amount', label: t('send.summary.total'), value: usd(quote?.totalAmount), strong: true },
    {
      id: 'recipient-gets',
      label: t('send.summary.recipientGets'),
      value: quote ? formatMoney(quote.recipientAmount, quote.currencyCode) : '—',
      strong: true,
      note: quote ? roundingNote(quote, t) : undefined,
    },
    {
      id: 'exchange-rate',
      label: t('send.summary.rate'),
      value: quote ? `1 USD = ${rateFormat.format(quote.rate)} ${quote.currencyCode}` : '—',
    },
  ];

  return (
    <Card className="p-6">
      <section aria-labelledby="transfer-summary" aria-busy={updating || undefined}>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="transfer-summary" className="text-lg font-semibold text-slate-900">
            {t('send.summary.title')}
          </h2>
          {updating && <span className="text-xs text-slate-500">{t('send.summary.updating')}</span>}
        </div>
        <dl className="mt-4 divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.id} data-testid={`summary-${row.id}`} className="flex flex-wrap justify-between gap-x-4 py-2.5 text-sm">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className={row.strong ? 'font-semibold text-slate-900' : 'text-slate-900'}>{row.value}</dd>
              {'note' in row && row.note && (
                <dd data-testid="rounding-note" className="mt-1 w-full text-xs text-slate-500">
                  {row.note}
                </dd>
              )}
              {row.id === 'exchange-rate' && (
                <dd className="mt-1 w-full text-right text-xs">
                  <Link to={rateAlertsHref(country)} className="font-medium text-brand-700 hover:underline">
                    {t('send.summary.rateAlert')}
                  </Link>
                </dd>
              )}
            </div>
          ))}
        </dl>
        {!priceable && (
          <p className="mt-3 text-sm text-slate-500">{t('send.summary.enterAmount')}</p>
        )}
        {priceable && error !== undefined && !updating && (
          <p data-testid="quote-error" className="mt-3 text-sm text-red-600">
            {errorMessage(error, t('send.summary.priceFailed'))}
          </p>
        )}
      </section>
    </Card>
  );
}
