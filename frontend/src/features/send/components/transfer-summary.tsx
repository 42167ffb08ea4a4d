import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { rateAlertsHref } from '@/config/paths';
import { findDeliveryMethod } from '@/config/delivery-methods';
import { errorMessage } from '@/lib/api-error';
import type { Quote } from '@/lib/data/quote';
import { formatMoney } from '@/lib/format-money';

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** "M-Pesa pays whole shillings: the amount is rounded down." when the method pays whole units. */
export function roundingNote(quote: Pick<Quote, 'deliveryMethod' | 'payoutIncrement'>): string | undefined {
  const method = findDeliveryMethod(quote.deliveryMethod);
  if (quote.payoutIncrement !== 1 || !method) return undefined;
  return `${method.label} pays ${method.wholeUnits}: the amount is rounded down.`;
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
  const usd = (amount: number | undefined) => (amount === undefined ? '—' : formatMoney(amount));
  const rows = [
    { id: 'send-amount', label: 'Send Amount', value: usd(quote?.amount) },
    { id: 'service-fee', label: `Service Fee (${feePercent}%)`, value: usd(quote?.feeAmount) },
    { id: 'total-amount', label: 'Total Amount', value: usd(quote?.totalAmount), strong: true },
    {
      id: 'recipient-gets',
      label: 'Recipient Gets',
      value: quote ? formatMoney(quote.recipientAmount, quote.currencyCode) : '—',
      strong: true,
      note: quote ? roundingNote(quote) : undefined,
    },
    {
      id: 'exchange-rate',
      label: 'Exchange Rate',
      value: quote ? `1 USD = ${rateFormat.format(quote.rate)} ${quote.currencyCode}` : '—',
    },
  ];

  return (
    <Card className="p-6">
      <section aria-labelledby="transfer-summary" aria-busy={updating || undefined}>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="transfer-summary" className="text-lg font-semibold text-slate-900">
            Transfer Summary
          </h2>
          {updating && <span className="text-xs text-slate-500">Updating…</span>}
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
                    Alert me when the rate is better
                  </Link>
                </dd>
              )}
            </div>
          ))}
        </dl>
        {!priceable && (
          <p className="mt-3 text-sm text-slate-500">Enter an amount of at least $0.01 to see the figures.</p>
        )}
        {priceable && error !== undefined && !updating && (
          <p data-testid="quote-error" className="mt-3 text-sm text-red-600">
            {errorMessage(error, "We couldn't price this transfer right now. Please try again.")}
          </p>
        )}
      </section>
    </Card>
  );
}
