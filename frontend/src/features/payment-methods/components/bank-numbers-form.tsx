import { useId, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import {
  INVALID_ROUTING_NUMBER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  ROUTING_NUMBER_LENGTH,
  formatRoutingNumber,
  isValidRoutingNumber,
  type BankAccountType,
} from '../api/payment-method-input';
import { useAddPaymentMethod } from '../api/payment-method-writes';
import { ADD_FAILED, AddFormActions, useAddOutcome } from './add-method-outcome';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';

type BankValues = {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
};

const EMPTY_BANK: BankValues = {
  accountHolderName: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
};

/**
 * A bank account typed by its routing and account numbers. Nothing proves the sender owns it,
 * so it is saved pending: the api sends micro-deposits, which the sender confirms from the list.
 */
export function BankNumbersForm() {
  const [bank, setBank] = useState<BankValues>(EMPTY_BANK);
  const [formError, setFormError] = useState<string>();
  const [routingError, setRoutingError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const addPaymentMethod = useAddPaymentMethod();
  const outcome = useAddOutcome();
  const t = useT();
  const translate = useTranslateIfId();

  function update<Field extends keyof BankValues>(field: Field, value: BankValues[Field]) {
    setBank((current) => ({ ...current, [field]: value }));
    setFormError(undefined);
    if (field === 'routingNumber') setRoutingError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    if (Object.values(bank).some((value) => value.trim() === '')) {
      setFormError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    if (!isValidRoutingNumber(bank.routingNumber)) {
      setRoutingError(INVALID_ROUTING_NUMBER_MESSAGE);
      const field = form.elements.namedItem('routingNumber');
      if (field instanceof HTMLElement) field.focus();
      return;
    }

    setBusy(true);
    try {
      const added = await addPaymentMethod({
        type: 'bank_account',
        accountNumber: bank.accountNumber.replace(/\s/g, ''),
        routingNumber: bank.routingNumber,
        accountType: bank.accountType,
        bankName: bank.bankName.trim(),
        accountHolderName: bank.accountHolderName.trim(),
      });
      outcome.added(added);
    } catch (error) {
      outcome.failed(errorMessage(error, ADD_FAILED));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('paymentMethods.numbers.formLabel')} className="space-y-6">
      <div className="space-y-5">
        <Input
          label={t('paymentMethods.numbers.holder')}
          name="accountHolderName"
          autoComplete="name"
          value={bank.accountHolderName}
          onChange={(event) => update('accountHolderName', event.target.value)}
        />
        <Input
          label={t('paymentMethods.numbers.bankName')}
          name="bankName"
          autoComplete="off"
          value={bank.bankName}
          onChange={(event) => update('bankName', event.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('paymentMethods.numbers.routing')}
            name="routingNumber"
            autoComplete="off"
            inputMode="numeric"
            maxLength={ROUTING_NUMBER_LENGTH}
            error={routingError}
            value={bank.routingNumber}
            onChange={(event) => update('routingNumber', formatRoutingNumber(event.target.value))}
          />
          <Input
            label={t('paymentMethods.numbers.account')}
            name="accountNumber"
            autoComplete="off"
            inputMode="numeric"
            maxLength={17}
            value={bank.accountNumber}
            onChange={(event) => update('accountNumber', event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <AccountTypeSelect value={bank.accountType} onChange={(value) => update('accountType', value)} />
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          {t('paymentMethods.numbers.note')}
        </p>
      </div>

      {formError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {translate(formError)}
        </p>
      )}
      <AddFormActions busy={busy} />
    </form>
  );
}

function AccountTypeSelect({ value, onChange }: { value: BankAccountType; onChange: (value: BankAccountType) => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('paymentMethods.numbers.type')}
      </label>
      <select
        id={id}
        name="accountType"
        value={value}
        onChange={(event) => onChange(event.target.value === 'savings' ? 'savings' : 'checking')}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      >
        <option value="checking">{t('paymentMethods.numbers.checking')}</option>
        <option value="savings">{t('paymentMethods.numbers.savings')}</option>
      </select>
    </div>
  );
}
