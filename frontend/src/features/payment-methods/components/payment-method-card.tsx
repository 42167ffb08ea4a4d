import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon } from '@/components/ui/icons';
import { paymentMethodTypeLabel, type PaymentMethod } from '@/lib/data/payment-methods';

type PaymentMethodCardProps = {
  method: PaymentMethod;
  /** Set while this method is being made the default. */
  settingDefault: boolean;
  onSetDefault: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
};

/** One saved card or bank account; the card is an article named after the method. */
export function PaymentMethodCard({ method, settingDefault, onSetDefault, onDelete }: PaymentMethodCardProps) {
  const nameId = useId();
  const TypeIcon = method.type === 'bank_account' ? BanknoteIcon : CreditCardIcon;
  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={nameId} className="flex h-full flex-col">
        <div className="flex items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <TypeIcon />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={nameId} className="truncate text-base font-semibold text-slate-900">
              {method.name}
            </h2>
            <p className="text-sm text-slate-600">{paymentMethodTypeLabel(method.type)}</p>
          </div>
          {method.isDefault && <Badge tone="brand">Default</Badge>}
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          {method.lastFour && (
            <div className="flex gap-2">
              <dt className="text-slate-500">Ending in</dt>
              <dd className="font-medium text-slate-900" data-testid="payment-method-last-four">
                {`•••• ${method.lastFour}`}
              </dd>
            </div>
          )}
          {method.bankName && (
            <div className="flex gap-2">
              <dt className="text-slate-500">Bank</dt>
              <dd className="font-medium text-slate-900">{method.bankName}</dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {!method.isDefault && (
            <Button variant="secondary" size="sm" busy={settingDefault} onClick={() => onSetDefault(method)}>
              Set Default
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onDelete(method)}
          >
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
