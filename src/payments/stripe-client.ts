import Stripe from 'stripe';
import type { AppConfig } from '../config/app-config.js';

/** The official SDK, pointed at STRIPE_API_BASE_URL (the sandbox in development and tests). */
export function createStripeClient(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE_URL'>): Stripe {
  const base = new URL(config.STRIPE_API_BASE_URL);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
