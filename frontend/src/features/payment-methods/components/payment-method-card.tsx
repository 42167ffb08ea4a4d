import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { canPayWith, usePaymentMethodTypeLabel, type PaymentMethod } from '@/lib/data/payment-methods';
import { microdepositInstructions } from '../api/payment-method-input';
import { useT } from '@/lib/i18n/messages';

type PaymentMethodCardProps = {
  method: PaymentMethod;
  /** Set while this method is being made the default. */
  settingDefault: boolean;
  onSetDefault: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
  /** Opens the micro-deposit check of a pending bank account. */
  onVerify: (method: PaymentMethod) => void;
};

/**
 * One saved card or bank account; the card is an article named after the method. A bank account
 * that is not verified says why it cannot pay, and a pending one offers its verification.
 */
export function PaymentMethodCard({ method, settingDefault, onSetDefault, onDelete, onVerify }: PaymentMethodCardProps) {
  const nameId = useId();
  const t = useT();
  const typeLabel = usePaymentMethodTypeLabel();
  const isBank = method.type === 'bank_account';
  const usable = canPayWith(method);
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
            <p className="text-sm text-slate-600">{typeLabel(method.type)}</p>
          </div>
          <div className="flex flex-col items-end gap-1">
            {method.isDefault && <Badge tone="brand">{t('send.payment.default')}</Badge>}
            {isBank && <VerificationBadge method={method} />}
          </div>
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          {method.lastFour && (
            <div className="flex gap-2">
              <dt className="text-slate-500">{t('paymentMethods.endingIn')}</dt>
              <dd className="font-medium text-slate-900" data-testid="payment-method-last-four">
                {`•••• ${method.lastFour}`}
              </dd>
            </div>
          )}
          {method.bankName && (
            <div className="flex gap-2">
              <dt className="text-slate-500">{t('paymentMethods.bank')}</dt>
              <dd className="font-medium text-slate-900">{method.bankName}</dd>
            </div>
          )}
        </dl>
        {isBank && <VerificationNote method={method} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {isBank && method.verification === 'pending' && (
            <Button size="sm" onClick={() => onVerify(method)}>
              {t('paymentMethods.verify')}
            </Button>
          )}
          {!method.isDefault && usable && (
            <Button variant="secondary" size="sm" busy={settingDefault} onClick={() => onSetDefault(method)}>
              {t('paymentMethods.setDefault')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onDelete(method)}
          >
            {t('recipients.card.delete')}
          </Button>
        </div>
      </article>
    </Card>
  );
}

function VerificationBadge({ method }: { method: PaymentMethod }) {
  const t = useT();
  switch (method.verification) {
    case 'verified':
      return <Badge tone="success">{t('paymentMethods.verified')}</Badge>;
    case 'pending':
      return <Badge tone="warning">{t('paymentMethods.pending')}</Badge>;
    case 'failed':
    case 'unverified':
      return <Badge tone="danger">{t('paymentMethods.notVerified')}</Badge>;
    default: {
      const unhandled: never = method.verification;
      return unhandled;
    }
  }
}

/** Why a bank account cannot pay yet, and what the sender does about it. */
function VerificationNote({ method }: { method: PaymentMethod }) {
  const t = useT();
  const text =
    method.verification === 'pending'
      ? t(microdepositInstructions(method.microdepositType))
      : method.verification === 'failed'
        ? t('paymentMethods.failedNote')
        : method.verification === 'unverified'
          ? t('paymentMethods.unverifiedNote')
          : null;
  if (!text) return null;
  return (
    <p
      data-testid="payment-method-verification"
      data-verification={method.verification}
      className={cn(
        'mt-3 rounded-lg p-3 text-sm',
        method.verification === 'pending' ? 'bg-yellow-50 text-yellow-900' : 'bg-red-50 text-red-800',
      )}
    >
      {text}
    </p>
  );
}
