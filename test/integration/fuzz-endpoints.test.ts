import { createHmac } from 'node:crypto';
import http from 'node:http';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import fc from 'fast-check';
import pg from 'pg';
import { deleteRedisKeys } from '../support/redis-keys.js';
import type { ApiAccess } from '../../src/openapi/api-operation.decorator.js';
import { declaredRoutes, toOpenApiPath } from '../../src/openapi/declared-routes.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payAgainByCard } from '../support/card-paid-transfer.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import {
  bodyArbitrary,
  fillPath,
  pathParameterArbitrary,
  queryArbitrary,
  queryString,
  toJsonText,
  type FieldExamples,
  type JsonSchema,
  type QueryPair,
  type RawSegment,
} from '../support/fuzz-arbitraries.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { routerRoutes } from '../support/router-routes.js';
import { linkedAccounts, linkSandboxBank } from '../support/sandbox-payments.js';
import { signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest } from '../support/transfer-fixtures.js';

/**
 * Every route the Nest router serves gets RUNS_PER_ENDPOINT inputs derived from the zod
 * schemas of its `@ApiOperation` (through the generated OpenAPI document) and mixed with
 * hostile values, sent as the caller that can reach it. No input may answer 5xx, and an
 * input answered 4xx may write nothing.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 1000);
/**
 * Inputs for each route of RUNS_ALONE (below), which cannot share the lanes: one after another,
 * a thousand reconciliation runs alone took a third of the file's time (each accepted input
 * asks every provider for its records). The seed changes every run, so runs add up.
 */
const RUNS_PER_ALONE_ENDPOINT = Math.ceil(RUNS_PER_ENDPOINT / 4);
/**
 * Inputs for a GET that declares no parameter (the health checks, `/api/auth/me`, the lists):
 * its inputs differ only by caller, client address and the hostile query keys added to every
 * route, which a quarter of the runs covers; a thousand of them took a fifth of the file's time
 * (the admin health check alone, which asks every provider, two minutes).
 */
const RUNS_PER_INPUTLESS_ENDPOINT = Math.ceil(RUNS_PER_ENDPOINT / 4);
/**
 * Each route's inputs come in this many parts, each a fast-check run with a seed of its own,
 * so a slow route (the admin health check asks every provider) is spread over the lanes.
 */
const PARTS_PER_ENDPOINT = 4;
/** Parts fuzzed at once. Their writes can make one another's row counts move; such a check is redone alone (see `FuzzGate`). */
const LANES = 4;
/**
 * Client addresses per route. The per-address rate limits (sign-in, registration,
 * verification, admin password) let the first inputs from each reach the handler and
 * answer 429 after; every input is still validated first. More addresses would mostly
 * buy more argon2 hashing (0.1 s each here).
 */
const ADDRESSES_PER_ROUTE = 2;
/** FUZZ_SEED=<n> replays a run (the seed is printed at the start). */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/**
 * Routes fuzzed one after another once every other route is done: those that change who the
 * other routes' callers are (suspending a user ends the fuzz sender's session), and those
 * whose accepted inputs keep writing after their answer (a partner's balance arrives by
 * callback; a reconciliation run records what it finds), which beside the lanes made half of
 * the other routes' refused inputs look written and be redone alone.
 */
const RUNS_ALONE = new Set(['PUT /api/admin/users/{userId}/status', 'POST /api/admin/float/balance-checks', 'POST /api/admin/reconciliation/runs']);

let stack: InProcessStack;
let db: pg.Client;
let ownDatabaseUrl: string | undefined;
let pool: pg.Pool;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Who sends an input: the variants each kind of access is called as. */
type CallerName =
  | 'anonymous'
  | 'anonymous without CSRF token'
  | 'sender'
  | 'sender without CSRF token'
  | 'admin'
  | 'admin without CSRF token'
  | 'stripe (signed)'
  | 'unsigned'
  | 'signed with another secret'
  | 'signed 10 minutes ago'
  | 'partner';

const CALLERS = {
  public: (write) => (write ? ['anonymous', 'anonymous without CSRF token'] : ['anonymous']),
  sender: (write) => (write ? ['sender', 'sender without CSRF token'] : ['sender']),
  admin: (write) => (write ? ['admin', 'admin without CSRF token'] : ['admin']),
  webhook: () => ['stripe (signed)', 'unsigned', 'signed with another secret', 'signed 10 minutes ago'],
  // The secret is a path segment: the right token and wrong ones come from the path's arbitrary.
  'partner-callback': () => ['partner'],
} satisfies Record<ApiAccess, (write: boolean) => CallerName[]>;

interface FuzzCase {
  route: string;
  method: string;
  template: string;
  access: ApiAccess;
  callers: CallerName[];
  input: fc.Arbitrary<FuzzInput>;
  /** How many inputs it gets (see RUNS_PER_ENDPOINT and the others). */
  runs: number;
}

interface FuzzInput {
  caller: CallerName;
  /** Which of the route's client addresses sends it. */
  address: number;
  path: Record<string, string | RawSegment>;
  query: QueryPair[];
  /** undefined: no body. */
  body: unknown;
}

interface Sent {
  status: number;
  code?: string;
  text: string;
  /** The request, for a failure report. */
  described: string;
}

/** Row counts by table (and `admin_audit_log[admin.sign_in_failed]`). */
type Counts = Record<string, number>;

/** One query answering every product table's row count as `12,0,3,...` in `countNames` order. */
let countsQuery: string;
let countNames: string[];
let anonymousClients: Map<string, BrowserLikeClient>;
let senderClient: BrowserLikeClient;
let sender: SignedInUser;
let adminClient: BrowserLikeClient;
/** The operator the admin caller first signed in as (their email and password are field examples). */
let adminOperator: TestOperator;
let examples: FieldExamples;
let document: Json;

beforeAll(async () => {
  // A database of its own: the row counts below are read around every refused input, and on the
  // run's shared database they would count every earlier file's rows each time (most of this
  // file's time went there). The rate routes' fuzz also sets valid odd rates (1.005) no other
  // file may see.
  ({ stack, db, ownDatabaseUrl } = await startStackAndDatabase({ ownDatabase: 'fuzz' }));
  pool = new pg.Pool({ connectionString: ownDatabaseUrl, max: LANES + 1 });
  document = (await (await fetch(`${stack.apiUrl}/api/openapi.json`)).json()) as Json;

  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by 1`,
  );
  countNames = [...rows.map(({ name }) => name), SIGN_IN_FAILED];
  countsQuery = `select concat_ws(',', ${[
    ...rows.map(({ name }) => `(select count(*) from "${name}")`),
    `(select count(*) from admin_audit_log where action = 'admin.sign_in_failed')`,
  ].join(', ')}) as counts`;

  senderClient = new BrowserLikeClient(stack.apiUrl, '198.19.250.1');
  sender = await signUpAndSignIn(stack, senderClient);
  adminClient = new BrowserLikeClient(stack.apiUrl, '198.19.250.2');
  await signInAsAdmin();
  examples = await fieldExamples();
  anonymousClients = new Map();
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await stopStackAndDatabase({ stack, db, ownDatabaseUrl });
});

const SIGN_IN_FAILED = 'admin_audit_log[admin.sign_in_failed]';

/** Signs the admin caller in as a new owner (a new operator each time: no authenticator code is replayed). */
async function signInAsAdmin(): Promise<void> {
  const operator = await signInAsOperator(stack, adminClient);
  adminOperator ??= operator;
}

/**
 * Real ids and values the fuzz mixes in by field name, so inputs reach past "not found" into
 * the handlers: the sender's recipients, saved methods, checkouts and transfer, card tokens,
 * a bank link, and another user for the admin to suspend.
 */
async function fieldExamples(): Promise<FieldExamples> {
  const post = async (path: string, body: unknown) => {
    const response = await senderClient.post(path, body);
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Json;
  };
  const recipients = [
    await post('/api/recipients', { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678', country: 'kenya' }),
    await post('/api/recipients', { firstName: 'Okello', lastName: 'Mukasa', phone: '+256772123456', country: 'uganda' }),
  ];
  const card = await post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
  const bank = await post('/api/add-payment-method', {
    type: 'bank_account',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    accountType: 'checking',
    bankName: 'Chase',
    accountHolderName: 'Amina Okello',
  });
  const quoted = await quotedTransferRequest(senderClient);
  const pending = await post('/api/create-card-session', quoted);
  const paid = await payAgainByCard(stack, db, senderClient, { country: 'kenya', recipientPhone: '0712345678' });
  const accessToken = await linkSandboxBank(stack.sandboxUrl);
  const [account] = await linkedAccounts(senderClient, accessToken);
  const tokens = await Promise.all([TEST_CARDS.visa, TEST_CARDS.visa, TEST_CARDS.declined, TEST_CARDS.threeDSecure].map((n) => tokenizeCard(stack.sandboxUrl, n)));
  const bystander = await signUpAndSignIn(stack, new BrowserLikeClient(stack.apiUrl, '198.19.250.3'), { firstName: 'Bystander' });

  const byName: Record<string, fc.Arbitrary<unknown>> = {
    id: fc.constantFrom(...recipients.map((r) => String(r.id)), String(card.id), String(bank.id), paid.id, 'evt_fuzz_1'),
    userId: fc.constantFrom(bystander.userId, sender.userId),
    session_id: fc.constantFrom(pending.sessionId as string, paid.sessionId),
    savedPaymentMethodId: fc.constantFrom(card.id, bank.id),
    paymentMethodId: fc.constantFrom(...tokens),
    access_token: fc.constant(accessToken),
    accessToken: fc.constant(accessToken),
    account_id: fc.constant(account.id),
    accountId: fc.constant(account.id),
    accountNumber: fc.constantFrom('000123456789', '0712345678'),
    routingNumber: fc.constant('021000021'),
    descriptorCode: fc.constantFrom('SM11AA', 'sm11aa'),
    phone: fc.constantFrom('0712345678', '+254712345678', '+256772123456', '+251911234567', '+2917123456', '+12025550100'),
    email: fc.constantFrom(sender.email, bystander.email, adminOperator.email, ''),
    emailOrPhone: fc.constantFrom(sender.email, bystander.email),
    password: fc.constantFrom(sender.password, adminOperator.password),
    amount: fc.constantFrom(quoted.amount, 1, 5000),
    feeAmount: fc.constant(quoted.feeAmount),
    totalAmount: fc.constant(quoted.totalAmount),
    recipientAmount: fc.constant(quoted.recipientAmount),
    currencyCode: fc.constantFrom(quoted.currencyCode, 'USD'),
    token: fc.constant(stack.config.PAYOUT_CALLBACK_TOKEN),
    kind: fc.oneof(fc.constantFrom('result', 'timeout', 'transfer', 'transaction'), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
    reference: fc.oneof(fc.constant(paid.id), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
    type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.dispute.created', 'refund.updated'),
    key: fc.constantFrom(`payout_failed:${paid.id}`, `outbox_job:00000000-0000-4000-8000-000000000000`),
  };
  return (name) => byName[name];
}

/** Every served route with what the fuzz sends it, or the routes it has nothing for. */
function fuzzCases(): { cases: FuzzCase[]; missing: string[] } {
  const declared = declaredRoutes(stack.api.get(DiscoveryService), stack.api.get(MetadataScanner));
  const cases: FuzzCase[] = [];
  const missing: string[] = [];
  for (const route of routerRoutes(stack.api)) {
    const [method, template] = route.split(' ');
    const contract = declared.find((d) => d.method.toUpperCase() === method && toOpenApiPath(d.path) === template);
    const operation = document.paths?.[template]?.[method.toLowerCase()] as Json | undefined;
    if (!contract?.spec || !operation) {
      missing.push(route);
      continue;
    }
    const access = contract.spec.access;
    const callersOf = CALLERS[access] as ((write: boolean) => CallerName[]) | undefined;
    if (!callersOf) {
      missing.push(`${route} (nobody to call it as: access '${access}')`);
      continue;
    }
    const callers = callersOf(method !== 'GET');
    const parameters = (operation.parameters ?? []) as { in: string; name: string; required?: boolean; schema: JsonSchema }[];
    const options = { document, examples };
    const path = fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathParameterArbitrary(p.schema, p.name, options)])),
    );
    const query = queryArbitrary(parameters.filter((p) => p.in === 'query'), options);
    // A GET carries no body, as from a browser.
    const body =
      method === 'GET' ? fc.constant(undefined) : bodyArbitrary(operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined, options);
    const input = fc.record({
      caller: fc.oneof(
        ...callers.map((caller, index) => ({ weight: index === 0 ? 4 * callers.length : 1, arbitrary: fc.constant(caller) })),
      ),
      address: fc.nat(ADDRESSES_PER_ROUTE - 1),
      path,
      query,
      body,
    });
    const runs = RUNS_ALONE.has(route)
      ? RUNS_PER_ALONE_ENDPOINT
      : method === 'GET' && parameters.length === 0
        ? RUNS_PER_INPUTLESS_ENDPOINT
        : RUNS_PER_ENDPOINT;
    cases.push({ route, method, template, access, callers, input, runs });
  }
  return { cases, missing };
}

function anonymousClient(route: string): BrowserLikeClient {
  let client = anonymousClients.get(route);
  if (!client) {
    client = new BrowserLikeClient(stack.apiUrl);
    anonymousClients.set(route, client);
  }
  return client;
}

function cookieHeaders(client: BrowserLikeClient, csrf: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const token = client.cookies.get('csrf_token');
  if (csrf && token) headers['x-csrf-token'] = token;
  return headers;
}

/** A Stripe-Signature header for `payload`, as Stripe computes it. */
function stripeSignature(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`, 'utf8').digest('hex')}`;
}

function callerHeaders(c: FuzzCase, caller: CallerName, payload: string): Record<string, string> {
  const secret = stack.config.STRIPE_WEBHOOK_SECRET;
  switch (caller) {
    case 'anonymous':
    case 'anonymous without CSRF token':
      return cookieHeaders(anonymousClient(c.route), caller === 'anonymous');
    case 'sender':
    case 'sender without CSRF token':
      return cookieHeaders(senderClient, caller === 'sender');
    case 'admin':
    case 'admin without CSRF token':
      return cookieHeaders(adminClient, caller === 'admin');
    case 'stripe (signed)':
      return { 'stripe-signature': stripeSignature(payload, secret) };
    case 'signed with another secret':
      return { 'stripe-signature': stripeSignature(payload, `${secret}_other`) };
    case 'signed 10 minutes ago':
      return { 'stripe-signature': stripeSignature(payload, secret, Math.floor(Date.now() / 1000) - 600) };
    case 'unsigned':
    case 'partner':
      return {};
    default: {
      const unknown: never = caller;
      throw new Error(`no headers for caller ${String(unknown)}`);
    }
  }
}

/** Keep-alive connections shared by every lane (lighter than fetch, and it sends a path exactly as given: `%2e%2e` stays). */
const agent = new http.Agent({ keepAlive: true, maxSockets: LANES * 2, timeout: 3_000 });

/**
 * One HTTP exchange. A kept-alive connection the server closed just as it was reused is
 * retried once on a new one (Node's advice for `reusedSocket`); any other lost answer is the server's doing.
 */
function request(method: string, path: string, headers: Record<string, string>, body?: string, retried = false): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(stack.apiUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: hostname, port, method, path, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers early (413, 431) may close the connection while the body is still being written.
      if (answered) return;
      if (req.reusedSocket && !retried && error.code === 'ECONNRESET') resolve(request(method, path, headers, body, true));
      else reject(error);
    });
    req.end(body);
  });
}

async function send(c: FuzzCase, input: FuzzInput, routeIndex: number): Promise<Sent> {
  const url = `${fillPath(c.template, input.path)}${queryString(input.query)}`;
  const payload = input.body === undefined ? undefined : toJsonText(input.body);
  const headers: Record<string, string> = {
    'x-forwarded-for': `100.64.${routeIndex}.${input.address + 1}`,
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...callerHeaders(c, input.caller, payload ?? ''),
  };
  const described = `${c.method} ${clip(url, 300)} as ${input.caller}${payload === undefined ? '' : ` with body ${clip(payload, 600)}`}`;
  try {
    const { status, text } = await request(c.method, url, headers, payload);
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as Json).code;
    } catch {
      code = undefined;
    }
    return { status, code, text, described };
  } catch (error) {
    // The server cut the connection instead of answering: as bad as a 500.
    return { status: 599, text: `no answer: ${String(error)}`, described };
  }
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text;
}

let pendingRead: Promise<string> | undefined;

/**
 * The row counts, as the query's text. Lanes asking before the query is sent share it: it
 * starts after each of them asked, so it serves any of them as "before" or "after" alike.
 */
function counts(): Promise<string> {
  pendingRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    pendingRead = undefined;
    // Prepared once per connection: planning the seventeen counts costs more than running them.
    return (await pool.query<{ counts: string }>({ name: 'fuzz-row-counts', text: countsQuery })).rows[0].counts;
  });
  return pendingRead;
}

function parseCounts(text: string): Counts {
  const values = text.split(',').map(Number);
  return Object.fromEntries(countNames.map((name, i) => [name, values[i]]));
}

/**
 * Writes a refused input may make, as the most rows per table, by the code it was refused
 * with. Read from the code:
 * - an operator's refused sign-in at the gate (`ADMIN.INVALID_SIGN_IN`), or a wrong password on
 *   the rates page's form (`ADMIN.INVALID_PASSWORD`), is audited as `admin.sign_in_failed`
 *   before the 401: one audit row, of that kind;
 * - a card the provider declines (402) was valid input: the decline is recorded on the
 *   transfer, which stays payable (PaymentAttempts.submit: one transfer event), and the
 *   provider posts its own webhook about the failed PaymentIntent while we answer (one
 *   stored event and its outbox job, written by that delivery, not by this request);
 * - webhooks and payout callbacks are stored before they are judged (a worker settles them),
 *   but only once the signature or the secret path and the body's shape were accepted, and
 *   then they answer 200; a refused one writes nothing, so they need no entry here;
 * - rate limits count in Redis, not in these tables.
 */
function allowedWrites(sent: Sent): Counts {
  if (sent.status === 401 && (sent.code === 'ADMIN.INVALID_PASSWORD' || sent.code === 'ADMIN.INVALID_SIGN_IN')) return { admin_audit_log: 1, [SIGN_IN_FAILED]: 1 };
  if (sent.status === 402 && sent.code === 'PAYMENT.DECLINED') return { transfer_events: 1, stripe_webhook_events: 1, outbox_jobs: 1 };
  return {};
}

/** The tables whose row count moved other than `allowed` lets them (`users +1`). */
function unexpectedWrites(beforeText: string, afterText: string, allowed: Counts): string[] {
  if (beforeText === afterText) return [];
  const [before, after] = [parseCounts(beforeText), parseCounts(afterText)];
  return Object.keys(after)
    .filter((table) => {
      const moved = after[table] - before[table];
      return moved < 0 || moved > (allowed[table] ?? 0);
    })
    .map((table) => `${table} ${after[table] - before[table] >= 0 ? '+' : ''}${after[table] - before[table]}`);
}

type Verdict = { sent: Sent; wrote: string[] };

/** The row counts read after the last refused input, when nothing can have run since: the next input's "before". */
let lastCounts: string | undefined;

/**
 * One input, with the row counts around it when it is refused. `wrote` lists the tables
 * that moved. `alone`: no other input is in flight, so the last input's "after" may serve
 * as this one's "before" (one query per input instead of two).
 */
async function attempt(c: FuzzCase, input: FuzzInput, routeIndex: number, alone: boolean): Promise<Verdict> {
  const before = (alone ? lastCounts : undefined) ?? (await counts());
  lastCounts = undefined;
  const sent = await send(c, input, routeIndex);
  if (sent.status < 400 || sent.status >= 500) return { sent, wrote: [] };
  const after = await counts();
  if (alone) lastCounts = after;
  return { sent, wrote: unexpectedWrites(before, after, allowedWrites(sent)) };
}

/**
 * Lanes run inputs side by side, so a refused input's row counts can move because of
 * another lane's accepted input (or the worker's jobs). Such an input is sent again with
 * every lane paused (`alone`), and again once the worker is quiet too; only a write seen
 * every time counts.
 */
class FuzzGate {
  private running = 0;
  private exclusive: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  async shared<T>(task: () => Promise<T>): Promise<T> {
    while (this.exclusive) await this.exclusive;
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.drained?.();
    }
  }

  async alone<T>(task: () => Promise<T>): Promise<T> {
    while (this.exclusive) await this.exclusive;
    let release!: () => void;
    this.exclusive = new Promise((resolve) => (release = resolve));
    try {
      if (this.running > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      this.drained = null;
      return await task();
    } finally {
      this.exclusive = null;
      release();
    }
  }
}

/** Waits until no row count moves for a while (the worker has finished what earlier inputs queued). */
async function quiet(): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last = await counts();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await counts();
    if (now === last || Date.now() > deadline) return;
    last = now;
  }
}

const gate = new FuzzGate();

/** What one run of fast-check over part of a route's inputs saw. */
interface PartReport {
  route: string;
  inputs: number;
  statuses: Map<number, number>;
  redoneAlone: number;
  failure?: string;
  seconds: number;
}

/**
 * Fuzzes `runs` inputs of one route with its own seed; `besideOthers`: other lanes run at
 * the same time. A failure is shrunk to the smallest input that still fails.
 */
async function fuzzPart(c: FuzzCase, routeIndex: number, seed: number, runs: number, besideOthers: boolean): Promise<PartReport> {
  const started = Date.now();
  const statuses = new Map<number, number>();
  let redoneAlone = 0;
  const property = fc.asyncProperty(c.input, async (input) => {
    let verdict = besideOthers ? await gate.shared(() => attempt(c, input, routeIndex, false)) : await attempt(c, input, routeIndex, true);
    if (verdict.wrote.length > 0) {
      redoneAlone += 1;
      // Sent again with the other lanes paused, then twice more once the worker is quiet too: a
      // write by this input shows every time, a coincidence (a payout's callbacks arriving) does not.
      verdict = await gate.alone(async () => {
        let again = await attempt(c, input, routeIndex, false);
        for (let retry = 0; retry < 2 && again.wrote.length > 0; retry += 1) {
          await quiet();
          again = await attempt(c, input, routeIndex, false);
        }
        return again;
      });
    }
    const { sent, wrote } = verdict;
    statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
    const polluted = Object.keys(Object.prototype).concat(Object.keys(Array.prototype));
    if (polluted.length > 0) throw new Error(`a prototype was polluted (${polluted.join(', ')}) by ${sent.described}`);
    if (sent.status >= 500) throw new Error(`${c.route} answered ${sent.status} to ${sent.described}: ${clip(sent.text, 500)}`);
    if (wrote.length > 0) throw new Error(`${c.route} answered ${sent.status} ${sent.code ?? ''} but wrote (${wrote.join(', ')}) for ${sent.described}`);
  });
  const details = await fc.check(property, { numRuns: runs, seed });
  const failure = details.failed
    ? `${(details.errorInstance as Error | undefined)?.message ?? `${c.route} failed`}\n` +
      `  shrunk input: ${clip(fc.stringify(details.counterexample?.[0]), 1500)}\n` +
      `  replay: FUZZ_SEED=${SEED} (this part's seed ${seed}, path ${details.counterexamplePath})`
    : undefined;
  return { route: c.route, inputs: details.numRuns, statuses, redoneAlone, failure, seconds: (Date.now() - started) / 1000 };
}

/** The admin session open and the fuzz sender active and signed in again, whatever the last route did to them. */
async function restoreCallers(): Promise<void> {
  const admin = await adminClient.get('/api/admin/session');
  if (!((await admin.json()) as { admin: boolean }).admin) await signInAsAdmin();
  const me = await senderClient.get('/api/auth/me');
  await me.text();
  if (me.status === 200) return;
  const activated = await adminClient.request('PUT', `/api/admin/users/${sender.userId}/status`, { action: 'activate' });
  if (activated.status !== 200) throw new Error(`the fuzz sender could not be activated again: ${activated.status}`);
  // The login route's fuzzing spends the sign-in limits of the sender's account (its inputs name it):
  // signing the fuzz sender in again is set-up, not under test, so those counts are forgotten first.
  await deleteRedisKeys(stack.config.REDIS_URL, `${stack.config.REDIS_PREFIX}:ratelimit:login-`);
  const signedIn = await senderClient.post('/api/auth/login', { emailOrPhone: sender.email, password: sender.password });
  if (signedIn.status !== 200) throw new Error(`the fuzz sender could not sign in again: ${signedIn.status}`);
}

describe('fuzzing every endpoint', () => {
  it('has a fuzz case for every route the Nest router serves', () => {
    const { cases, missing } = fuzzCases();
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(40);
  });

  it("sees a refused input that writes: an operator's wrong password leaves its audit row, the one write allowed for it", async () => {
    const { cases } = fuzzCases();
    const index = cases.findIndex((c) => c.route === 'POST /api/admin/session');
    await anonymousClient(cases[index].route).prime();
    const input: FuzzInput = {
      caller: 'anonymous',
      address: ADDRESSES_PER_ROUTE,
      path: {},
      query: [],
      body: { email: adminOperator.email, password: 'not the operator password', code: '000000' },
    };
    // The fixtures' paid transfer may still be paying out (the partner's callbacks): wait until nothing else writes.
    await quiet();
    const before = await counts();
    const { sent, wrote } = await attempt(cases[index], input, index, false);
    expect({ status: sent.status, code: sent.code, wrote }).toEqual({ status: 401, code: 'ADMIN.INVALID_SIGN_IN', wrote: [] });
    expect(unexpectedWrites(before, await counts(), {})).toEqual(['admin_audit_log +1', `${SIGN_IN_FAILED} +1`]);
  });

  it(`answers ${RUNS_PER_ENDPOINT} schema-derived and hostile inputs per route without a 5xx, and writes nothing for a refused one`, async () => {
    console.log(
      `[fuzz] seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS_PER_ENDPOINT} inputs per route ` +
        `(${RUNS_PER_ALONE_ENDPOINT} for those fuzzed alone, ${RUNS_PER_INPUTLESS_ENDPOINT} for a GET without parameters)`,
    );
    const { cases } = fuzzCases();
    for (const client of new Set(cases.map((c) => anonymousClient(c.route)))) await client.prime();
    const runsPerPart = (c: FuzzCase) => Math.ceil(c.runs / PARTS_PER_ENDPOINT);
    // Part by part across the routes, so the lanes work on different routes (a route's own writes meet its refused inputs less).
    const parts = Array.from({ length: PARTS_PER_ENDPOINT }, (_, part) =>
      cases.map((c, index) => ({ c, index, seed: SEED + index * PARTS_PER_ENDPOINT + part })),
    ).flat();
    const reports: PartReport[] = [];
    const queue = parts.filter(({ c }) => !RUNS_ALONE.has(c.route));
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          reports.push(await fuzzPart(next.c, next.index, next.seed, runsPerPart(next.c), true));
        }
      }),
    );
    for (const { c, index, seed } of parts.filter(({ c }) => RUNS_ALONE.has(c.route))) {
      await restoreCallers();
      reports.push(await fuzzPart(c, index, seed, runsPerPart(c), false));
    }
    await restoreCallers();

    const byRoute = new Map<string, PartReport[]>();
    for (const report of reports) byRoute.set(report.route, [...(byRoute.get(report.route) ?? []), report]);
    const summary = [...byRoute].map(([route, ofRoute]) => {
      const statuses = new Map<number, number>();
      for (const part of ofRoute) for (const [status, n] of part.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
      const redone = ofRoute.reduce((sum, part) => sum + part.redoneAlone, 0);
      return {
        route,
        inputs: ofRoute.reduce((sum, part) => sum + part.inputs, 0),
        statuses,
        line:
          `  ${route.padEnd(62)} ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`).join(' ')}` +
          `${redone ? ` (redone alone: ${redone})` : ''} ${ofRoute.reduce((sum, part) => sum + part.seconds, 0).toFixed(1)}s`,
      };
    });
    console.log(['[fuzz] answers per route (status x count):', ...summary.map((r) => r.line)].join('\n'));

    expect(reports.flatMap((r) => (r.failure ? [r.failure] : []))).toEqual([]);
    const inputsWanted = (route: string) => cases.find((c) => c.route === route)!.runs;
    expect(summary.filter((r) => r.inputs < inputsWanted(r.route)).map((r) => `${r.route}: ${r.inputs} inputs`)).toEqual([]);
    // Each route's inputs got past its authentication (and CSRF and rate limits) at least some of the time.
    expect(summary.filter((r) => ![...r.statuses.keys()].some((status) => ![401, 403, 429].includes(status))).map((r) => r.route)).toEqual([]);
  }, 30 * 60_000);
});
