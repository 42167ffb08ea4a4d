// Canned API answers for the admin screens' tests (not part of the app bundle).
import type { AttentionItem, AttentionTransfer } from '../api/admin-attention';
import type { AdminPermission } from '../api/admin-session';
import type { TransferTimeline } from '../api/admin-timeline';
import type { AdminTransaction } from '../api/admin-transactions';
import type { AdminUser } from '../api/admin-users';

export const stats = {
  totalUsers: 1284,
  newUsersThisMonth: 37,
  totalTransactions: 5421,
  transactionsThisMonth: 412,
  totalVolume: 1234567.8,
  volumeThisMonth: 98765.4,
  successRate: 97.5,
  averageTransaction: 227.75,
  topCountry: 'kenya',
  popularPaymentMethod: 'card',
  declinedPayments: 14,
  volumeByDay: [
    { date: '2025-01-03', volume: 1200 },
    { date: '2025-01-04', volume: 0 },
    { date: '2025-01-05', volume: 3450.5 },
  ],
};

export const rates = { eritrea: 15, ethiopia: 57.5, uganda: 3700.1234, kenya: 129.25 };

export function adminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: n,
    firstName: 'Amina',
    lastName: `Tesfaye${n}`,
    email: `amina${n}@example.com`,
    phone: '+12025550123',
    emailVerified: true,
    phoneVerified: false,
    transactionCount: 3,
    totalVolume: 450.5,
    status: 'active',
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function adminTransaction(n: number, overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: `7f1c0a52-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sessionId: `cs_test_${n}`,
    userId: 1,
    user: { firstName: 'Amina', lastName: 'Tesfaye', email: 'amina@example.com', phone: null },
    amount: 100,
    feeAmount: 9,
    totalAmount: 109,
    recipientAmount: 12925,
    currencyCode: 'KES',
    country: 'kenya',
    paymentMethod: 'card',
    status: 'completed',
    providerTransferId: 'pi_3QabcDEF',
    senderInfo: { firstName: 'Amina', lastName: 'Tesfaye', email: 'amina@example.com', phone: '+12025550123' },
    recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
    deliveryMethod: 'mpesa',
    payoutReceipt: null,
    pickupCode: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

const HOUR_MS = 3_600_000;

/** An ISO time `hours` from now (negative: in the past), for "waiting since" and deadlines. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS).toISOString();
}

export function attentionTransfer(overrides: Partial<AttentionTransfer> = {}): AttentionTransfer {
  return {
    id: '7f1c0a52-0000-4000-8000-000000000001',
    status: 'processing',
    senderName: 'Amina Tesfaye',
    senderEmail: 'amina@example.com',
    recipientName: 'Wanjiru Kamau',
    country: 'kenya',
    deliveryMethod: 'mpesa',
    paymentMethod: 'card',
    amount: 100,
    totalAmount: 109,
    recipientAmount: 12925,
    currencyCode: 'KES',
    ...overrides,
  };
}

/** A failed M-Pesa payout with the two retries; `overrides` make it any other item. */
export function attentionItem(overrides: Partial<AttentionItem> = {}): AttentionItem {
  const transfer = overrides.transfer === undefined ? attentionTransfer() : overrides.transfer;
  return {
    key: `payout_failed:${transfer?.id ?? 'none'}`,
    kind: 'payout_failed',
    title: 'Payout failed',
    detail: 'M-Pesa: The recipient number is not registered',
    since: hoursFromNow(-3),
    transfer,
    dispute: null,
    alternatives: [],
    actions: [{ name: 'retry_payout', label: 'Retry payout', confirm: 'Send the payout to M-Pesa again.' }],
    pendingApprovals: [],
    ...overrides,
  };
}

/** Ethiopia's other methods for a failed telebirr payout: a bank account (with its banks) or telebirr again. */
export const ethiopianAlternatives: AttentionItem['alternatives'] = [
  {
    method: 'bank_account',
    label: 'Bank account',
    banks: [
      { id: 'cbe', name: 'Commercial Bank of Ethiopia' },
      { id: 'awash', name: 'Awash Bank' },
    ],
  },
  { method: 'cash_pickup', label: 'Cash pickup', banks: null },
];

export function transferTimeline(overrides: Partial<TransferTimeline> = {}): TransferTimeline {
  return {
    transfer: adminTransaction(1, { status: 'processing', payoutReceipt: null }),
    events: [
      { sequence: 1, type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z', description: 'Transfer created' },
      { sequence: 2, type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', description: 'Card payment received' },
      {
        sequence: 3,
        type: 'PayoutFailed',
        occurredAt: '2025-01-05T12:05:00.000Z',
        description: 'Payout failed: The recipient number is not registered',
      },
    ],
    disputes: [],
    payoutAttempts: [],
    refunds: [],
    alerts: [],
    ...overrides,
  };
}

export const allUp = {
  database: { status: 'up' },
  redis: { status: 'up' },
  queues: { status: 'up' },
  cardProvider: { status: 'up' },
  bankLinking: { status: 'up' },
  email: { status: 'up' },
  sms: { status: 'up' },
};

/** The shape of `mockApiWith`'s request and answer (kept structural: app code may not import testing/). */
export type FakeRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type FakeAnswer = { status?: number; body?: unknown };

const emptyPage = { items: [], nextCursor: null };

/** The operator `operatorBackend` knows; `code` stands for their authenticator's current code. */
export const operator = { email: 'ops@example.com', password: 'operator pass 1', code: '123456' } as const;

export type OperatorRole = 'viewer' | 'support' | 'compliance' | 'finance' | 'owner';

/** What each role may do, as the server says (src/admin/domain/operator-permission.ts). */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly AdminPermission[]>> = {
  viewer: ['read'],
  support: ['read', 'act', 'support'],
  compliance: ['read', 'act', 'compliance'],
  finance: ['read', 'act', 'finance'],
  owner: ['read', 'act', 'support', 'compliance', 'finance', 'operators'],
};

/** `GET /api/admin/session`'s answer for a session signed in as `operator` with `role`. */
export function operatorSession(role: OperatorRole = 'owner', email: string = operator.email) {
  return { admin: true, operator: { email, role, permissions: [...ROLE_PERMISSIONS[role]] } };
}

/** The server's 403 when `role` lacks `permission`, naming the roles that have it, in its words. */
export function roleNotAllowed(role: OperatorRole, permission: AdminPermission): FakeAnswer {
  const allowed = (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).filter((r) => ROLE_PERMISSIONS[r].includes(permission));
  return {
    status: 403,
    body: {
      code: 'ADMIN.ROLE_NOT_ALLOWED',
      message: `Your role (${role}) cannot do this. It needs an operator with the role ${allowed.join(' or ')}.`,
    },
  };
}

/** `GET /api/admin/session`'s answer: signed in as `operator` with `role`, or `{admin: false}`. */
export function adminSessionAnswer(admin: boolean, role: OperatorRole = 'owner'): FakeAnswer {
  return { body: admin ? operatorSession(role) : { admin: false } };
}

/**
 * A backend for the admin screens: `own` answers first (return undefined to fall through),
 * then every read the screens make gets a plausible answer. Signed out as a sender; admin
 * (as `operator`, an owner unless `role` says otherwise) unless `admin: false`.
 */
export function adminBackend(
  own: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
  { admin = true, role = 'owner' }: { admin?: boolean; role?: OperatorRole } = {},
) {
  return (request: FakeRequest): FakeAnswer | undefined => {
    const answer = own(request);
    if (answer) return answer;
    if (request.method !== 'GET') return undefined;
    switch (request.path) {
      case '/api/auth/me':
        return { status: 401, body: { message: 'Unauthorized' } };
      case '/api/admin/session':
        return adminSessionAnswer(admin, role);
      case '/api/admin/stats':
        return { body: stats };
      case '/api/admin/transactions':
      case '/api/admin/users':
      case '/api/admin/audit':
        return { body: emptyPage };
      case '/api/admin/health':
        return { body: allUp };
      case '/api/admin/attention':
        return { body: { items: [] } };
      case '/api/rates':
        return { body: rates };
      default:
        return undefined;
    }
  };
}

function signInProblem(body: unknown): FakeAnswer | undefined {
  const { email, password, code } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const missing = (value: unknown, trim: boolean) =>
    typeof value !== 'string' || (trim ? value.trim() : value) === '';
  const issues = [
    missing(email, true) && { field: 'email', message: 'Email is required' },
    missing(password, false) && { field: 'password', message: 'Password is required' },
    missing(code, true) && { field: 'code', message: 'Authentication code is required' },
  ].filter((issue) => issue !== false);
  if (issues.length > 0) {
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: issues[0]!.message, field: issues[0]!.field, issues } };
  }
  const matches =
    (email as string).trim() === operator.email && password === operator.password && (code as string).trim() === operator.code;
  return matches
    ? undefined
    : { status: 401, body: { code: 'ADMIN.INVALID_SIGN_IN', message: 'Invalid email, password or authentication code' } };
}

/**
 * The server's admin gate, like the real API (ENGINEERING.md section 8), over `adminBackend`:
 * `POST /api/admin/session` takes `{email, password, code}` only (400 VALIDATION_FAILED when one
 * is missing or empty, so a password alone is refused; 401 ADMIN.INVALID_SIGN_IN when any one is
 * wrong) and opens the admin session; `DELETE` closes it. While it is closed every other
 * `/api/admin/` call and `POST /api/update-rates` answer 401 ADMIN.REQUIRED. The rates page's
 * `{rates, password}` is checked against the signed-in operator's own password (401
 * ADMIN.INVALID_PASSWORD), after their role (403 ADMIN.ROLE_NOT_ALLOWED without finance).
 * `GET /api/admin/session` names the operator with `role` (an owner unless said) and its
 * permissions. `own` answers first; the session starts open with `signedIn`.
 */
export function operatorBackend(
  own: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
  { signedIn = false, role = 'owner' }: { signedIn?: boolean; role?: OperatorRole } = {},
) {
  let admin = signedIn;
  const adminRequired: FakeAnswer = {
    status: 401,
    body: { code: 'ADMIN.REQUIRED', message: 'Admin access required. Please sign in as an operator.' },
  };
  return adminBackend((request) => {
    const answer = own(request);
    if (answer) return answer;
    const { method, path, body } = request;
    if (path === '/api/admin/session') {
      if (method === 'GET') return adminSessionAnswer(admin, role);
      if (method === 'POST') {
        const refused = signInProblem(body);
        if (refused) return refused;
        admin = true;
        return { body: { message: 'Welcome to the admin dashboard' } };
      }
      if (method === 'DELETE') {
        admin = false;
        return { body: { message: 'You have left the admin dashboard' } };
      }
    }
    if (path.startsWith('/api/admin/') && !admin) return adminRequired;
    if (method === 'POST' && path === '/api/update-rates') {
      if (!admin) return adminRequired;
      if (!ROLE_PERMISSIONS[role].includes('finance')) return roleNotAllowed(role, 'finance');
      const form = body as { rates?: unknown; password?: unknown };
      if (form.rates !== undefined && form.password !== operator.password) {
        return { status: 401, body: { code: 'ADMIN.INVALID_PASSWORD', message: 'Invalid admin password' } };
      }
      return { body: { rates: form.rates ?? body } };
    }
    return undefined;
  });
}
