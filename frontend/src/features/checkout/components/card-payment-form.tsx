import { useState, type FormEvent } from 'react';
import { CardNumberInput, CvvInput } from '@/components/card-inputs';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useProviderConfig } from '@/lib/data/provider-config';
import { payByCard } from '../api/pay-by-card';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import { PaymentActions, SavePaymentMethodCheckbox } from './checkout-layout';
import { CardTokenizationError, tokenizeCard, type CardDetails } from '@/lib/tokenize-card';
import {
  EXPIRY_MAX_LENGTH,
  formatExpiry,
  isValidExpiry,
} from '@/lib/card-format';

const PAYMENT_FAILED = 'There was an issue processing your payment. Please try again.';

const EMPTY_CARD: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

type CardPaymentFormProps = { sessionId: string; totalAmount: number };

/**
 * Spec section 2, "Card checkout". The card goes to the card provider, which answers with a
 * payment method id; only that id reaches our server (ENGINEERING.md section 8).
 */
export function CardPaymentForm({ sessionId, totalAmount }: CardPaymentFormProps) {
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [savePaymentMethod, setSavePaymentMethod] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { data: provider } = useProviderConfig();
  const { state, busy, start, fail, succeed } = usePaymentAttempt({ sessionId, provider: 'card' });

  function update(field: keyof CardDetails, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    setFormError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!card.name.trim() || !card.number || !card.expiry || !card.cvc) {
      setFormError('Please fill in all card details');
      return;
    }
    if (!isValidExpiry(card.expiry)) {
      setFormError('Please enter the expiry date as MM/YY');
      return;
    }
    if (!provider) {
      fail(PAYMENT_FAILED);
      return;
    }

    if (!start()) return;
    let paymentMethodId: string;
    try {
      paymentMethodId = await tokenizeCard(card, {
        apiBaseUrl: provider.stripeApiBaseUrl,
        publishableKey: provider.stripePublishableKey,
      });
    } catch (error) {
      fail(error instanceof CardTokenizationError ? error.message : PAYMENT_FAILED);
      return;
    }

    try {
      const result = await payByCard({ sessionId, paymentMethodId, savePaymentMethod });
      if (!result.success) {
        fail(result.message || 'Payment failed');
        return;
      }
    } catch (error) {
      // A decline (402) leaves the transfer payable: the sender can try another card.
      fail(errorMessage(error, PAYMENT_FAILED));
      return;
    }

    succeed({ title: 'Payment Successful!', description: 'Your card payment has been processed.' });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details" className="space-y-5" data-state={state}>
      <Input
        label="Cardholder Name"
        name="cardholderName"
        autoComplete="cc-name"
        value={card.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <CardNumberInput value={card.number} onValueChange={(value) => update('number', value)} />
      <div className="grid grid-cols-2 gap-4">
        <Input
          label="Expiry"
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={EXPIRY_MAX_LENGTH}
          value={card.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
        />
        <CvvInput value={card.cvc} onValueChange={(value) => update('cvc', value)} />
      </div>
      <SavePaymentMethodCheckbox checked={savePaymentMethod} onChange={setSavePaymentMethod}>
        Save this card for future transfers
      </SavePaymentMethodCheckbox>

      <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <p>Card payments add a 4% processing fee on top of the 5% service fee (9% total).</p>
        <p>We accept Visa and Mastercard.</p>
        <p>Your card details go straight to our card processor and never reach our servers.</p>
      </div>

      {formError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {formError}
        </p>
      )}

      <PaymentActions busy={busy} totalAmount={totalAmount} />
    </form>
  );
}
