import { CardCvcElement, CardExpiryElement, CardNumberElement, useElements } from '@stripe/react-stripe-js';
import type { StripeCardNumberElementChangeEvent, StripeElementStyle, StripeError } from '@stripe/stripe-js';
import { useCallback, useId, useMemo, useState, type ComponentType } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { m, useT, useTranslateIfId, type MessageId } from '@/lib/i18n/messages';

export type CardField = 'number' | 'expiry' | 'cvc';

type FieldState = { empty: boolean; complete: boolean; error?: string };
type CardFieldsState = Record<CardField, FieldState>;

const EMPTY: FieldState = { empty: true, complete: false };
const INITIAL: CardFieldsState = { number: EMPTY, expiry: EMPTY, cvc: EMPTY };

/** The part of an Element's change event the form keeps (the same for the three Elements). */
type ChangeEvent = Pick<StripeCardNumberElementChangeEvent, 'empty' | 'complete' | 'error'>;

/** Which field a Stripe.js validation error is about, from its code (`incomplete_number`, `invalid_expiry_month`...). */
function fieldOf(code: string | undefined): CardField | undefined {
  if (!code) return undefined;
  if (code.includes('number')) return 'number';
  if (code.includes('expiry')) return 'expiry';
  if (code.includes('cvc')) return 'cvc';
  return undefined;
}

/**
 * What the card Elements have told the form: which are empty, complete or wrong (with
 * Stripe's message, shown under the field). The card data itself stays in Stripe.js's frames.
 */
export function useCardFields() {
  const [fields, setFields] = useState<CardFieldsState>(INITIAL);

  const onChange = useCallback((field: CardField, event: ChangeEvent) => {
    setFields((current) => ({
      ...current,
      [field]: { empty: event.empty, complete: event.complete, error: event.error?.message },
    }));
  }, []);

  return {
    fields,
    onChange,
    /** Every card field has something in it. */
    allFilled: !fields.number.empty && !fields.expiry.empty && !fields.cvc.empty,
    /** A field says what is wrong with it already. */
    hasError: Boolean(fields.number.error || fields.expiry.error || fields.cvc.error),
    /**
     * Shows a validation error of `createPaymentMethod` under its field; false when it is about
     * no field in particular (the caller shows it instead).
     */
    showValidationError(error: Pick<StripeError, 'code' | 'message'>): boolean {
      const field = fieldOf(error.code);
      if (!field) return false;
      setFields((current) => ({ ...current, [field]: { ...current[field], error: error.message } }));
      return true;
    },
  };
}

// Our inputs' look (components/ui/input.tsx), inside Stripe's frames.
const STYLE: StripeElementStyle = {
  base: {
    color: '#0f172a',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    fontSize: '14px',
    lineHeight: '20px',
    '::placeholder': { color: '#94a3b8' },
  },
  invalid: { color: '#0f172a' },
};

// Labels and the expiry's placeholder are message ids; the example digits read the same in every language.
const FIELDS = {
  number: { Element: CardNumberElement, label: m('card.number'), placeholder: '1234 5678 9012 3456' },
  expiry: { Element: CardExpiryElement, label: m('card.expiry'), placeholder: m('card.expiryPlaceholder') },
  cvc: { Element: CardCvcElement, label: m('card.cvc'), placeholder: '123' },
} satisfies Record<CardField, { Element: ComponentType<never>; label: MessageId; placeholder: string }>;

type CardElementFieldsProps = {
  fields: CardFieldsState;
  onChange: (field: CardField, event: ChangeEvent) => void;
  disabled?: boolean;
};

/** Card Number, then Expiry and CVV side by side: Stripe.js Elements that look like our inputs. */
export function CardElementFields({ fields, onChange, disabled = false }: CardElementFieldsProps) {
  return (
    <>
      <CardElementField field="number" state={fields.number} onChange={onChange} disabled={disabled} />
      <div className="grid grid-cols-2 gap-4">
        <CardElementField field="expiry" state={fields.expiry} onChange={onChange} disabled={disabled} />
        <CardElementField field="cvc" state={fields.cvc} onChange={onChange} disabled={disabled} />
      </div>
    </>
  );
}

function CardElementField({
  field,
  state,
  onChange,
  disabled,
}: {
  field: CardField;
  state: FieldState;
  onChange: (field: CardField, event: ChangeEvent) => void;
  disabled: boolean;
}) {
  const t = useT();
  const translate = useTranslateIfId();
  const { Element, label } = FIELDS[field];
  const placeholder = translate(FIELDS[field].placeholder);
  const elements = useElements();
  const id = useId();
  const errorId = `${id}-error`;
  // A new options object would make react-stripe-js update the Element on every render.
  const options = useMemo(() => ({ style: STYLE, placeholder, disabled }), [placeholder, disabled]);

  return (
    <div className="space-y-1.5" data-card-field={field}>
      {/* The input is inside Stripe's frame (it has its own label there); a click here focuses it. */}
      <label
        id={`${id}-label`}
        className="block text-sm font-medium text-slate-800"
        onClick={() => elements?.getElement(Element)?.focus()}
      >
        {t(label)}
      </label>
      <Element
        id={id}
        options={options}
        onChange={(event: ChangeEvent) => onChange(field, event)}
        className={cn(
          'flex h-10 w-full flex-col justify-center rounded-lg border bg-white px-3 shadow-sm',
          '[&.StripeElement--focus]:outline-2 [&.StripeElement--focus]:outline-offset-0 [&.StripeElement--focus]:outline-brand-600',
          state.error ? 'border-red-500' : 'border-slate-300',
          disabled && 'bg-slate-50',
        )}
      />
      {state.error && (
        <p id={errorId} className="text-sm text-red-600" data-testid={`card-${field}-error`}>
          {state.error}
        </p>
      )}
    </div>
  );
}

type CardDetailsFieldsProps = {
  cardholderName: string;
  onCardholderNameChange: (name: string) => void;
  card: ReturnType<typeof useCardFields>;
  /** Runs on any edit (to clear a form-level error). */
  onEdit: () => void;
};

/** The cardholder's name (our field) above the card Elements, as both card forms show them. */
export function CardDetailsFields({ cardholderName, onCardholderNameChange, card, onEdit }: CardDetailsFieldsProps) {
  const t = useT();
  return (
    <>
      <Input
        label={t('card.holderName')}
        name="cardholderName"
        autoComplete="cc-name"
        value={cardholderName}
        onChange={(event) => {
          onCardholderNameChange(event.target.value);
          onEdit();
        }}
      />
      <CardElementFields
        fields={card.fields}
        onChange={(field, change) => {
          card.onChange(field, change);
          onEdit();
        }}
      />
    </>
  );
}
