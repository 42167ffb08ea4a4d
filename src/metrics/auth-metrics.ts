import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** Sign-ins refused for wrong credentials, and attempts a rate limit turned away. */
@Injectable()
export class AuthMetrics {
  private readonly signInFailures: Counter<'app'>;
  private readonly rateLimitRefusals: Counter<'limit'>;

  constructor(metrics: MetricsRegistry) {
    this.signInFailures = new Counter({
      name: 'remit_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong email, phone or password, by app (sender or admin)',
      labelNames: ['app'],
      registers: [metrics.registry],
    });
    this.rateLimitRefusals = new Counter({
      name: 'remit_rate_limit_refusals_total',
      help: 'Requests a rate limit refused (429), by limit',
      labelNames: ['limit'],
      registers: [metrics.registry],
    });
  }

  signInFailed(app: 'sender' | 'admin'): void {
    this.signInFailures.inc({ app });
  }

  rateLimited(limit: string): void {
    this.rateLimitRefusals.inc({ limit });
  }
}
