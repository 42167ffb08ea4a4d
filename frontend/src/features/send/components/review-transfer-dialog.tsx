import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { consumerRegulator } from '@/config/app';
import { findCountry } from '@/config/countries';
import { deliveryDescription } from '@/config/delivery-methods';
import { useProviderConfig } from '@/lib/data/provider-config';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import type { Quote } from '@/lib/data/quote';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatPhone } from '@/lib/format-phone';

const CFPB = consumerRegulator;
const DAY_MS = 24 * 60 * 60 * 1000;
const rateFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

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
  const availableBy = formatDateTime(Date.now() + DAY_MS);
  const rows: Array<[string, string, string]> = [
    ['review-amount', 'Transfer amount', formatMoney(quote.amount)],
    ['review-fee', `Transfer fee (${quote.feePercent}%)`, formatMoney(quote.feeAmount)],
    ['review-taxes', 'Transfer taxes', formatMoney(0)],
    ['review-total', 'Total you pay', formatMoney(quote.totalAmount)],
    ['review-rate', 'Exchange rate', `1 USD = ${rateFormat.format(quote.rate)} ${quote.currencyCode}`],
    ['review-recipient-gets', 'Total to recipient', formatMoney(quote.recipientAmount, quote.currencyCode)],
    ['review-recipient', 'Recipient', `${recipient.firstName} ${recipient.lastName}`],
    ['review-receives-by', 'Receives by', `${recipient.deliveryMethod ? deliveryDescription(recipient.deliveryMethod) : 'Mobile money'} · ${formatPhone(recipient.phone)}`],
    ['review-country', 'Country', findCountry(recipient.country)?.label ?? recipient.country],
    ['review-pay-with', 'You pay with', `${method.name}${method.lastFour ? ` •••• ${method.lastFour}` : ''}`],
    ['review-available', 'Available to the recipient', `Within 24 hours of payment (by ${availableBy} if paid now)`],
  ];
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title="Review your transfer" description="Check every detail. Nothing is charged until you confirm.">
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
          You confirmed that {recipient.registeredName}, who holds this account, is your recipient.
        </p>
      )}
      <div className="mt-4 space-y-2 text-xs text-slate-600" data-testid="review-disclosure">
        <p>
          <strong className="text-slate-900">Right to cancel:</strong> you can cancel this transfer for a full refund within 30 minutes of
          paying, unless the money has already been collected or paid into the recipient&apos;s account.
        </p>
        <p>
          <strong className="text-slate-900">Errors:</strong> you have a right to dispute errors in your transaction. If you think there is an
          error, contact us within 180 days{company ? ` at ${company.phone} or ${company.email}` : ''}.
        </p>
        <p>
          For questions or complaints about {company?.name ?? 'us'}, contact the {CFPB.name} at {CFPB.phone} or {CFPB.website}.
        </p>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Edit transfer
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {busy ? 'Processing...' : 'Complete Transfer'}
        </Button>
      </div>
    </Dialog>
  );
}
