import { useId, type ReactNode } from 'react';
import { BanknoteIcon, CreditCardIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { canPayWith, usePaymentMethodTypeLabel, type PaymentMethod } from '@/lib/data/payment-methods';
import { isSavedCard, savedMethodValue } from '../api/saved-payment-methods';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';

type PaymentMethodOptionsProps = {
  saved: readonly PaymentMethod[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Spec section 2: saved methods first, then a new bank account or a new card. */
export function PaymentMethodOptions({ saved, value, onChange, error }: PaymentMethodOptionsProps) {
  const errorId = useId();
  const t = useT();
  const translate = useTranslateIfId();
  const typeLabel = usePaymentMethodTypeLabel();
  const option = (optionValue: string) => ({
    value: optionValue,
    checked: value === optionValue,
    onSelect: () => onChange(optionValue),
  });

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('send.payment.legend')}</legend>
      {saved.length > 0 && (
        <div className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('send.payment.saved')}</p>
          {saved.map((method) => {
            const usable = canPayWith(method);
            return (
              <Option
                key={method.id}
                {...option(savedMethodValue(method))}
                disabled={!usable}
                icon={isSavedCard(method) ? <CreditCardIcon /> : <BanknoteIcon />}
                title={method.name}
                description={
                  <>
                    {typeLabel(method.type)}
                    {method.lastFour && <> •••• {method.lastFour}</>}
                    {method.isDefault && (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {t('send.payment.default')}
                      </span>
                    )}
                    {!usable && (
                      <span className="block font-medium text-amber-800" data-testid="verify-first">
                        {t('send.payment.verifyFirst')}
                      </span>
                    )}
                  </>
                }
              />
            );
          })}
        </div>
      )}
      <div className="space-y-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('send.payment.new')}</p>
        <Option
          {...option('ach')}
          icon={<BanknoteIcon />}
          title={t('send.payment.newBank')}
          description={t('send.payment.newBankDescription')}
        />
        <Option
          {...option('card')}
          icon={<CreditCardIcon />}
          title={t('send.payment.newCard')}
          description={t('send.payment.newCardDescription')}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {translate(error)}
        </p>
      )}
    </fieldset>
  );
}

type OptionProps = {
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  description: ReactNode;
};

function Option({ value, checked, disabled = false, onSelect, icon, title, description }: OptionProps) {
  const id = useId();
  // The whole card is the click target, but the radio is named by its title alone (the
  // description is announced as such), so "New Credit/Debit Card" finds exactly one radio.
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 transition-colors',
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-75'
          : checked
            ? 'cursor-pointer border-brand-600 bg-brand-50'
            : 'cursor-pointer border-slate-200 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="mt-1 size-4 accent-brand-600"
      />
      <span className="text-slate-600">{icon}</span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block text-sm font-semibold text-slate-900">
          {title}
        </span>
        <span id={`${id}-description`} className="block text-sm text-slate-600">
          {description}
        </span>
      </span>
    </label>
  );
}
