import { describe, expect, it } from 'vitest';

/**
 * Card numbers and CVCs are typed only into Stripe.js's Elements, which create the payment
 * method themselves. No code of ours may build that request again (ENGINEERING.md section 8):
 * these are the marks of one, in JSON, form-encoded or URL-encoded.
 */
const FORBIDDEN = [/card\[number\]/i, /card%5Bnumber%5D/i, /card\[cvc\]/i, /card%5Bcvc%5D/i, /\/v1\/payment_methods/i];

// Every source file under frontend/src, as text (tests are allowed to name what they forbid).
const sources = import.meta.glob<string>('../**/*.{ts,tsx,js,jsx,css,html}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const productionSources = Object.entries(sources).filter(([path]) => !/\.test\.[jt]sx?$/.test(path));

describe('card data boundary', () => {
  it('reads the source files of the card forms', () => {
    const paths = productionSources.map(([path]) => path);
    expect(paths).toContain('../features/checkout/components/card-payment-form.tsx');
    expect(paths).toContain('../features/payment-methods/components/add-payment-method-form.tsx');
    expect(paths).toContain('../main.tsx');
  });

  it('finds no code that posts card details to the card provider', () => {
    const offending = productionSources.flatMap(([path, text]) =>
      FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${path} matches ${pattern}`),
    );
    expect(offending).toEqual([]);
  });
});
