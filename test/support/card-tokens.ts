/** Tokenizes a card with the card provider (the sandbox) as the browser does, with the publishable key. */
export async function tokenizeCard(stripeBaseUrl: string, number: string): Promise<string> {
  const response = await fetch(`${stripeBaseUrl}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 3),
      'card[cvc]': '123',
      'billing_details[name]': 'Amina Okello',
    }),
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`tokenization failed: ${body.error?.message}`);
  return body.id;
}

export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** 3-D Secure: the bank asks the sender to authenticate on-session. */
  threeDSecure: '4000002500003155',
} as const;
