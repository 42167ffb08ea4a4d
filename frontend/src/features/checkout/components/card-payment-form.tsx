import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { CardDetailsFields, useCardFields } from '@/components/card-element-fields';
import { StripeElements } from '@/components/stripe-elements';
import { errorMessage } from '@/lib/api-error';
import { completeCardAction } from '@/lib/stripe-js';
import { payByCard } from '../api/pay-by-card';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import { PaymentActions, SavePaymentMethodCheckbox } from './checkout-layout';
import { useT } from '@/lib/i18n/messages';


type CardPaymentFormProps = { sessionId: string; totalAmount: number };

/**
 * Spec section 2, "Card checkout". The card is typed into Stripe.js's Elements, which create
 * the payment method themselves: only its id reaches our server, and the card never passes
 * through our JavaScript (ENGINEERING.md section 8).
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  return (
    <StripeElements>
      <CardPaymentFields {...props} />
    </StripeElements>
  );
}

function CardPaymentFields({ sessionId, totalAmount }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const card = useCardFields();
  const [name, setName] = useState('');
  const [savePaymentMethod, setSavePaymentMethod] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { state, busy, start, stop, fail, succeed } = usePaymentAttempt({ sessionId, provider: 'card' });
  const t = useT();
  const PAYMENT_FAILED = t('checkout.card.failed');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !card.allFilled) {
      setFormError(t('checkout.card.fillAll'));
      return;
    }
    // The field in question already says what is wrong.
    if (card.hasError) return;
    const cardNumber = elements?.getElement(CardNumberElement);
    if (!stripe || !cardNumber) {
      fail(PAYMENT_FAILED);
      return;
    }

    if (!start()) return;
    const created = await stripe.createPaymentMethod({
      type: 'card',
      card: cardNumber,
      billing_details: { name: name.trim() },
    });
    if (created.error) {
      if (created.error.type === 'validation_error' && card.showValidationError(created.error)) {
        stop();
        return;
      }
      fail(created.error.message || PAYMENT_FAILED);
      return;
    }

    let clientSecret: string | undefined;
    try {
      const result = await payByCard({ sessionId, paymentMethodId: created.paymentMethod.id, savePaymentMethod });
      if (!result.success) {
        fail(result.message || t('checkout.card.paymentFailed'));
        return;
      }
      clientSecret = result.requiresAction ? (result.clientSecret ?? undefined) : undefined;
    } catch (error) {
      // A decline (402) leaves the transfer payable: the sender can try another card.
      fail(errorMessage(error, PAYMENT_FAILED));
      return;
    }

    if (clientSecret) {
      // 3-D Secure: the card's bank asks the sender to confirm. A failed or abandoned check
      // leaves the form usable; the server starts a new attempt with the next card.
      const outcome = await completeCardAction(stripe, clientSecret, PAYMENT_FAILED);
      if (!outcome.ok) {
        fail(outcome.message);
        return;
      }
    }

    succeed({ title: t('checkout.card.success.title'), description: t('checkout.card.success.description') });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('checkout.card.formLabel')} className="space-y-5" data-state={state}>
      <CardDetailsFields cardholderName={name} onCardholderNameChange={setName} card={card} onEdit={() => setFormError(undefined)} />
      <SavePaymentMethodCheckbox checked={savePaymentMethod} onChange={setSavePaymentMethod}>
        {t('checkout.card.saveCard')}
      </SavePaymentMethodCheckbox>

      <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <p>{t('checkout.card.feeNote')}</p>
        <p>{t('checkout.card.brands')}</p>
        <p>{t('checkout.card.privacy')}</p>
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
