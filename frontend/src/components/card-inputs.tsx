import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { CARD_NUMBER_MAX_LENGTH, CVV_MAX_LENGTH, formatCardNumber, formatCvv } from '@/lib/card-format';

type CardInputProps = Omit<ComponentProps<typeof Input>, 'label' | 'value' | 'onChange'> & {
  value: string;
  /** Receives what was typed, already formatted (digits; the number grouped in fours). */
  onValueChange: (formatted: string) => void;
};

/** "Card Number": digits only, grouped in fours, at most 19 characters (spec section 5). */
export function CardNumberInput({ value, onValueChange, ...props }: CardInputProps) {
  return (
    <Input
      label="Card Number"
      name="cardNumber"
      autoComplete="cc-number"
      inputMode="numeric"
      placeholder="1234 5678 9012 3456"
      maxLength={CARD_NUMBER_MAX_LENGTH}
      value={value}
      onChange={(event) => onValueChange(formatCardNumber(event.target.value))}
      {...props}
    />
  );
}

/** "CVV": digits only, at most 4. */
export function CvvInput({ value, onValueChange, ...props }: CardInputProps) {
  return (
    <Input
      label="CVV"
      name="cvv"
      autoComplete="cc-csc"
      inputMode="numeric"
      placeholder="123"
      maxLength={CVV_MAX_LENGTH}
      value={value}
      onChange={(event) => onValueChange(formatCvv(event.target.value))}
      {...props}
    />
  );
}
