import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { deliveryExplanation, deliveryMethodsFor, effectiveDeliveryMethod, type DeliveryMethodInfo } from '@/config/delivery-methods';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { banksOf, useDeliveryOptions } from '@/lib/data/delivery-options';
import type { DeliveryField, DeliveryValues } from '@/lib/delivery-choice';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';

type DeliveryMethodFieldsProps = {
  country: string;
  values: DeliveryValues;
  errors: Partial<Record<DeliveryField, string>>;
  onChange: (field: DeliveryField, value: string) => void;
  /** The name of the bank in `values.bankId`, shown until the bank list has loaded. */
  bankName?: string | null;
};

/**
 * "Receives by": the country's delivery methods (as fixed text when there is only one), and
 * for a bank account the bank and the account number. Shared by the recipient forms and the
 * send screen.
 */
export function DeliveryMethodFields({ country, values, errors, onChange, bankName }: DeliveryMethodFieldsProps) {
  const methods = deliveryMethodsFor(country);
  const chosen = effectiveDeliveryMethod(country, values.deliveryMethod);
  if (methods.length === 0 || !chosen) return null;
  return (
    <div className="space-y-4">
      {methods.length === 1 ? (
        <SingleMethod method={methods[0]!} />
      ) : (
        <MethodOptions
          methods={methods}
          value={chosen}
          error={errors.deliveryMethod}
          onChange={(value) => onChange('deliveryMethod', value)}
        />
      )}
      {chosen === 'bank_account' && (
        <BankFields country={country} values={values} errors={errors} onChange={onChange} bankName={bankName} />
      )}
    </div>
  );
}

function Explanation({ method, id }: { method: DeliveryMethodInfo; id?: string }) {
  const t = useT();
  const explanation = deliveryExplanation(method, t);
  // Cash pickup asks something of the recipient, so its explanation stands out.
  return method.value === 'cash_pickup' ? (
    <p id={id} className="mt-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
      {explanation}
    </p>
  ) : (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {explanation}
    </p>
  );
}

function SingleMethod({ method }: { method: DeliveryMethodInfo }) {
  const labelId = useId();
  const t = useT();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {t('checkout.summary.receivesBy')}
      </p>
      <p className="mt-1 text-sm font-semibold text-slate-900">{t(method.labelId)}</p>
      <Explanation method={method} />
    </div>
  );
}

type MethodOptionsProps = {
  methods: readonly DeliveryMethodInfo[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function MethodOptions({ methods, value, error, onChange }: MethodOptionsProps) {
  const errorId = useId();
  const optionId = useId();
  const t = useT();
  const translate = useTranslateIfId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('checkout.summary.receivesBy')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const checked = method.value === value;
          const id = `${optionId}-${method.value}`;
          return (
            <label
              key={method.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="deliveryMethod"
                value={method.value}
                checked={checked}
                onChange={() => onChange(method.value)}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span id={`${id}-title`} className="block text-sm font-semibold text-slate-900">
                  {t(method.labelId)}
                </span>
                <span id={`${id}-description`} className="block text-sm text-slate-600">
                  {deliveryExplanation(method, t)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {translate(error)}
        </p>
      )}
    </fieldset>
  );
}

function BankFields({ country, values, errors, onChange, bankName }: DeliveryMethodFieldsProps) {
  const { data, error, isLoading } = useDeliveryOptions(country);
  const banks = banksOf(data);
  const t = useT();
  const options: SelectOption[] = [
    { value: '', label: isLoading ? t('delivery.loadingBanks') : t('delivery.chooseBank') },
    ...banks.map((bank) => ({ value: bank.id, label: bank.name })),
  ];
  // A saved bank stays shown while the list loads (or if the partner no longer lists it).
  if (values.bankId && !banks.some((bank) => bank.id === values.bankId)) {
    options.push({ value: values.bankId, label: bankName || values.bankId });
  }
  const loadError =
    error && !data ? errorMessage(error, t('delivery.banksFailed')) : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('paymentMethods.bank')}
        name="bankId"
        options={options}
        value={values.bankId}
        error={errors.bankId ?? loadError}
        onChange={(event) => onChange('bankId', event.target.value)}
      />
      <Input
        label={t('paymentMethods.numbers.account')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        value={values.accountNumber}
        error={errors.accountNumber}
        onChange={(event) => onChange('accountNumber', event.target.value)}
      />
    </div>
  );
}
