import { z } from 'zod';
import { COUNTRIES, type Country } from '../shared/domain/country.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { Rate } from '../shared/domain/rate.js';
import type { RateUpdate } from '../rates/rates.service.js';
import type { TransferStatus } from '../transfers/domain/transfer-status.js';

const MAX_PASSWORD = 128;
const adminPassword = z
  .string({ error: 'Admin password is required' })
  .min(1, 'Admin password is required')
  .max(MAX_PASSWORD, `Admin password must be at most ${MAX_PASSWORD} characters`);

/** `POST /api/admin/session` as an operator: email, password and the authenticator's code. */
export const operatorSignInRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  code: z.string({ error: 'Authentication code is required' }).trim().min(1, 'Authentication code is required').max(16, 'Authentication code must be at most 16 characters'),
});

/** A rate as the forms send it: a number or a numeric string ("1 USD = rate"), checked by the Rate value object. */
const rate = z.coerce
  .number({ error: 'Rate must be a number' })
  .positive('Rate must be positive')
  .transform((value, ctx) => {
    try {
      return Rate.fromNumber(value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });

const ratesByCountry = (unknownKeyMessage: string) =>
  z.strictObject(
    { eritrea: rate.optional(), ethiopia: rate.optional(), uganda: rate.optional(), kenya: rate.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeyMessage : 'Rates are required') },
  );

/**
 * `POST /api/update-rates` from the separate rates page: `{rates: {eritrea, ethiopia, uganda, kenya}, password}`,
 * sent by a signed-in operator; the password is theirs, asked again to confirm the change.
 */
export const ratesPageForm = z.object({
  rates: ratesByCountry('Rates can be set for eritrea, ethiopia, uganda and kenya only').refine(
    (rates) => Object.values(rates).some((r) => r !== undefined),
    'Enter at least one rate',
  ),
  password: adminPassword,
});

const PICK_ONE = 'Please select a country and enter a rate';

/** `POST /api/update-rates` from the dashboard: a single `{country: rate}` pair. */
export const dashboardRateForm = ratesByCountry(PICK_ONE).superRefine((rates, ctx) => {
  const given = Object.values(rates).filter((r) => r !== undefined).length;
  if (given === 0) ctx.addIssue({ code: 'custom', message: PICK_ONE });
  if (given > 1) ctx.addIssue({ code: 'custom', message: 'Update one country at a time here, or use the exchange-rate page' });
});

/** The rates page form is told apart by its `rates` object (and carries the operator's password). */
export function isRatesPageForm(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'rates' in body;
}

/** The updates a form asks for, in country order. */
export function rateUpdates(rates: Partial<Record<Country, Rate>>): RateUpdate[] {
  return COUNTRIES.flatMap((country) => {
    const value = rates[country];
    return value ? [{ country, rate: value }] : [];
  });
}

/** An optional query parameter; an empty one (`?status=`) means "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const limit = z.coerce
  .number({ error: 'Limit must be a number' })
  .int('Limit must be a whole number')
  .min(1, 'Limit must be between 1 and 100')
  .max(100, 'Limit must be between 1 and 100')
  .default(50);
const cursor = optional(z.string().max(200, 'This page link is no longer valid. Reload the list from its first page.'));
const sort = z.enum(['newest', 'oldest'], { error: 'Sort must be newest or oldest' }).default('newest');
const search = optional(z.string().trim().max(100, 'Search can be at most 100 characters')).transform((v) => v || undefined);

export const TRANSFER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const satisfies readonly TransferStatus[];

/** `GET /api/admin/users`. */
export const usersQuery = z.object({
  limit,
  before: cursor,
  sort,
  status: optional(z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' })),
  search,
});
export type UsersQuery = z.output<typeof usersQuery>;

/** `GET /api/admin/transactions`. */
export const transactionsQuery = z.object({
  limit,
  before: cursor,
  sort,
  status: optional(z.enum(TRANSFER_STATUSES, { error: `Status must be one of ${TRANSFER_STATUSES.join(', ')}` })),
  country: optional(z.enum(COUNTRIES, { error: 'Please select a country' })),
  userId: optional(z.coerce.number({ error: 'User id must be a number' }).int().positive('User id must be a number')),
  search,
});
export type TransactionsQuery = z.output<typeof transactionsQuery>;

const idCursor = optional(z.coerce.number({ error: 'This page link is no longer valid' }).int().positive('This page link is no longer valid'));

/** `GET /api/admin/audit`. */
export const auditQuery = z.object({
  limit,
  before: idCursor,
  /** Only the entries of the operator with this email (any case). */
  operator: optional(z.string().trim().toLowerCase().max(254, 'Operator email must be at most 254 characters')),
});

/** `GET /api/admin/rates/history`. */
export const rateHistoryQuery = z.object({
  limit,
  before: idCursor,
  country: optional(z.enum(COUNTRIES, { error: 'Please select a country' })),
});

/** `PUT /api/admin/users/:userId/status`. */
export const userStatusRequest = z.object({
  action: z.enum(['suspend', 'activate'], { error: 'Action must be suspend or activate' }),
});
