import { z } from 'zod';
import { errorCode, serverFieldErrors } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/form';
import type { TopUpRequest } from './admin-float';

/** The floats the business holds: each partner and the currencies it pays out (the server's RAIL_CURRENCIES). */
export const FLOAT_ACCOUNTS = [
  { rail: 'daraja', currency: 'KES' },
  { rail: 'mtn_momo', currency: 'UGX' },
  { rail: 'thunes', currency: 'ETB' },
  { rail: 'thunes', currency: 'ERN' },
] as const;

export const RAIL_NAMES: Readonly<Record<string, string>> = { daraja: 'Safaricom M-Pesa (Daraja)', mtn_momo: 'MTN MoMo', thunes: 'Thunes' };

/** Currencies without fractions: the partner is credited whole units. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['UGX']);

export const railName = (rail: string) => RAIL_NAMES[rail] ?? rail;

/** "daraja:KES": one float, as the select's value. */
export const floatKey = (rail: string, currency: string) => `${rail}:${currency}`;

export type TopUpField = 'float' | 'localAmount' | 'usdPaid' | 'bankReference' | 'note';
export type TopUpValues = Record<TopUpField, string>;
export const TOP_UP_FIELDS: readonly TopUpField[] = ['float', 'localAmount', 'usdPaid', 'bankReference', 'note'];

export const emptyTopUp = (): TopUpValues => ({ float: '', localAmount: '', usdPaid: '', bankReference: '', note: '' });

/** A decimal the operator typed ("250,000", "1934.5") as exact hundredths; null when it is not one. */
export function hundredthsOf(text: string): bigint | null {
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as plain decimal text ("193450" -> "1934.50"), as the server reads it. */
export function decimalOf(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** Local units per USD the two amounts make, to 4 decimals rounded half-up (as the server implies it); null until both are valid. */
export function impliedRate(localAmount: string, usdPaid: string): string | null {
  const local = hundredthsOf(localAmount);
  const usd = hundredthsOf(usdPaid);
  if (local === null || usd === null || local <= 0n || usd <= 0n) return null;
  const tenThousandths = (local * 10_000n * 2n + usd) / (2n * usd);
  return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
}

/**
 * A decimal amount with thousands grouped, in its currency's decimals (UGX whole, others 2),
 * digits untouched: "1500000.00" UGX -> "1,500,000", "1934.5" -> "1,934.50".
 */
export function formatAmount(decimal: string, currency: string): string {
  const negative = decimal.trim().startsWith('-');
  const [whole = '0', fraction = ''] = decimal.trim().replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const shown = WHOLE_UNITS.has(currency) && /^0*$/.test(fraction) ? grouped : `${grouped}.${cents}`;
  return `${negative ? '-' : ''}${shown}`;
}

const amount = (label: string, wholeIn?: (currency: string) => boolean) =>
  z.string().superRefine((text, ctx) => {
    const minor = hundredthsOf(text);
    if (text.trim() === '') ctx.addIssue({ code: 'custom', message: `Enter ${label}` });
    else if (minor === null) ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be a number such as 250000 or 1934.50` });
    else if (minor <= 0n) ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be more than 0` });
    else if (wholeIn && minor % 100n !== 0n) ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be whole units in this currency` });
  });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form checked before the confirmation step; the server checks it all again. */
export function validateTopUp(values: TopUpValues): { errors: FieldErrors<TopUpField> } | { request: TopUpRequest } {
  const chosen = FLOAT_ACCOUNTS.find((account) => floatKey(account.rail, account.currency) === values.float);
  const schema = z.object({
    float: z.string().refine(() => chosen !== undefined, 'Choose the partner and currency wired to'),
    localAmount: chosen && WHOLE_UNITS.has(chosen.currency) ? amount('the local amount', () => true) : amount('the local amount'),
    usdPaid: amount('the USD paid'),
    bankReference: z.string().trim().min(1, 'Enter the bank reference of the wire').max(100, 'The bank reference is too long (100 characters at most)'),
    note: z.string().trim().max(500, 'The note is too long (500 characters at most)'),
  });
  const parsed = schema.safeParse(values);
  if (!parsed.success || !chosen) {
    const errors: FieldErrors<TopUpField> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as TopUpField;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const note = parsed.data.note;
  return {
    request: {
      rail: chosen.rail,
      currency: chosen.currency,
      localAmount: decimalOf(hundredthsOf(values.localAmount)!),
      usdPaid: decimalOf(hundredthsOf(values.usdPaid)!),
      bankReference: parsed.data.bankReference,
      ...(note ? { note } : {}),
    },
  };
}

/** The server's codes that blame one field of this form (its zod issues name the field themselves). */
const FIELD_OF_CODE: Readonly<Record<string, TopUpField>> = {
  'FLOAT.DUPLICATE_REFERENCE': 'bankReference',
  'FLOAT.BANK_REFERENCE': 'bankReference',
  'FLOAT.LOCAL_AMOUNT': 'localAmount',
  'FLOAT.USD_AMOUNT': 'usdPaid',
  'FLOAT.CURRENCY_NOT_HELD': 'float',
  'FLOAT.RATE_MISMATCH': 'localAmount',
};

/** The server's refusal as messages on this form's fields (rail and currency both name the float select). */
export function serverTopUpErrors(error: unknown, message: string | undefined): FieldErrors<TopUpField> {
  const errors: FieldErrors<TopUpField> = {};
  for (const [field, text] of Object.entries(serverFieldErrors(error))) {
    const name = field === 'rail' || field === 'currency' ? 'float' : field;
    if ((TOP_UP_FIELDS as readonly string[]).includes(name)) errors[name as TopUpField] ??= text;
  }
  const byCode = FIELD_OF_CODE[errorCode(error) ?? ''];
  if (byCode && message) errors[byCode] ??= message;
  return errors;
}
