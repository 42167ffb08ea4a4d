import { moneyAlertResponse, operatorPayoutAttemptResponse, operatorRefundResponse } from '../transfers/money-movement.responses.js';
import { OPERATOR_ROLES } from './domain/operator.js';
import { ADMIN_PERMISSIONS } from './domain/operator-permission.js';
import { z } from 'zod';
import { ratesByCountryResponse } from '../rates/rates.responses.js';
import { COUNTRIES } from '../shared/domain/country.js';
import { ATTENTION_ACTIONS, ATTENTION_KINDS } from './domain/attention-item.js';
import { reconciliationBreakResponse } from '../reconciliation/reconciliation.responses.js';
import { transferBooksResponse } from '../ledger/transfer-books.view.js';

const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `before` for the next page; null on the last page.' }),
  });

/** `GET /api/admin/session`: whether the session has admin access, and then whose and what their role allows. */
export const adminSessionStatusResponse = z.object({
  admin: z.boolean(),
  operator: z.object({ email: z.string(), role: z.enum(OPERATOR_ROLES), permissions: z.array(z.enum(ADMIN_PERMISSIONS)) }).optional(),
});

export const adminStatsResponse = z.object({
  totalUsers: z.number().int(),
  newUsersThisMonth: z.number().int(),
  totalTransactions: z.number().int(),
  transactionsThisMonth: z.number().int(),
  totalVolume: z.number().meta({ description: 'USD in completed transfers.' }),
  volumeThisMonth: z.number(),
  successRate: z.number().meta({ description: 'Percent of finished transfers that completed, last 30 days.' }),
  averageTransaction: z.number(),
  topCountry: z.string().nullable(),
  popularPaymentMethod: z.string().nullable(),
  volumeByDay: z.array(z.object({ date: z.string(), volume: z.number() })),
  declinedPayments: z.number().int().meta({ description: 'Payment attempts declined in the last 30 days.' }),
});

export const adminUserResponse = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    transactionCount: z.number().int(),
    totalVolume: z.number(),
    status: z.enum(['active', 'suspended']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });

export const adminUsersPageResponse = page(adminUserResponse);

export const userStatusChangedResponse = adminUserResponse.extend({
  sessionsEnded: z.number().int().meta({ description: "The user's sessions ended by a suspension." }),
});

const adminTransactionResponse = z
  .object({
    id: z.uuid(),
    sessionId: z.string(),
    userId: z.number().int(),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    amount: z.number(),
    feeAmount: z.number(),
    totalAmount: z.number(),
    recipientAmount: z.number(),
    currencyCode: z.string(),
    country: z.string(),
    paymentMethod: z.string(),
    status: z.string(),
    providerTransferId: z.string().nullable(),
    failureReason: z.string().nullable(),
    senderInfo: z.unknown(),
    recipientInfo: z.unknown(),
    deliveryMethod: z.string(),
    payoutReceipt: z.string().nullable(),
    pickupCode: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminTransaction' });

export const adminTransactionsPageResponse = page(adminTransactionResponse);

const component = z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() });
const counts = z.object({ waiting: z.number(), active: z.number(), delayed: z.number(), failed: z.number() });

export const systemHealthResponse = z.object({
  database: component,
  redis: component,
  queues: component.extend({ counts: z.record(z.string(), counts) }),
  cardProvider: component,
  email: component,
  sms: component,
  bankLinking: component,
});

export const auditPageResponse = page(
  z.object({
    id: z.number().int(),
    occurredAt: z.iso.datetime(),
    action: z.string(),
    target: z.string().nullable(),
    oldValue: z.unknown(),
    newValue: z.unknown(),
    sourceAddress: z.string().nullable(),
    /** Who acted: null for the system (or a session of the shared admin password). */
    operator: z
      .object({ id: z.number().int(), email: z.string().nullable(), role: z.string().nullable(), session: z.string().nullable().describe("The operator session it was done in (a random id given at sign-in).") })
      .nullable(),
  }),
);

const rateChange = z.object({
  id: z.number().int(),
  country: z.enum(COUNTRIES),
  oldRate: z.number().nullable(),
  newRate: z.number(),
  changedAt: z.iso.datetime(),
  source: z.string(),
});

export const rateHistoryPageResponse = page(rateChange);

export const ratesUpdatedResponse = z.object({
  message: z.string(),
  rates: ratesByCountryResponse,
  changes: z.array(rateChange),
});

const attentionDispute = z.object({
  id: z.string(),
  reason: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  dueBy: z.iso.datetime().nullable().meta({ description: 'When evidence must reach the provider; null when the bank takes none.' }),
});

export const attentionListResponse = z.object({
  items: z.array(
    z.object({
      key: z.string().meta({ description: 'Names the item (and a failed payout\'s attempt) in actions.' }),
      kind: z.enum(ATTENTION_KINDS),
      title: z.string(),
      detail: z.string(),
      since: z.iso.datetime(),
      transfer: z
        .object({
          id: z.uuid(),
          status: z.string(),
          senderName: z.string(),
          senderEmail: z.string().nullable(),
          recipientName: z.string(),
          country: z.string(),
          deliveryMethod: z.string(),
          paymentMethod: z.string(),
          amount: z.number(),
          totalAmount: z.number(),
          recipientAmount: z.number(),
          currencyCode: z.string(),
        })
        .nullable(),
      dispute: attentionDispute.nullable(),
      alternatives: z.array(
        z.object({
          method: z.string(),
          label: z.string(),
          banks: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
        }),
      ),
      actions: z.array(z.object({ name: z.enum(ATTENTION_ACTIONS), label: z.string(), confirm: z.string() })),
      pendingApprovals: z
        .array(
          z.object({
            id: z.uuid(),
            action: z.enum(ATTENTION_ACTIONS),
            label: z.string(),
            proposedBy: z.string().meta({ description: "The proposer's email." }),
            proposedAt: z.iso.datetime(),
            expiresAt: z.iso.datetime(),
          }),
        )
        .meta({ description: 'Four-eyes actions on this item waiting for a second operator (issue #25): not offered again until decided, withdrawn or expired.' }),
      screening: z
        .object({
          reason: z
            .enum(['likely_match', 'no_list'])
            .meta({ description: 'likely_match: a name is likely on the SDN list; no_list: no list was loaded to screen against (screened again once one loads).' }),
          names: z.array(
            z.object({
              party: z
                .enum(['sender', 'recipient', 'account_holder'])
                .meta({ description: 'account_holder: the name the payout partner holds for the wallet or account (MTN, Thunes).' }),
              name: z.string(),
              matches: z.array(
                z.object({
                  entNum: z.number().int().meta({ description: "The SDN list's entry number (ent_num)." }),
                  listedName: z.string(),
                  matchedName: z.string().meta({ description: 'The name that matched: the entry\'s own or one of its aliases.' }),
                  via: z.enum(['name', 'alias']),
                  type: z.string().meta({ description: 'individual, entity, vessel or aircraft.' }),
                  programs: z.array(z.string()),
                  score: z.number().meta({ description: 'Name similarity, 0 to 1.' }),
                }),
              ),
            }),
          ),
        })
        .optional()
        .meta({ description: 'screening_hold only: why it is held, the names screened (latest screening) and the SDN entries they likely are.' }),
      alert: moneyAlertResponse.optional().meta({ description: 'money_alert only: what moved where it should not have, with both sides\' evidence.' }),
      reconciliationBreak: reconciliationBreakResponse
        .optional()
        .meta({ description: 'reconciliation_break only: the provider\'s records and the books\' entries, the difference, its age.' }),
    }),
  ),
});

export const attentionActionResponse = z.object({
  outcome: z.enum(['done', 'already_done']),
  message: z.string(),
});

export const transferTimelineResponse = z.object({
  transfer: adminTransactionResponse,
  events: z.array(z.object({ sequence: z.number().int(), type: z.string(), occurredAt: z.iso.datetime(), description: z.string() })),
  disputes: z.array(attentionDispute.extend({ openedAt: z.iso.datetime(), closedAt: z.iso.datetime().nullable() })),
  payoutAttempts: z.array(operatorPayoutAttemptResponse),
  refunds: z.array(operatorRefundResponse),
  alerts: z.array(moneyAlertResponse),
  books: transferBooksResponse,
});

export const rateCostsResponse = z.object({
  bandPercent: z.number().meta({ description: 'How far a rate may stand from its cost (FX_RATE_BAND_BPS as a percentage).' }),
  approvalBandPercent: z.number().meta({ description: "How far from its cost a rate applies at once (FX_RATE_APPROVAL_BAND_BPS as a percentage); further, a second finance operator's approval." }),
  currencies: z.array(
    z.object({
      country: z.enum(COUNTRIES),
      currency: z.string(),
      cost: z
        .object({
          rate: z.number().meta({ description: 'Local units per USD.' }),
          source: z.enum(['partner_quote', 'float_top_up']),
          rail: z.string(),
          observedAt: z.iso.datetime(),
        })
        .nullable()
        .meta({ description: 'Null: never observed; rates of this currency are not held to a band.' }),
      lowest: z.number().nullable(),
      highest: z.number().nullable(),
      approvalLowest: z.number().nullable().meta({ description: 'Rates from approvalLowest to approvalHighest apply at once; others in the band wait for a second operator. Null: cost never observed (every new rate waits).' }),
      approvalHighest: z.number().nullable(),
    }),
  ),
});
