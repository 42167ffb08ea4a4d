import { z } from 'zod';

/** The card as typed on a card form (already formatted: "4242 4242 4242 4242", "12/30"). */
export type CardDetails = {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
};

export type CardProvider = { apiBaseUrl: string; publishableKey: string };

/** The card provider refused the card; its message is written for the cardholder. */
export class CardTokenizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardTokenizationError';
  }
}

const paymentMethodSchema = z.object({ id: z.string().min(1) });
const providerErrorSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

const GENERIC_FAILURE = 'There was an issue processing your payment. Please try again.';

/** "12/30" -> { month: 12, year: 2030 }. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [month = '', year = ''] = expiry.split('/');
  return { month: Number.parseInt(month, 10), year: 2000 + Number.parseInt(year, 10) };
}

/**
 * Exchanges the card details for a payment method id at the card provider, exactly as
 * Stripe.js does (docs/api.md "Card tokenization"), so the number and CVC never reach our
 * servers. Only the publishable key goes with it: no cookies, no CSRF token.
 */
export async function tokenizeCard(card: CardDetails, provider: CardProvider): Promise<string> {
  const { month, year } = parseExpiry(card.expiry);
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': card.number.replace(/\s/g, ''),
    'card[exp_month]': String(month),
    'card[exp_year]': String(year),
    'card[cvc]': card.cvc,
    'billing_details[name]': card.name.trim(),
  });

  let response: Response;
  try {
    response = await fetch(`${provider.apiBaseUrl.replace(/\/+$/, '')}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${provider.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
      credentials: 'omit',
    });
  } catch {
    throw new CardTokenizationError(GENERIC_FAILURE);
  }

  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refused = providerErrorSchema.safeParse(answer);
    throw new CardTokenizationError(refused.success ? refused.data.error.message : GENERIC_FAILURE);
  }
  const created = paymentMethodSchema.safeParse(answer);
  if (!created.success) throw new CardTokenizationError(GENERIC_FAILURE);
  return created.data.id;
}
