import { z } from 'zod';
import { useAdminPages, type SortOrder } from './admin-pages';
import { idSchema, moneyValueSchema, pageSchema } from './admin-schemas';

export const ADMIN_TRANSACTIONS_PATH = '/api/admin/transactions';

/** One transfer as `GET /api/admin/transactions` lists it, with the sender's account. */
export const adminTransactionSchema = z.object({
  id: idSchema,
  sessionId: z.string().nullish(),
  userId: idSchema.nullish(),
  user: z
    .object({
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
    })
    .nullish(),
  amount: moneyValueSchema,
  feeAmount: moneyValueSchema,
  totalAmount: moneyValueSchema,
  recipientAmount: moneyValueSchema,
  currencyCode: z.string(),
  country: z.string(),
  paymentMethod: z.string().nullish(),
  status: z.string(),
  providerTransferId: z.string().nullish(),
  /** Why a failed transfer failed (a decline, a returned ACH debit), when known. */
  failureReason: z.string().nullish(),
  /** How the recipient is paid (`mpesa`, `bank_account`...); unset means the country's default. */
  deliveryMethod: z.string().nullish(),
  /** The payout partner's reference once delivered (M-Pesa receipt, MTN transaction id...). */
  payoutReceipt: z.string().nullish(),
  /** Cash pickup: the code the recipient collects the money with. */
  pickupCode: z.string().nullish(),
  /** Read with `parsePartyInfo`: any shape may arrive (spec section 3). */
  senderInfo: z.unknown(),
  recipientInfo: z.unknown(),
  createdAt: z.string(),
});

export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

const transactionsPageSchema = pageSchema(adminTransactionSchema);

export type TransactionFilters = { sort: SortOrder; status: string; country: string; search: string };

export function useAdminTransactions({ sort, status, country, search }: TransactionFilters) {
  return useAdminPages(
    ADMIN_TRANSACTIONS_PATH,
    { sort, status, country, search: search.trim() },
    transactionsPageSchema,
  );
}

/** The statuses a transfer can have (ENGINEERING.md section 3), for the status filter. */
export const TRANSACTION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
