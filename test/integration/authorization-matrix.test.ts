import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { routerRoutes } from '../support/router-routes.js';
import { linkSandboxBank, linkedAccounts } from '../support/sandbox-payments.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { OPERATOR_ROLES } from '../../src/admin/domain/operator.js';

/**
 * Every route the api serves, called as each kind of caller: nobody, another sender (with
 * the first sender's real ids in the path, query and body), the sender who owns what the
 * ids name, and an operator of each role with an admin session (and no sender account). A
 * route the router serves but this table does not classify fails the test: no route ships
 * unguarded. What each operator role gets is written out here, route by route (issue #25: a
 * viewer reads; support acts for senders; compliance decides sanctions and monitoring; finance
 * refunds and sets rates, limits, float top-ups and exports; an owner does everything).
 */

/** The operator roles of issue #25, each signed in on a client of its own. */
const OPERATORS = ['viewer', 'support', 'compliance', 'finance', 'owner'] as const;
type Operator = (typeof OPERATORS)[number];
type OperatorCaller = `operator:${Operator}`;
type Role = 'anonymous' | 'other' | 'owner' | OperatorCaller;
const OPERATOR_CALLERS: readonly OperatorCaller[] = OPERATORS.map((operator) => `operator:${operator}` as const);
/** The roles in the order they are tried: the owner last, so a route that deletes or pays acts on the owner's thing after everyone else was refused it. */
const ROLES: readonly Role[] = ['anonymous', 'other', ...OPERATOR_CALLERS, 'owner'];
/** The two senders; every other caller has no sender session. */
const isSender = (role: Role) => role === 'other' || role === 'owner';

/** The first sender's things, named in the calls. */
interface Owned {
  user: SignedInUser;
  recipientId: number;
  spareRecipientId: number;
  cardId: number;
  spareCardId: number;
  transferId: string;
  sessionId: string;
  bankSessionId: string;
  bankAccessToken: string;
  bankAccountId: string;
  kenyaRate: number;
  rateAlertId: string;
}

interface Call {
  path: string;
  body?: unknown;
}

interface RouteCase {
  /** The call as made with the owner's ids; a function of the role where each needs its own (a fresh card token). */
  call: (owned: Owned, role: Role) => Call | Promise<Call>;
  /** The status each role gets. */
  expect: Record<Role, number>;
}

/** The same status for every operator role. */
const operators = (status: number): Record<OperatorCaller, number> => Object.fromEntries(OPERATOR_CALLERS.map((caller) => [caller, status])) as Record<OperatorCaller, number>;
/** A route anyone may call, with the same answer for everyone. */
const everyone = (status: number): Record<Role, number> => ({ anonymous: status, other: status, owner: status, ...operators(status) });
/**
 * Only an admin session whose operator has one of `allowed` roles gets `status`; an operator of
 * another role is refused (403 ADMIN.ROLE_NOT_ALLOWED); a sender's session is no admin session (401).
 */
/** A passkey answer of the right shape that no challenge of ours asked for. */
const PASSKEY_ANSWER = { id: 'bWF0cml4', rawId: 'bWF0cml4', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };

const adminRoles = (allowed: readonly Operator[], status = 200): Record<Role, number> => ({
  anonymous: 401,
  other: 401,
  owner: 401,
  ...(Object.fromEntries(OPERATORS.map((operator) => [`operator:${operator}`, allowed.includes(operator) ? status : 403])) as Record<OperatorCaller, number>),
});
/** Every operator role: what a viewer may do (reading). */
const EVERY_OPERATOR: readonly Operator[] = ['viewer', 'support', 'compliance', 'finance', 'owner'];
/** Any signed-in sender, each about their own things (another sender's view holds none of the owner's). */
const anySender = (status = 200): Record<Role, number> => ({ anonymous: 401, ...operators(401), other: status, owner: status });
/** Only the sender who owns what the ids name: another sender is told it does not exist. */
const ownerOnly = (status = 200, other = 404): Record<Role, number> => ({ anonymous: 401, ...operators(401), other, owner: status });

/** Two more cards that succeed (Stripe's test numbers): one saved card may not be saved twice. */
const VISA_DEBIT = '4000056655665556';
const MASTERCARD = '5555555555554444';
const DEV_CALLBACK_TOKEN = 'dev-payout-callback-token-change-me-0123456789';

const MATRIX: Record<string, RouteCase> = {
  'GET /api/health': { call: () => ({ path: '/api/health' }), expect: everyone(200) },
  'GET /api/health/ready': { call: () => ({ path: '/api/health/ready' }), expect: everyone(200) },
  'GET /api/rates': { call: () => ({ path: '/api/rates' }), expect: everyone(200) },
  'GET /api/config': { call: () => ({ path: '/api/config' }), expect: everyone(200) },

  'POST /api/auth/register': { call: () => ({ path: '/api/auth/register', body: { email: 'not-an-email', password: 'x', firstName: '', lastName: '' } }), expect: everyone(400) },
  'POST /api/auth/verify': { call: (o) => ({ path: '/api/auth/verify', body: { userId: o.user.userId, code: '000000', type: 'email' } }), expect: everyone(400) },
  // A code went to this account moments ago: its cooldown answers first, whoever asks.
  'POST /api/auth/resend-code': { call: (o) => ({ path: '/api/auth/resend-code', body: { userId: o.user.userId, type: 'email' } }), expect: everyone(429) },
  // An address no account verified: the same answer for everyone, and nothing sent. One per caller: codes
  // asked for one account are limited (5 an hour), and eight callers ask.
  'POST /api/auth/password-reset/code': {
    call: (_o, role) => ({ path: '/api/auth/password-reset/code', body: { emailOrPhone: `nobody.matrix.${role.replace(':', '.')}@example.com` } }),
    expect: everyone(200),
  },
  'POST /api/auth/password-reset': {
    call: () => ({ path: '/api/auth/password-reset', body: { emailOrPhone: 'nobody.matrix@example.com', code: '000000', newPassword: 'a new password 1' } }),
    expect: everyone(400),
  },
  'POST /api/auth/login': { call: (o) => ({ path: '/api/auth/login', body: { emailOrPhone: o.user.email, password: 'not the password' } }), expect: everyone(401) },
  'POST /api/auth/step-up': { call: () => ({ path: '/api/auth/step-up', body: { password: 'not the password' } }), expect: anySender(400) },
  // No sign-in waits for a second factor in any of these browsers.
  'POST /api/auth/login/second-factor': { call: () => ({ path: '/api/auth/login/second-factor', body: { code: '123456' } }), expect: everyone(401) },
  // Senders' passkeys at sign-in. Without a password: the answer first, when no browser has a challenge (400), then anyone may ask for one.
  'POST /api/auth/login/passkey': { call: () => ({ path: '/api/auth/login/passkey', body: { response: PASSKEY_ANSWER } }), expect: everyone(400) },
  'POST /api/auth/login/passkey-options': { call: () => ({ path: '/api/auth/login/passkey-options' }), expect: everyone(200) },
  // After the password: no sign-in waits for a second factor in any of these browsers.
  'POST /api/auth/login/second-factor/passkey-options': { call: () => ({ path: '/api/auth/login/second-factor/passkey-options' }), expect: everyone(401) },
  'POST /api/auth/login/second-factor/passkey': { call: () => ({ path: '/api/auth/login/second-factor/passkey', body: { response: PASSKEY_ANSWER } }), expect: everyone(401) },
  // A step-up by passkey: each sender's own passkeys offered.
  'POST /api/auth/step-up/passkey-options': { call: () => ({ path: '/api/auth/step-up/passkey-options' }), expect: anySender() },
  'GET /api/auth/me': { call: () => ({ path: '/api/auth/me' }), expect: { anonymous: 401, ...operators(401), other: 200, owner: 200 } },
  // Signing out needs no session; it is called last, by clients of their own (see below).
  'POST /api/auth/logout': { call: () => ({ path: '/api/auth/logout' }), expect: everyone(200) },

  'POST /api/admin/session': {
    call: () => ({ path: '/api/admin/session', body: { email: 'nobody@example.com', password: 'not the password', code: '000000' } }),
    expect: everyone(401),
  },
  'GET /api/admin/session': { call: () => ({ path: '/api/admin/session' }), expect: everyone(200) },
  // A passkey at the gate: anyone may ask for a challenge; an answer without this browser's challenge for that email is refused.
  'POST /api/admin/session/passkey-options': { call: () => ({ path: '/api/admin/session/passkey-options', body: { email: 'nobody@example.com' } }), expect: everyone(200) },
  'POST /api/admin/session/passkey': {
    call: () => ({ path: '/api/admin/session/passkey', body: { email: 'someone.else@example.com', password: 'not the password', response: PASSKEY_ANSWER } }),
    expect: everyone(400),
  },
  // An operator's own passkeys: every role, each their own (a made-up id is nobody's).
  'GET /api/admin/passkeys': { call: () => ({ path: '/api/admin/passkeys' }), expect: adminRoles(EVERY_OPERATOR) },
  'POST /api/admin/passkeys/registration-options': { call: () => ({ path: '/api/admin/passkeys/registration-options' }), expect: adminRoles(EVERY_OPERATOR) },
  'POST /api/admin/passkeys': {
    call: () => ({ path: '/api/admin/passkeys', body: { name: 'Matrix key', response: { ...PASSKEY_ANSWER, response: { clientDataJSON: 'e30', attestationObject: 'oA' } } } }),
    expect: adminRoles(EVERY_OPERATOR, 400),
  },
  'DELETE /api/admin/passkeys/{id}': { call: () => ({ path: '/api/admin/passkeys/2147483000' }), expect: adminRoles(EVERY_OPERATOR, 404) },
  'DELETE /api/admin/session': { call: () => ({ path: '/api/admin/session' }), expect: everyone(200) },
  // Reading the admin area: every operator role.
  'GET /api/admin/stats': { call: () => ({ path: '/api/admin/stats' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/users': { call: (o) => ({ path: `/api/admin/users?search=${encodeURIComponent(o.user.email)}` }), expect: adminRoles(EVERY_OPERATOR) },
  // Suspending or activating a sender is support's (activating an active sender: nothing changes for the calls after).
  'PUT /api/admin/users/{userId}/status': { call: (o) => ({ path: `/api/admin/users/${o.user.userId}/status`, body: { action: 'activate' } }), expect: adminRoles(['support', 'owner']) },
  'GET /api/admin/transactions': { call: (o) => ({ path: `/api/admin/transactions?userId=${o.user.userId}` }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/transactions/{id}/timeline': { call: (o) => ({ path: `/api/admin/transactions/${o.transferId}/timeline` }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/health': { call: () => ({ path: '/api/admin/health' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/audit': { call: () => ({ path: '/api/admin/audit' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/rates/history': { call: () => ({ path: '/api/admin/rates/history' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/rates/costs': { call: () => ({ path: '/api/admin/rates/costs' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/reconciliation': { call: () => ({ path: '/api/admin/reconciliation' }), expect: adminRoles(EVERY_OPERATOR) },
  // Reconciling the books now: finance's.
  'POST /api/admin/reconciliation/runs': { call: () => ({ path: '/api/admin/reconciliation/runs' }), expect: adminRoles(['finance', 'owner'], 201) },
  'GET /api/admin/float': { call: () => ({ path: '/api/admin/float' }), expect: adminRoles(EVERY_OPERATOR) },
  // Float top-ups are finance's. Nothing is recorded: the body is refused (finance, owner) or never read (anyone else).
  'POST /api/admin/float/top-ups': { call: () => ({ path: '/api/admin/float/top-ups', body: { rail: 'daraja' } }), expect: adminRoles(['finance', 'owner'], 400) },
  'POST /api/admin/float/top-ups/{id}/confirm': { call: () => ({ path: `/api/admin/float/top-ups/${randomUUID()}/confirm` }), expect: adminRoles(['finance', 'owner'], 404) },
  'POST /api/admin/float/top-ups/{id}/cancel': { call: () => ({ path: `/api/admin/float/top-ups/${randomUUID()}/cancel` }), expect: adminRoles(['finance', 'owner'], 404) },
  'POST /api/admin/float/balance-checks': { call: () => ({ path: '/api/admin/float/balance-checks' }), expect: adminRoles(['finance', 'owner']) },
  'GET /api/admin/attention': { call: () => ({ path: '/api/admin/attention' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/sending-limits': { call: () => ({ path: '/api/admin/sending-limits' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/sending-limits/tiers': { call: () => ({ path: '/api/admin/sending-limits/tiers' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/finance/trial-balance': { call: () => ({ path: '/api/admin/finance/trial-balance' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/finance/revenue': { call: () => ({ path: '/api/admin/finance/revenue' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/finance/float': { call: () => ({ path: '/api/admin/finance/float' }), expect: adminRoles(EVERY_OPERATOR) },
  'GET /api/admin/finance/breaks': { call: () => ({ path: '/api/admin/finance/breaks' }), expect: adminRoles(EVERY_OPERATOR) },
  // Exports are finance's, though every role may read the same books on screen.
  'GET /api/admin/finance/exports/trial-balance': { call: () => ({ path: '/api/admin/finance/exports/trial-balance' }), expect: adminRoles(['finance', 'owner']) },
  'GET /api/admin/finance/exports/revenue': { call: () => ({ path: '/api/admin/finance/exports/revenue' }), expect: adminRoles(['finance', 'owner']) },
  'GET /api/admin/finance/exports/journal': { call: () => ({ path: '/api/admin/finance/exports/journal' }), expect: adminRoles(['finance', 'owner']) },
  // Limits are finance's, and always proposed for a second finance operator (four eyes). The limits in force
  // again: nothing to propose (200), so nothing waits and nothing changes for the senders of this run.
  'PUT /api/admin/sending-limits': { call: () => ({ path: '/api/admin/sending-limits', body: { perTransfer: 2999, perDay: 2999, perMonth: 10000 } }), expect: adminRoles(['finance', 'owner']) },
  // Acting on the queue needs a role that acts (a viewer is refused by the route), then the action's own
  // permission: requeueing is support's, so compliance and finance are refused before the key is looked up.
  'POST /api/admin/attention/actions': {
    call: () => ({ path: '/api/admin/attention/actions', body: { key: `outbox_job:${randomUUID()}`, action: 'requeue' } }),
    expect: adminRoles(['support', 'owner'], 404),
  },
  // Four-eyes approval: every role reads the proposals; a role that acts may try to approve or reject one (the
  // action's own role is checked then). A proposal nobody made: 404 for those the route lets through.
  'GET /api/admin/approvals': { call: () => ({ path: '/api/admin/approvals' }), expect: adminRoles(EVERY_OPERATOR) },
  'POST /api/admin/approvals/{id}/approve': { call: () => ({ path: `/api/admin/approvals/${randomUUID()}/approve`, body: {} }), expect: adminRoles(['support', 'compliance', 'finance', 'owner'], 404) },
  'POST /api/admin/approvals/{id}/reject': {
    call: () => ({ path: `/api/admin/approvals/${randomUUID()}/reject`, body: { note: 'Not the recipient’s account' } }),
    expect: adminRoles(['support', 'compliance', 'finance', 'owner'], 404),
  },
  // Withdrawing is for the proposer, and only a role that acts proposes anything.
  'POST /api/admin/approvals/{id}/withdraw': { call: () => ({ path: `/api/admin/approvals/${randomUUID()}/withdraw`, body: {} }), expect: adminRoles(['support', 'compliance', 'finance', 'owner'], 404) },
  // Compliance cases (issue #26): compliance operators and owners only; a made-up case is nobody's (404).
  'GET /api/admin/compliance/cases': { call: () => ({ path: '/api/admin/compliance/cases' }), expect: adminRoles(['compliance', 'owner']) },
  'GET /api/admin/compliance/cases/{id}': { call: () => ({ path: `/api/admin/compliance/cases/${randomUUID()}` }), expect: adminRoles(['compliance', 'owner'], 404) },
  'POST /api/admin/compliance/cases/{id}/notes': {
    call: () => ({ path: `/api/admin/compliance/cases/${randomUUID()}/notes`, body: { note: 'Called the sender.' } }),
    expect: adminRoles(['compliance', 'owner'], 404),
  },
  'POST /api/admin/compliance/cases/{id}/decision': {
    call: () => ({ path: `/api/admin/compliance/cases/${randomUUID()}/decision`, body: { decision: 'clear', note: 'Nothing suspicious.' } }),
    expect: adminRoles(['compliance', 'owner'], 404),
  },
  'GET /api/admin/compliance/cases/{id}/sar': { call: () => ({ path: `/api/admin/compliance/cases/${randomUUID()}/sar` }), expect: adminRoles(['compliance', 'owner'], 404) },
  // One sender's full file (issue #26, records): compliance operators and owners only; a sender no one registered (404).
  // Requests for the Enhanced tier (issue #26): compliance operators and owners only; a made-up request is nobody's (404).
  'GET /api/admin/compliance/enhanced-reviews': { call: () => ({ path: '/api/admin/compliance/enhanced-reviews' }), expect: adminRoles(['compliance', 'owner']) },
  'POST /api/admin/compliance/enhanced-reviews/{id}/decision': {
    call: () => ({ path: `/api/admin/compliance/enhanced-reviews/${randomUUID()}/decision`, body: { decision: 'decline', reason: 'Not enough detail.' } }),
    expect: adminRoles(['compliance', 'owner'], 404),
  },
  'GET /api/admin/users/{userId}/compliance-file': { call: () => ({ path: '/api/admin/users/999999999/compliance-file' }), expect: adminRoles(['compliance', 'owner'], 404) },
  // Operators are the owners'. An invitation per call (its own email): only the owner's is made.
  'GET /api/admin/operators': { call: () => ({ path: '/api/admin/operators' }), expect: adminRoles(['owner']) },
  'POST /api/admin/operators/invites': {
    call: (_o, role) => ({ path: '/api/admin/operators/invites', body: { email: `invited.matrix.${role.replace(':', '.')}.${randomUUID().slice(0, 8)}@example.com`, role: 'viewer' } }),
    expect: adminRoles(['owner'], 201),
  },
  // An operator nobody has: the owner is told so; no other role gets that far.
  'PUT /api/admin/operators/{id}': { call: () => ({ path: '/api/admin/operators/999999999', body: { role: 'viewer' } }), expect: adminRoles(['owner'], 404) },
  // The enrolment link is the only credential (each caller its own address, so the per-address limit is not reached).
  'GET /api/admin/enrolment': { call: () => ({ path: `/api/admin/enrolment?token=${'n'.repeat(43)}` }), expect: everyone(404) },
  'POST /api/admin/enrolment': { call: () => ({ path: '/api/admin/enrolment', body: { token: 'n'.repeat(43), password: 'a long operator password', code: '123456' } }), expect: everyone(404) },
  // Rates are finance's. The rates page's form carries the password instead; without it, an admin session is needed.
  // Kenya's rate as it is: each allowed role sets it again, changing nothing for the calls after.
  'POST /api/update-rates': { call: (o) => ({ path: '/api/update-rates', body: { kenya: o.kenyaRate } }), expect: adminRoles(['finance', 'owner']) },

  'GET /api/recipients': { call: () => ({ path: '/api/recipients' }), expect: anySender() },
  'POST /api/recipients': { call: () => ({ path: '/api/recipients', body: { firstName: 'Achieng', lastName: 'Otieno', phone: '0712 345 690', country: 'kenya' } }), expect: anySender(201) },
  'GET /api/recipients/{id}': { call: (o) => ({ path: `/api/recipients/${o.recipientId}` }), expect: ownerOnly() },
  'PUT /api/recipients/{id}': {
    call: (o) => ({ path: `/api/recipients/${o.recipientId}`, body: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 691', country: 'kenya' } }),
    expect: ownerOnly(),
  },
  'DELETE /api/recipients/{id}': { call: (o) => ({ path: `/api/recipients/${o.spareRecipientId}` }), expect: ownerOnly() },

  'GET /api/rate-alerts': { call: () => ({ path: '/api/rate-alerts' }), expect: anySender() },
  // Uganda: the owner's own Kenya alert (deleted below) stays as set up.
  'POST /api/rate-alerts': { call: () => ({ path: '/api/rate-alerts', body: { country: 'uganda', targetRate: 999_999 } }), expect: anySender(201) },
  'DELETE /api/rate-alerts/{id}': { call: (o) => ({ path: `/api/rate-alerts/${o.rateAlertId}` }), expect: ownerOnly() },

  'GET /api/payment-methods': { call: () => ({ path: '/api/payment-methods' }), expect: anySender() },
  'POST /api/add-payment-method': {
    call: async (_o, role) => ({ path: '/api/add-payment-method', body: { type: 'card', paymentMethodId: !isSender(role) ? 'pm_nobody' : await tokenizeCard(sandboxUrl, VISA_DEBIT) } }),
    expect: anySender(201),
  },
  'POST /api/payment-methods/{id}/default': { call: (o) => ({ path: `/api/payment-methods/${o.cardId}/default` }), expect: ownerOnly() },
  // A card is not verified by micro-deposits: the owner is told so; anyone else is told it does not exist.
  'POST /api/payment-methods/{id}/verify-microdeposits': {
    call: (o) => ({ path: `/api/payment-methods/${o.cardId}/verify-microdeposits`, body: { descriptorCode: 'SM11AA' } }),
    expect: ownerOnly(409),
  },
  'DELETE /api/payment-methods/{id}': { call: (o) => ({ path: `/api/payment-methods/${o.spareCardId}` }), expect: ownerOnly() },

  'GET /api/transactions': { call: () => ({ path: '/api/transactions' }), expect: anySender() },
  'GET /api/transactions/{id}': { call: (o) => ({ path: `/api/transactions/${o.transferId}` }), expect: ownerOnly() },
  // The owner's transfer is not paid: the owner is told it cannot be cancelled; anyone else that it does not exist.
  'POST /api/transactions/{id}/cancel': { call: (o) => ({ path: `/api/transactions/${o.transferId}/cancel` }), expect: ownerOnly(409) },
  'GET /api/sending-limits': { call: () => ({ path: '/api/sending-limits' }), expect: anySender() },
  'GET /api/sending-limits/tiers': { call: () => ({ path: '/api/sending-limits/tiers' }), expect: anySender() },
  // Each sender's own account: the phone is verified already (409), a wrong code (400), a wrong current password (400).
  'POST /api/profile/contact': { call: () => ({ path: '/api/profile/contact', body: { channel: 'phone', value: '+14155550111' } }), expect: anySender(409) },
  'POST /api/profile/contact/verify': { call: () => ({ path: '/api/profile/contact/verify', body: { channel: 'phone', code: '000000' } }), expect: anySender(400) },
  'POST /api/profile/password': {
    call: () => ({ path: '/api/profile/password', body: { currentPassword: 'not the password', newPassword: 'another-password-1' } }),
    expect: anySender(400),
  },
  // Identity verification (issue #26), each sender's own: both senders are verified (Verified ID), so their details are
  // locked (409) and the document check is done already (409).
  'GET /api/profile/verification': { call: () => ({ path: '/api/profile/verification' }), expect: anySender() },
  'PUT /api/profile/verification/details': {
    call: () => ({
      path: '/api/profile/verification/details',
      body: { legalFirstName: 'Amina', legalLastName: 'Okello', dateOfBirth: '1990-04-12', address: { line1: '12 Main St', city: 'Columbus', state: 'OH', postalCode: '43004' } },
    }),
    expect: anySender(409),
  },
  'POST /api/profile/verification/checks': { call: () => ({ path: '/api/profile/verification/checks', body: { kind: 'document' } }), expect: anySender(409) },
  // The Enhanced tier (issue #26), each sender's own: none asked yet; both senders are Verified ID, so each may ask (once).
  'GET /api/profile/verification/enhanced': { call: () => ({ path: '/api/profile/verification/enhanced' }), expect: anySender() },
  'POST /api/profile/verification/enhanced': {
    call: () => ({ path: '/api/profile/verification/enhanced', body: { occupation: 'Nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: 'Wages from the hospital' } }),
    expect: anySender(),
  },
  // What a compliance case asks of the sender (issue #26): each sender's own (none asked), a made-up case is no one's (404).
  'GET /api/profile/information-requests': { call: () => ({ path: '/api/profile/information-requests' }), expect: anySender() },
  'POST /api/profile/information-requests/{caseId}/answer': {
    call: () => ({ path: `/api/profile/information-requests/${randomUUID()}/answer`, body: { answer: 'My salary, as the payslip shows.' } }),
    expect: anySender(404),
  },
  'GET /api/settings/notifications': { call: () => ({ path: '/api/settings/notifications' }), expect: anySender() },
  'PUT /api/settings/notifications': { call: () => ({ path: '/api/settings/notifications', body: { email: true, sms: true } }), expect: anySender() },
  'PUT /api/settings/language': { call: () => ({ path: '/api/settings/language', body: { language: 'en' } }), expect: anySender() },
  'GET /api/settings/two-step': { call: () => ({ path: '/api/settings/two-step' }), expect: anySender() },
  'POST /api/settings/two-step/authenticator': { call: () => ({ path: '/api/settings/two-step/authenticator' }), expect: anySender() },
  // After the row above each sender has an app being added: a made-up code is not its code.
  'POST /api/settings/two-step/authenticator/confirm': { call: () => ({ path: '/api/settings/two-step/authenticator/confirm', body: { code: 'abcdef' } }), expect: anySender(400) },
  'POST /api/settings/two-step/off': { call: () => ({ path: '/api/settings/two-step/off', body: { currentPassword: 'not the password' } }), expect: anySender(400) },
  // Each sender's own passkeys (just signed in: no step-up asked); an answer no authenticator made (400), a made-up id (404).
  'GET /api/settings/passkeys': { call: () => ({ path: '/api/settings/passkeys' }), expect: anySender() },
  'POST /api/settings/passkeys/registration-options': { call: () => ({ path: '/api/settings/passkeys/registration-options' }), expect: anySender() },
  'POST /api/settings/passkeys': {
    call: () => ({ path: '/api/settings/passkeys', body: { name: 'Matrix key', response: { ...PASSKEY_ANSWER, response: { clientDataJSON: 'e30', attestationObject: 'oA' } } } }),
    expect: anySender(400),
  },
  'DELETE /api/settings/passkeys/{id}': { call: () => ({ path: '/api/settings/passkeys/2147483000' }), expect: anySender(404) },
  'GET /api/settings/sessions': { call: () => ({ path: '/api/settings/sessions' }), expect: anySender() },
  // Each sender ends their own other sessions (the matrix signs each role in once: there are none).
  'POST /api/settings/sessions/end-others': { call: () => ({ path: '/api/settings/sessions/end-others' }), expect: anySender() },
  // A session id nobody has (sessions.test.ts ends another sender's by its real id: 404 too).
  'DELETE /api/settings/sessions/{id}': { call: () => ({ path: '/api/settings/sessions/no-such-session' }), expect: anySender(404) },
  // Prices are public (the landing page's calculator).
  'GET /api/quote': { call: () => ({ path: '/api/quote?amount=100&country=kenya&paymentMethod=card' }), expect: everyone(200) },
  'GET /api/delivery-options': { call: () => ({ path: '/api/delivery-options?country=ethiopia' }), expect: anySender() },
  'GET /api/mtn-registered-name': { call: () => ({ path: '/api/mtn-registered-name?phone=%2B256772345102' }), expect: anySender() },
  'GET /api/recipient-account-holder': { call: () => ({ path: '/api/recipient-account-holder?country=ethiopia&phone=0911345102&deliveryMethod=telebirr' }), expect: anySender() },
  'POST /api/create-card-session': { call: () => ({ path: '/api/create-card-session', body: cardCheckout }), expect: anySender(201) },
  'GET /api/checkout-session': { call: (o) => ({ path: `/api/checkout-session?session_id=${o.sessionId}` }), expect: ownerOnly() },
  'POST /api/create-teller-session': { call: () => ({ path: '/api/create-teller-session', body: bankCheckout }), expect: anySender(201) },
  // The access token is the bank link's own secret: whoever holds it sees its accounts; a session is still required.
  'POST /api/teller-accounts': { call: (o) => ({ path: '/api/teller-accounts', body: { access_token: o.bankAccessToken } }), expect: anySender() },
  'POST /api/process-teller-payment': {
    call: (o) => ({ path: '/api/process-teller-payment', body: { session_id: o.bankSessionId, account_id: o.bankAccountId, access_token: o.bankAccessToken } }),
    expect: ownerOnly(),
  },

  // The provider's and the partners' calls: a signature, or the secret path, is the only credential.
  'POST /api/webhooks/stripe': { call: () => ({ path: '/api/webhooks/stripe', body: { id: 'evt_forged', type: 'payment_intent.succeeded' } }), expect: everyone(400) },
  'POST /api/payout-callbacks/{token}/{rail}/{kind}': { call: () => ({ path: '/api/payout-callbacks/not-the-token/daraja/result', body: {} }), expect: everyone(404) },
  'PUT /api/payout-callbacks/{token}/{rail}/{kind}': { call: () => ({ path: `/api/payout-callbacks/${DEV_CALLBACK_TOKEN}x/mtn_momo/transfer`, body: {} }), expect: everyone(404) },
  'POST /api/payout-callbacks/{token}/{rail}/{kind}/{reference}': {
    call: () => ({ path: `/api/payout-callbacks/${DEV_CALLBACK_TOKEN.slice(1)}/daraja/status-result/${randomUUID()}`, body: {} }),
    expect: everyone(404),
  },
  // Last: the owner's payment goes on settling after it answers, changing the transfer the view compares.
  'POST /api/process-card-payment': {
    call: async (o, role) => ({
      path: '/api/process-card-payment',
      body: { session_id: o.sessionId, paymentMethodId: !isSender(role) ? 'pm_nobody' : await tokenizeCard(sandboxUrl, TEST_CARDS.visa) },
    }),
    expect: ownerOnly(),
  },
};

let stack: InProcessStack;
let db: pg.Client;
let sandboxUrl: string;
let cardCheckout: Record<string, unknown>;
let bankCheckout: Record<string, unknown>;
let addresses = 0;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.11.${(addresses += 1)}`);

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

async function created<T>(response: Response): Promise<T> {
  if (response.status >= 300) throw new Error(`set-up call answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The owner's recipients, cards, a card checkout, a bank checkout and a linked bank; the clients of each role (each its own address). */
async function setUp(): Promise<{ owned: Owned; clients: Record<Role, BrowserLikeClient> }> {
  sandboxUrl = stack.sandboxUrl;
  const clients = Object.fromEntries(ROLES.map((role) => [role, newClient()])) as Record<Role, BrowserLikeClient>;
  const user = await signUpAndSignIn(stack, clients.owner);
  await signUpAndSignIn(stack, clients.other, { firstName: 'Other', lastName: 'Sender' });
  for (const role of OPERATORS) await signInAsOperator(stack, clients[`operator:${role}`], { role });
  const owner = clients.owner;

  const recipient = (phone: string) => owner.post('/api/recipients', { firstName: 'Wanjiru', lastName: 'Kamau', phone, country: 'kenya' });
  const { id: recipientId } = await created<{ id: number }>(await recipient('0712 345 680'));
  const { id: spareRecipientId } = await created<{ id: number }>(await recipient('0712 345 681'));
  const card = async (number: string) => created<{ id: number }>(await owner.post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, number) }));
  const { id: cardId } = await card(TEST_CARDS.visa);
  const { id: spareCardId } = await card(MASTERCARD);

  cardCheckout = await quotedTransferRequest(owner, { recipientPhone: '0712 345 682' });
  bankCheckout = await quotedTransferRequest(owner, { recipientPhone: '0712 345 683', method: 'ach' });
  const { sessionId } = await created<{ sessionId: string }>(await owner.post('/api/create-card-session', cardCheckout));
  const { sessionId: bankSessionId } = await created<{ sessionId: string }>(await owner.post('/api/create-teller-session', bankCheckout));
  const bankAccessToken = await linkSandboxBank(stack.sandboxUrl);
  const [account] = await linkedAccounts(owner, bankAccessToken);
  const rates = await created<{ kenya: number }>(await owner.get('/api/rates'));
  const { alert } = await created<{ alert: { id: string } }>(await owner.post('/api/rate-alerts', { country: 'kenya', targetRate: Math.ceil(rates.kenya) + 10 }));
  return {
    owned: {
      user,
      recipientId,
      spareRecipientId,
      cardId,
      spareCardId,
      transferId: (await transferRow(db, sessionId)).id,
      sessionId,
      bankSessionId,
      bankAccessToken,
      bankAccountId: account!.id,
      kenyaRate: rates.kenya,
      rateAlertId: alert.id,
    },
    clients,
  };
}

/** What the owner can see of their own things, to check nobody else changed them. */
async function ownerView(owner: BrowserLikeClient, owned: Owned) {
  const read = async (path: string) => (await owner.get(path)).json();
  return {
    recipient: await read(`/api/recipients/${owned.recipientId}`),
    transfer: await read(`/api/transactions/${owned.transferId}`),
    methods: await read('/api/payment-methods'),
    rateAlerts: await read('/api/rate-alerts'),
  };
}

describe('the authorisation matrix', () => {
  it('classifies every route the router serves, and only those', () => {
    const served = routerRoutes(stack.api).filter((route) => route.includes(' /api/'));
    expect(served.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });

  it('tries every operator role there is', () => {
    expect([...OPERATORS].sort()).toEqual([...OPERATOR_ROLES].sort());
    expect([...EVERY_OPERATOR].sort()).toEqual([...OPERATOR_ROLES].sort());
  });

  it('answers each route as expected for nobody, another sender, each operator role and the owner, and nobody else changes the owner’s things', async () => {
    const { owned, clients } = await setUp();
    let before = await ownerView(clients.owner, owned);
    const answers: string[] = [];
    const expected: string[] = [];
    const routes = Object.entries(MATRIX).filter(([route]) => route !== 'POST /api/auth/logout' && route !== 'DELETE /api/admin/session');
    for (const [route, { call, expect: statuses }] of routes) {
      const method = route.split(' ')[0]!;
      for (const role of ROLES) {
        if (role === 'owner') {
          // Everyone else has had their try: nothing of the owner's moved.
          expect({ route, view: await ownerView(clients.owner, owned) }).toEqual({ route, view: before });
        }
        const { path, body } = await call(owned, role);
        const response = await clients[role].request(method, path, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
        // A role refused is told so by its code (not a CSRF or other refusal that also answers 403).
        const refusal = response.status === 403 ? ` ${((await response.json()) as { code?: string }).code}` : '';
        answers.push(`${route} as ${role}: ${response.status}${refusal}`);
        expected.push(`${route} as ${role}: ${statuses[role]}${statuses[role] === 403 ? ' ADMIN.ROLE_NOT_ALLOWED' : ''}`);
        if (role === 'other' && response.status === 200 && method === 'GET') {
          // Another sender's own lists never show the owner's things.
          const text = await response.text();
          for (const secret of [owned.sessionId, owned.transferId, owned.user.email]) expect({ route, leaked: text.includes(secret) }).toEqual({ route, leaked: false });
        }
        // The owner's own call may change their things: that is the next route's starting point.
        if (role === 'owner') before = await ownerView(clients.owner, owned);
      }
    }
    expect(answers).toEqual(expected);
    // Some 130 routes times eight callers, each with the owner's things read around it: about 20 s
    // on a quiet machine, past jest's 30 s beside the other tiers (a CI run timed out so).
  }, 180_000);

  it('signs out, and ends an admin session, for whoever asks, and only their own', async () => {
    const { clients } = await setUp();
    for (const route of ['POST /api/auth/logout', 'DELETE /api/admin/session']) {
      const [method, path] = route.split(' ') as [string, string];
      for (const role of ROLES) expect({ route, role, status: (await clients[role].request(method, path)).status }).toEqual({ route, role, status: MATRIX[route]!.expect[role] });
    }
    expect((await clients.owner.get('/api/auth/me')).status).toBe(401);
    for (const operator of OPERATOR_CALLERS) expect({ operator, status: (await clients[operator].get('/api/admin/stats')).status }).toEqual({ operator, status: 401 });
  });
});
