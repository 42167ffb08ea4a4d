import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CardNumberInput, CvvInput } from '@/components/card-inputs';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useProviderConfig } from '@/lib/data/provider-config';
import { CardTokenizationError, tokenizeCard } from '@/lib/tokenize-card';
import {
  EXPIRY_MONTHS,
  INVALID_ROUTING_NUMBER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  ROUTING_NUMBER_LENGTH,
  expiryYears,
  formatRoutingNumber,
  isValidRoutingNumber,
  type BankAccountType,
  type PaymentMethodType,
} from '../api/payment-method-input';
import { useAddPaymentMethod, type AddPaymentMethodInput } from '../api/payment-method-writes';

const ADD_FAILED = 'Failed to add payment method';

type CardValues = { cardholderName: string; cardNumber: string; expiryMonth: string; expiryYear: string; cvv: string };
type BankValues = {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
};

const EMPTY_CARD: CardValues = { cardholderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '' };
const EMPTY_BANK: BankValues = {
  accountHolderName: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
};

/** Thrown to end a submission with a toast already chosen. */
class AddFailure extends Error {}

/** Spec section 8: a message mentioning "already saved" is a duplicate. */
function failureTitle(message: string): string {
  return message.includes('already saved') ? 'Duplicate Payment Method' : 'Error';
}

/**
 * Spec section 2, "Add payment method". A card goes to the card provider first, and only the
 * payment method id it answers reaches our server (ENGINEERING.md sections 4 and 8).
 */
export function AddPaymentMethodForm({ initialType }: { initialType: PaymentMethodType }) {
  const [type, setType] = useState<PaymentMethodType>(initialType);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [bank, setBank] = useState<BankValues>(EMPTY_BANK);
  const [formError, setFormError] = useState<string>();
  const [routingError, setRoutingError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { data: provider } = useProviderConfig();
  const addPaymentMethod = useAddPaymentMethod();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [years] = useState(() => expiryYears());

  function updateCard(field: keyof CardValues, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    setFormError(undefined);
  }

  function updateBank<Field extends keyof BankValues>(field: Field, value: BankValues[Field]) {
    setBank((current) => ({ ...current, [field]: value }));
    setFormError(undefined);
    if (field === 'routingNumber') setRoutingError(undefined);
  }

  function chooseType(next: PaymentMethodType) {
    setType(next);
    setFormError(undefined);
  }

  function fail(message: string) {
    toast({ title: failureTitle(message), description: message, variant: 'destructive' });
  }

  async function cardInput(): Promise<AddPaymentMethodInput> {
    if (!provider) throw new AddFailure(ADD_FAILED);
    try {
      const paymentMethodId = await tokenizeCard(
        {
          name: card.cardholderName,
          number: card.cardNumber,
          expiry: `${card.expiryMonth}/${card.expiryYear.slice(-2)}`,
          cvc: card.cvv,
        },
        { apiBaseUrl: provider.stripeApiBaseUrl, publishableKey: provider.stripePublishableKey },
      );
      return { type: 'card', paymentMethodId };
    } catch (error) {
      throw new AddFailure(error instanceof CardTokenizationError ? error.message : ADD_FAILED);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;

    const values = type === 'card' ? Object.values(card) : Object.values(bank);
    if (values.some((value) => value.trim() === '')) {
      setFormError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    if (type === 'bank_account' && !isValidRoutingNumber(bank.routingNumber)) {
      setRoutingError(INVALID_ROUTING_NUMBER_MESSAGE);
      const field = form.elements.namedItem('routingNumber');
      if (field instanceof HTMLElement) field.focus();
      return;
    }

    setBusy(true);
    try {
      const input: AddPaymentMethodInput =
        type === 'card'
          ? await cardInput()
          : {
              type: 'bank_account',
              accountNumber: bank.accountNumber.replace(/\s/g, ''),
              routingNumber: bank.routingNumber,
              accountType: bank.accountType,
              bankName: bank.bankName.trim(),
              accountHolderName: bank.accountHolderName.trim(),
            };
      await addPaymentMethod(input);
    } catch (error) {
      fail(error instanceof AddFailure ? error.message : errorMessage(error, ADD_FAILED));
      setBusy(false);
      return;
    }
    toast({ title: 'Payment method added successfully' });
    navigate(paths.paymentMethods);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Payment method details" className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Payment method type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TypeOption value="card" checked={type === 'card'} onSelect={chooseType}>
            Credit/Debit Card
          </TypeOption>
          <TypeOption value="bank_account" checked={type === 'bank_account'} onSelect={chooseType}>
            Bank Account
          </TypeOption>
        </div>
      </fieldset>

      {type === 'card' ? (
        <div className="space-y-5">
          <Input
            label="Cardholder Name"
            name="cardholderName"
            autoComplete="cc-name"
            value={card.cardholderName}
            onChange={(event) => updateCard('cardholderName', event.target.value)}
          />
          <CardNumberInput value={card.cardNumber} onValueChange={(value) => updateCard('cardNumber', value)} />
          <div className="grid grid-cols-3 gap-4">
            <Select
              label="Expiry Month"
              name="expiryMonth"
              autoComplete="cc-exp-month"
              placeholder="MM"
              options={EXPIRY_MONTHS}
              value={card.expiryMonth}
              onChange={(value) => updateCard('expiryMonth', value)}
            />
            <Select
              label="Expiry Year"
              name="expiryYear"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              options={years}
              value={card.expiryYear}
              onChange={(value) => updateCard('expiryYear', value)}
            />
            <CvvInput value={card.cvv} onValueChange={(value) => updateCard('cvv', value)} />
          </div>
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
            We accept Visa and Mastercard. Your card details go straight to our card processor and never reach our
            servers.
          </p>
        </div>
      ) : (
        <div className="space-y-5">
          <Input
            label="Account Holder Name"
            name="accountHolderName"
            autoComplete="name"
            value={bank.accountHolderName}
            onChange={(event) => updateBank('accountHolderName', event.target.value)}
          />
          <Input
            label="Bank Name"
            name="bankName"
            autoComplete="off"
            value={bank.bankName}
            onChange={(event) => updateBank('bankName', event.target.value)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Routing Number"
              name="routingNumber"
              autoComplete="off"
              inputMode="numeric"
              maxLength={ROUTING_NUMBER_LENGTH}
              error={routingError}
              value={bank.routingNumber}
              onChange={(event) => updateBank('routingNumber', formatRoutingNumber(event.target.value))}
            />
            <Input
              label="Account Number"
              name="accountNumber"
              autoComplete="off"
              inputMode="numeric"
              maxLength={17}
              value={bank.accountNumber}
              onChange={(event) => updateBank('accountNumber', event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <Select
            label="Account Type"
            name="accountType"
            options={['checking', 'savings']}
            optionLabel={(value) => (value === 'checking' ? 'Checking' : 'Savings')}
            value={bank.accountType}
            onChange={(value) => updateBank('accountType', value === 'savings' ? 'savings' : 'checking')}
          />
        </div>
      )}

      {formError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {formError}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to={paths.paymentMethods} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" busy={busy}>
          Add Payment Method
        </Button>
      </div>
    </form>
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

type SelectProps = {
  label: string;
  name: string;
  options: readonly string[];
  optionLabel?: (value: string) => string;
  /** An empty first choice, shown until one is picked. */
  placeholder?: string;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
};

function Select({ label, name, options, optionLabel = (value) => value, placeholder, autoComplete, value, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
