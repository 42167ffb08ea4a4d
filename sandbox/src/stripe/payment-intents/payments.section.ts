import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import { describePaymentMethod, type StoredPaymentMethod } from '../payment-methods/payment-method.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { PaymentIntentObject } from './payment-intent.js';

const statusBadge: Record<string, string> = {
  succeeded: 'ok',
  canceled: 'muted',
  processing: 'pending',
  requires_payment_method: 'failed',
};

function paymentMethodOf(intent: PaymentIntentObject, paymentMethods: StripeObjectStore<StoredPaymentMethod>) {
  const failedWith = intent.last_payment_error?.payment_method;
  const used = intent.payment_method ? paymentMethods.find(intent.payment_method)?.object : undefined;
  const object = used ?? failedWith;
  if (object) return describePaymentMethod(object);
  return intent.payment_method ?? null;
}

function declineReason(intent: PaymentIntentObject): string | null {
  const error = intent.last_payment_error;
  if (!error) return null;
  return `${error.decline_code ?? error.code}: ${error.message}`;
}

function refundNote(intent: PaymentIntentObject, refunded: number) {
  if (refunded === 0) return '';
  const what = refunded >= intent.amount_received ? 'refunded' : `${formatAmount(refunded, intent.currency)} refunded`;
  return html`<div class="muted small">${what}</div>`;
}

/** PaymentIntents newest first, with the card used, why the last attempt failed and what was refunded. */
export function paymentsSection(
  paymentIntents: StripeObjectStore<PaymentIntentObject>,
  paymentMethods: StripeObjectStore<StoredPaymentMethod>,
  /** Minor units refunded so far of a PaymentIntent. */
  refundedAmount: (paymentIntentId: string) => number = () => 0,
): PageSection {
  return {
    id: 'payments',
    title: 'Payments',
    render() {
      const list = paymentIntents.newestFirst();
      if (list.length === 0) return html`<p class="empty">No PaymentIntents yet.</p>`;
      const rows = list.map((intent) => {
        const method = paymentMethodOf(intent, paymentMethods);
        const reason = declineReason(intent);
        return html`<tr>
          <td class="nowrap">${formatTime(new Date(intent.created * 1000).toISOString())}</td>
          <td class="mono">${intent.id}${intent.description ? html`<div class="muted small">${intent.description}</div>` : ''}</td>
          <td class="nowrap">${formatAmount(intent.amount, intent.currency)}</td>
          <td><span class="badge badge-${statusBadge[intent.status] ?? 'pending'}">${intent.status}</span>${refundNote(intent, refundedAmount(intent.id))}</td>
          <td class="nowrap">${method ?? html`<span class="muted">—</span>`}</td>
          <td>${reason ?? html`<span class="muted">—</span>`}</td>
        </tr>`;
      });
      return html`<p class="count">${list.length} PaymentIntent${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>PaymentIntent</th><th>Amount</th><th>Status</th><th>Payment method</th><th>Decline reason</th></tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
    },
  };
}
