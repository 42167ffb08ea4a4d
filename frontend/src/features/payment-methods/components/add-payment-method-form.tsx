import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardDetailsFields, useCardFields } from '@/components/card-element-fields';
import { StripeElements } from '@/components/stripe-elements';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import {
  INVALID_ROUTING_NUMBER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  ROUTING_NUMBER_LENGTH,
  formatRoutingNumber,
  isValidRoutingNumber,
  type BankAccountType,
  type PaymentMethodType,
} from '../api/payment-method-input';
import { useAddPaymentMethod, type AddPaymentMethodInput } from '../api/payment-method-writes';

const ADD_FAILED = 'Failed to add payment method';

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

/** Thrown to end a submission with a toast already chosen. */
class AddFailure extends Error {}

/** Spec section 8: a message mentioning "already saved" is a duplicate. */
function failureTitle(message: string): string {
  return message.includes('already saved') ? 'Duplicate Payment Method' : 'Error';
}

/**
 * Spec section 2, "Add payment method". A card is typed into Stripe.js's Elements, which
 * create the payment method at the card provider: only its id reaches our server, and the card
 * never passes through our JavaScript (ENGINEERING.md sections 4 and 8).
 */
export function AddPaymentMethodForm(props: { initialType: PaymentMethodType }) {
  return (
    <StripeElements>
      <PaymentMethodFields {...props} />
    </StripeElements>
  );
}

function PaymentMethodFields({ initialType }: { initialType: PaymentMethodType }) {
  const [type, setType] = useState<PaymentMethodType>(initialType);
  const [cardholderName, setCardholderName] = useState('');
  const card = useCardFields();
  const stripe = useStripe();
  const elements = useElements();
  const [bank, setBank] = useState<BankValues>(EMPTY_BANK);
  const [formError, setFormError] = useState<string>();
  const [routingError, setRoutingError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const addPaymentMethod = useAddPaymentMethod();
  const { toast } = useToast();
  const navigate = useNavigate();

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

  /** The card as a payment method created by Stripe.js; undefined when a field shows what to fix. */
  async function cardInput(): Promise<AddPaymentMethodInput | undefined> {
    const cardNumber = elements?.getElement(CardNumberElement);
    if (!stripe || !cardNumber) throw new AddFailure(ADD_FAILED);
    const created = await stripe.createPaymentMethod({
      type: 'card',
      card: cardNumber,
      billing_details: { name: cardholderName.trim() },
    });
    if (created.error) {
      if (created.error.type === 'validation_error' && card.showValidationError(created.error)) return undefined;
      throw new AddFailure(created.error.message || ADD_FAILED);
    }
    return { type: 'card', paymentMethodId: created.paymentMethod.id };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;

    const missing =
      type === 'card'
        ? cardholderName.trim() === '' || !card.allFilled
        : Object.values(bank).some((value) => value.trim() === '');
    if (missing) {
      setFormError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    // The card field in question already says what is wrong.
    if (type === 'card' && card.hasError) return;
    if (type === 'bank_account' && !isValidRoutingNumber(bank.routingNumber)) {
      setRoutingError(INVALID_ROUTING_NUMBER_MESSAGE);
      const field = form.elements.namedItem('routingNumber');
      if (field instanceof HTMLElement) field.focus();
      return;
    }

    setBusy(true);
    try {
      const input: AddPaymentMethodInput | undefined =
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
      if (!input) {
        setBusy(false);
        return;
      }
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
          <CardDetailsFields
            cardholderName={cardholderName}
            onCardholderNameChange={setCardholderName}
            card={card}
            onEdit={() => setFormError(undefined)}
          />
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
  value: string;
  onChange: (value: string) => void;
};

function Select({ label, name, options, optionLabel = (value) => value, value, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
