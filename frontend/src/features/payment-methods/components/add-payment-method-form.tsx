import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { PaymentMethodType } from '../api/payment-method-input';
import { BankNumbersForm } from './bank-numbers-form';
import { CardMethodForm } from './card-method-form';
import { LinkedBankAccountForm } from './linked-bank-account-form';
import { T, useT } from '@/lib/i18n/messages';

/**
 * Spec section 2, "Add payment method": a card, or a bank account, linked through the bank
 * (verified at once) unless the sender chooses to type its numbers (verified by micro-deposits).
 */
export function AddPaymentMethodForm({ initialType }: { initialType: PaymentMethodType }) {
  const [type, setType] = useState<PaymentMethodType>(initialType);
  const [bankEntry, setBankEntry] = useState<'link' | 'numbers'>('link');
  const t = useT();

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t('paymentMethods.add.type')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TypeOption value="card" checked={type === 'card'} onSelect={setType}>
            {t('paymentMethods.type.card')}
          </TypeOption>
          <TypeOption value="bank_account" checked={type === 'bank_account'} onSelect={setType}>
            {t('paymentMethods.type.bankAccount')}
          </TypeOption>
        </div>
      </fieldset>

      {type === 'card' ? (
        <CardMethodForm />
      ) : bankEntry === 'link' ? (
        <LinkedBankAccountForm onEnterNumbers={() => setBankEntry('numbers')} />
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">
            <T
              id="paymentMethods.add.linkInstead"
              values={{
                button: (chunks) => (
                  <button type="button" onClick={() => setBankEntry('link')} className="font-semibold text-brand-700 hover:underline">
                    {chunks}
                  </button>
                ),
              }}
            />
          </p>
          <BankNumbersForm />
        </div>
      )}
    </div>
  );
}

function TypeOption({
  value,
  checked,
  onSelect,
  children,
}: {
  value: PaymentMethodType;
  checked: boolean;
  onSelect: (value: PaymentMethodType) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium text-slate-900',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name="type"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="size-4 accent-brand-600"
      />
      {children}
    </label>
  );
}
