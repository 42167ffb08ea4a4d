import { Badge } from '@/components/ui/badge';
import { BanknoteIcon, CreditCardIcon } from '@/components/ui/icons';
import { usePaymentMethods, usePaymentMethodTypeLabel, type PaymentMethod } from '@/lib/data/payment-methods';
import { SectionNote } from './dashboard-section';
import { useT } from '@/lib/i18n/messages';

/** Spec section 9: the dashboard shows 2 saved payment methods. */
export const SAVED_PAYMENT_METHODS = 2;

/** The default first, then in the server's order. */
function defaultFirst(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function SavedPaymentMethods() {
  const { data } = usePaymentMethods();
  const t = useT();
  const typeLabel = usePaymentMethodTypeLabel();
  // Not there yet, failed, or none saved: all show the empty state.
  if (!data || data.length === 0) {
    return <SectionNote>{t('dashboard.noPaymentMethods')}</SectionNote>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {defaultFirst(data)
        .slice(0, SAVED_PAYMENT_METHODS)
        .map((method) => (
          <li key={method.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 items-center gap-3">
              {method.type === 'card' ? (
                <CreditCardIcon className="text-slate-500" />
              ) : (
                <BanknoteIcon className="text-slate-500" />
              )}
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{method.name}</p>
                <p className="text-sm text-slate-500">
                  {typeLabel(method.type)}
                  {method.lastFour ? ` •••• ${method.lastFour}` : ''}
                </p>
              </div>
            </div>
            {method.isDefault && <Badge tone="brand">{t('send.payment.default')}</Badge>}
          </li>
        ))}
    </ul>
  );
}
