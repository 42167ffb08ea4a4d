import express from 'express';
import { z } from 'zod';
import { readJsonBody } from '../http/read-json-body.js';
import { balanceText, floatCurrencies, providerHolds, type FloatCurrency, type FloatProvider, type PartnerBalances } from './partner-balances.js';

const providers = Object.keys(floatCurrencies) as FloatProvider[];

/** A whole or two-decimal amount, as a JSON number or string: hundredths. */
const amount = (what: string) =>
  z
    .union([z.string(), z.number()], { error: `${what} must be a number such as 250000 or 1000.50` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, `${what} must be a non-negative number with at most 2 decimals, such as 250000 or 1000.50`))
    .transform((text) => {
      const [whole, fraction = ''] = text.split('.');
      return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
    });

const account = {
  provider: z.enum(providers, { error: `provider must be one of ${providers.join(', ')}` }),
  currency: z.string({ error: 'currency must be a currency code such as KES' }).trim().toUpperCase(),
};
const holds = (body: { provider: FloatProvider; currency: string }) => providerHolds(body.provider, body.currency);
const holdsMessage = { error: `currency must be one the partner holds: ${providers.map((p) => `${p} ${floatCurrencies[p].join('/')}`).join(', ')}`, path: ['currency'] };

const topUpSchema = z
  .object({
    ...account,
    amount: amount('amount').refine((minor) => minor > 0n, 'amount must be more than 0'),
    reference: z.string({ error: 'reference must be the bank reference of the wire' }).trim().min(1, 'reference must not be empty').max(100, 'reference is too long'),
  })
  .refine(holds, holdsMessage);

const setSchema = z.object({ ...account, amount: amount('amount') }).refine(holds, holdsMessage);

const view = (provider: FloatProvider, currency: string, minor: bigint) => ({ provider, currency, available: balanceText(minor, 2) });

/**
 * The sandbox's control of the partners' balances: read them, credit a top-up as the partner
 * does when our bank wire arrives, or set one outright (a test that needs a partner short of money).
 */
export function partnerBalancesRouter(balances: PartnerBalances): express.Router {
  const router = express.Router();

  router.get('/payouts/balances', (_req, res) => {
    res.json({
      balances: balances.list().map((b) => view(b.provider, b.currency, b.availableMinor)),
      topUps: balances.credits().map((t) => ({ ...t, amountMinor: undefined, amount: balanceText(t.amountMinor, 2) })),
    });
  });

  router.post('/payouts/balances/top-ups', (req, res) => {
    const body = readJsonBody(req, res, topUpSchema, 'the top-up');
    if (!body) return;
    balances.credit(body.provider, body.currency as FloatCurrency, body.amount, body.reference);
    res.status(201).json(view(body.provider, body.currency, balances.available(body.provider, body.currency)));
  });

  router.put('/payouts/balances', (req, res) => {
    const body = readJsonBody(req, res, setSchema, 'the balance');
    if (!body) return;
    balances.set(body.provider, body.currency as FloatCurrency, body.amount);
    res.json(view(body.provider, body.currency, body.amount));
  });

  return router;
}
