import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { CardDetailsFields, useCardFields } from '@/components/card-element-fields';
import { StripeElements } from '@/components/stripe-elements';
import { errorMessage } from '@/lib/api-error';
import { REQUIRED_FIELDS_MESSAGE } from '../api/payment-method-input';
import { useAddPaymentMethod } from '../api/payment-method-writes';
import { ADD_FAILED, AddFormActions, useAddOutcome } from './add-method-outcome';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';

/** Thrown to end a submission with a toast already chosen. */
class AddFailure extends Error {}

/**
 * Spec section 2, "Add payment method", a card: typed into Stripe.js's Elements, which create
 * the payment method at the card provider. Only its id reaches our server, and the card never
 * passes through our JavaScript (ENGINEERING.md sections 4 and 8).
 */
export function CardMethodForm() {
  return (
    <StripeElements>
      <CardFields />
    </StripeElements>
  );
}

function CardFields() {
  const [cardholderName, setCardholderName] = useState('');
  const card = useCardFields();
  const stripe = useStripe();
  const elements = useElements();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const addPaymentMethod = useAddPaymentMethod();
  const outcome = useAddOutcome();
  const t = useT();
  const translate = useTranslateIfId();

  /** The card's payment method id from Stripe.js; undefined when a field shows what to fix. */
  async function createCard(): Promise<string | undefined> {
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
    return created.paymentMethod.id;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (cardholderName.trim() === '' || !card.allFilled) {
      setFormError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    // The card field in question already says what is wrong.
    if (card.hasError) return;

    setBusy(true);
    try {
      const paymentMethodId = await createCard();
      if (!paymentMethodId) {
        setBusy(false);
        return;
      }
      outcome.added(await addPaymentMethod({ type: 'card', paymentMethodId }));
    } catch (error) {
      outcome.failed(error instanceof AddFailure ? error.message : errorMessage(error, ADD_FAILED));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('paymentMethods.card.formLabel')} className="space-y-6">
      <div className="space-y-5">
        <CardDetailsFields
          cardholderName={cardholderName}
          onCardholderNameChange={setCardholderName}
          card={card}
          onEdit={() => setFormError(undefined)}
        />
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          {t('checkout.card.brands')} {t('checkout.card.privacy')}
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
