import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { consumerRegulator } from '@/config/app';
import { useCountryName } from '@/components/country-flag';
import { deliveryDescription } from '@/config/delivery-methods';
import { useProviderConfig } from '@/lib/data/provider-config';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import type { Quote } from '@/lib/data/quote';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatPhone } from '@/lib/format-phone';
import { activeLocale } from '@/lib/i18n/active-language';
import { T, useT } from '@/lib/i18n/messages';

const CFPB = consumerRegulator;
const DAY_MS = 24 * 60 * 60 * 1000;
const strong = (chunks: ReactNode) => <strong className="text-slate-900">{chunks}</strong>;
const rateFormat = { format: (rate: number) => new Intl.NumberFormat(activeLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(rate) };

type ReviewTransferDialogProps = {
  open: boolean;
  quote: Quote;
  recipient: { firstName: string; lastName: string; phone: string; country: string; deliveryMethod?: string; registeredName?: string };
  method: PaymentMethod;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Before a saved card or bank account is charged: everything the Remittance Rule has a sender
 * shown before paying (amount, fee, taxes, total, rate, what the recipient receives, when, the
 * right to cancel and whom to contact), then one confirmation. Nothing is charged until then.
 */
export function ReviewTransferDialog({ open, quote, recipient, method, busy, onConfirm, onClose }: ReviewTransferDialogProps) {
  const { data: config } = useProviderConfig();
  const company = config?.company;
  const t = useT();
  const countryName = useCountryName();
  const availableBy = formatDateTime(Date.now() + DAY_MS);
  const rows: Array<[string, string, string]> = [
    ['review-amount', t('send.review.amount'), formatMoney(quote.amount)],
    ['review-fee', t('send.review.fee', { percent: quote.feePercent }), formatMoney(quote.feeAmount)],
    ['review-taxes', t('send.review.taxes'), formatMoney(0)],
    ['review-total', t('send.review.total'), formatMoney(quote.totalAmount)],
    ['review-rate', t('checkout.disclosure.rate'), `1 USD = ${rateFormat.format(quote.rate)} ${quote.currencyCode}`],
    ['review-recipient-gets', t('send.review.recipientGets'), formatMoney(quote.recipientAmount, quote.currencyCode)],
    ['review-recipient', t('checkout.summary.recipient'), `${recipient.firstName} ${recipient.lastName}`],
    ['review-receives-by', t('checkout.summary.receivesBy'), `${recipient.deliveryMethod ? deliveryDescription(recipient.deliveryMethod, null, t) : t('send.review.mobileMoney')} · ${formatPhone(recipient.phone)}`],
    ['review-country', t('send.review.country'), countryName(recipient.country)],
    ['review-pay-with', t('send.review.payWith'), `${method.name}${method.lastFour ? ` •••• ${method.lastFour}` : ''}`],
    ['review-available', t('checkout.disclosure.available'), t('checkout.disclosure.availableWithin', { date: availableBy })],
  ];
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={t('send.review.title')} description={t('send.review.description')}>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2" data-testid={id}>
            <dt className="text-slate-600">{label}</dt>
            <dd className={id === 'review-total' ? 'font-semibold text-slate-900' : 'text-right text-slate-900'}>{value}</dd>
          </div>
        ))}
      </dl>
      {recipient.registeredName && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('send.review.confirmedHolder', { name: recipient.registeredName })}
        </p>
      )}
      <div className="mt-4 space-y-2 text-xs text-slate-600" data-testid="review-disclosure">
        <p>
          <T id="send.review.rightToCancel" values={{ b: strong }} />
        </p>
        <p>
          <T
            id="send.review.errors"
            values={{ b: strong, contact: company ? t('receipt.contactAt', { phone: company.phone, email: company.email }) : '' }}
          />
        </p>
        <p>
          {t('receipt.regulator', { company: company?.name ?? t('receipt.us'), regulator: CFPB.name, phone: CFPB.phone, website: CFPB.website })}
        </p>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('send.review.edit')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {busy ? t('checkout.processing') : t('send.review.complete')}
        </Button>
      </div>
    </Dialog>
  );
}
