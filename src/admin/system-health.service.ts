import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { smtpTransportOptions } from '../notifications/smtp-transport-options.js';
import nodemailer, { type Transporter } from 'nodemailer';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { STRIPE_CLIENT } from '../payments/stripe-client.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { QUEUE_NAMES, type QueueName } from '../queues/job-catalog.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';

/** Each probe gives up after this long; all run at once, so the report takes about this long at worst. */
export const PROBE_TIMEOUT_MS = 2000;
/** The providers' own client timeouts, a little under the probe's, so they report their own reason. */
const CLIENT_TIMEOUT_MS = 1500;

export interface ComponentHealth {
  status: 'up' | 'down';
  detail?: string;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Every component's readiness; the whole answer is this map (the dashboard lists it as it comes). */
export interface SystemHealthReport {
  database: ComponentHealth;
  redis: ComponentHealth;
  /** Plus each queue's job counts, when Redis answered. */
  queues: ComponentHealth & { counts: Partial<Record<QueueName, QueueCounts>> };
  cardProvider: ComponentHealth;
  email: ComponentHealth;
  sms: ComponentHealth;
  bankLinking: ComponentHealth;
}

/**
 * Real readiness for the admin dashboard's System Health card: every dependency is asked,
 * in parallel, each within PROBE_TIMEOUT_MS. Details never carry secrets.
 */
@Injectable()
export class SystemHealth implements OnApplicationShutdown {
  private readonly smtp: Transporter;

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly jobs: JobQueue,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.smtp = nodemailer.createTransport(smtpTransportOptions(config.SMTP_URL, CLIENT_TIMEOUT_MS));
  }

  async check(): Promise<SystemHealthReport> {
    const counts: Partial<Record<QueueName, QueueCounts>> = {};
    const [database, redis, queues, cardProvider, email, sms, bankLinking] = await Promise.all([
      probe(async () => {
        await this.em.getConnection().execute('select 1');
      }),
      probe(async () => {
        await this.redis.ping();
      }),
      probe(() => this.queueCounts(counts)),
      probe(() => this.cardProvider()),
      probe(async () => {
        await this.smtp.verify();
        return 'SMTP server accepted the connection';
      }),
      probe(() => this.sms()),
      probe(() => reachable(this.config.TELLER_API_BASE_URL)),
    ]);
    return { database, redis, queues: { ...queues, counts }, cardProvider, email, sms, bankLinking };
  }

  onApplicationShutdown(): void {
    this.smtp.close();
  }

  /** BullMQ's queues answer through the api's producer connections; waiting and failed jobs per queue. */
  private async queueCounts(into: Partial<Record<QueueName, QueueCounts>>): Promise<string> {
    await Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const c = await this.jobs.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed');
        into[name] = { waiting: c.waiting ?? 0, active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
      }),
    );
    const all = Object.values(into);
    const waiting = all.reduce((sum, c) => sum + c.waiting, 0);
    const failed = all.reduce((sum, c) => sum + c.failed, 0);
    return `${all.length} queues: ${waiting} waiting, ${failed} failed`;
  }

  /**
   * An authenticated GET with the secret key (the balance). The provider answers a request
   * it cannot serve with a 4xx only after accepting the key, so any answer but an
   * authentication refusal means the provider is reachable and our key works.
   */
  private async cardProvider(): Promise<string> {
    try {
      await this.stripe.balance.retrieve({}, { timeout: CLIENT_TIMEOUT_MS, maxNetworkRetries: 0 });
      return 'API answered with the balance';
    } catch (error) {
      if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
        throw new Error('the API refused our secret key');
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return `API reachable, key accepted (HTTP ${error.statusCode ?? '4xx'})`;
      throw error;
    }
  }

  /** Twilio's account resource with our credentials; the base URL is the sandbox in dev and test. */
  private async sms(): Promise<string> {
    const { TWILIO_API_BASE_URL: base, TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = this.config;
    const response = await fetch(new URL(`/2010-04-01/Accounts/${encodeURIComponent(sid)}.json`, base), {
      headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) throw new Error('the API refused our credentials');
    if (response.status >= 500) throw new Error(`the API answered HTTP ${response.status}`);
    return response.ok ? 'API answered for our account' : `API reachable (HTTP ${response.status})`;
  }
}

/** Any HTTP answer below 500 from `url` (the bank-linking API's base) counts as reachable. */
async function reachable(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`the API answered HTTP ${response.status}`);
  return `API reachable (HTTP ${response.status})`;
}

/** Runs a check within PROBE_TIMEOUT_MS: up (with what it said) or down (with why). */
async function probe(check: () => Promise<string | void>): Promise<ComponentHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    const detail = await Promise.race([check(), timeout]);
    return detail ? { status: 'up', detail } : { status: 'up' };
  } catch (error) {
    return { status: 'down', detail: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A short reason without internals that could matter to an attacker (no keys, no stack). */
function describe(error: unknown): string {
  // Errors may come from another realm (fetch's), so they are read by shape, not by class.
  if (!isErrorLike(error)) return 'unknown failure';
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED...) as its cause.
  const reason = error.message === 'fetch failed' && isErrorLike(error.cause) ? error.cause : error;
  const message = reason.name === 'TimeoutError' ? 'no answer in time' : reason.message;
  const code = typeof reason.code === 'string' && !message.includes(reason.code) ? `${reason.code}: ` : '';
  return `${code}${message}`.slice(0, 200);
}

function isErrorLike(value: unknown): value is { name: string; message: string; code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
