import type { RateLimit } from '../redis/rate-limiter.service.js';

/**
 * Cards a sender, or a client address, may try to save per hour: saving checks the card with
 * the provider, so unlimited attempts would let anyone test stolen cards through us.
 */
export const CARD_ATTACHMENT_LIMITS = {
  perSender: { name: 'card-attach-sender', max: 5, windowSeconds: 3600 },
  perAddress: { name: 'card-attach-address', max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;
