import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import { StripeObjectStore } from '../stripe-object-store.js';
import { newStripeId } from '../stripe-ids.js';
import type { ChallengeStatus, ThreeDsChallenge } from './three-d-secure-challenge.js';

export interface NewChallenge {
  intent: PaymentIntentObject;
  paymentMethodId: string;
  card: string;
  now: Date;
}

/** The 3D Secure challenges issued, newest first, the oldest forgotten past capacity. */
export class ThreeDsChallenges {
  private readonly challenges: StripeObjectStore<ThreeDsChallenge>;

  constructor(capacity = 1000) {
    this.challenges = new StripeObjectStore('source', (challenge) => challenge.id, capacity);
  }

  open({ intent, paymentMethodId, card, now }: NewChallenge): ThreeDsChallenge {
    return this.challenges.add({
      id: newStripeId('src'),
      paymentIntentId: intent.id,
      paymentMethodId,
      card,
      amount: intent.amount,
      currency: intent.currency,
      createdAt: now,
      status: 'pending',
      resolvedAt: null,
      resolvedBy: null,
    });
  }

  find(id: string): ThreeDsChallenge | undefined {
    return this.challenges.find(id);
  }

  require(id: string): ThreeDsChallenge {
    return this.challenges.require(id, 'source');
  }

  /** The challenge a PaymentIntent in `requires_action` is waiting on, if it is still pending. */
  pendingFor(intent: PaymentIntentObject): ThreeDsChallenge | undefined {
    const action = intent.next_action;
    const source = action?.type === 'use_stripe_sdk' ? action.use_stripe_sdk.source : undefined;
    const challenge = source ? this.challenges.find(source) : undefined;
    return challenge?.status === 'pending' ? challenge : undefined;
  }

  resolve(challenge: ThreeDsChallenge, status: Exclude<ChallengeStatus, 'pending'>, by: 'challenge' | 'hook' | null, now: Date): void {
    challenge.status = status;
    challenge.resolvedAt = now;
    challenge.resolvedBy = by;
  }

  newestFirst(): ThreeDsChallenge[] {
    return this.challenges.newestFirst();
  }
}
