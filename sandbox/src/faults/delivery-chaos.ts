import { BoundedMap } from '../shared/bounded-map.js';

/** How hostile deliveries are: each is sent `copies` times, each copy after its own random wait. */
export interface DeliveryChaosSettings {
  /** Independent deliveries of every webhook event and payout callback (1–10). */
  copies: number;
  /** Each copy's first attempt waits a random 0..maxDelayMs (0–600000). */
  maxDelayMs: number;
  /** Seeds the random waits (a 32-bit unsigned integer), so a run can be replayed. */
  seed: number;
}

/** One copy of a delivery: which copy it is, when its first attempt is due, and its place among the deliveries about the same thing. */
export interface PlannedCopy {
  copy: number;
  delayMs: number;
  ticket: DeliveryTicket;
}

export interface DeliveryTicket {
  subject: string;
  sequence: number;
}

/** What the fault mode did since it was configured. */
export interface DeliveryChaosReport {
  enabled: boolean;
  copies: number;
  maxDelayMs: number;
  seed: number | null;
  /** Deliveries planned (webhook events and callbacks), each counted once. */
  deliveries: number;
  /** Copies beyond the first: the duplicates sent. */
  duplicates: number;
  /** Deliveries whose first copy went out before every copy of an earlier delivery about the same payment or payout. */
  overtaking: number;
}

/** A small, fast, seedable generator (mulberry32): the same seed gives the same waits in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fault mode for the sandbox's outgoing deliveries (Stripe webhooks, payout partners'
 * callbacks): when configured, every delivery goes out several times, each copy after a
 * random wait, so the receiver gets duplicates and, for a payment or payout whose events
 * follow each other closely, gets them out of order. Each copy keeps its provider's retry
 * policy. Off unless configured; `report()` tells what it did.
 */
export class DeliveryChaos {
  private settings: DeliveryChaosSettings | null = null;
  private random: () => number = Math.random;
  private deliveries = 0;
  private duplicates = 0;
  private overtaking = 0;
  /** Per subject (a PaymentIntent, a payout reference): the next sequence number and those with no copy sent yet. */
  private readonly subjects = new BoundedMap<string, { next: number; unsent: Set<number> }>(20_000);

  constructor(settings: DeliveryChaosSettings | null = null) {
    this.configure(settings);
  }

  /** Turns the mode on with `settings` (counters and the random stream start again), or off with null. */
  configure(settings: DeliveryChaosSettings | null): void {
    this.settings = settings ? { ...settings } : null;
    this.random = settings ? seededRandom(settings.seed) : Math.random;
    this.deliveries = 0;
    this.duplicates = 0;
    this.overtaking = 0;
    this.subjects.clear();
  }

  get enabled(): boolean {
    return this.settings !== null;
  }

  /**
   * The copies of one new delivery about `subject` (what orders its deliveries: a PaymentIntent
   * id, a payout reference), or null when the mode is off (deliver once, at once).
   */
  plan(subject: string): PlannedCopy[] | null {
    const settings = this.settings;
    if (!settings) return null;
    let state = this.subjects.get(subject);
    if (!state) {
      state = { next: 0, unsent: new Set() };
      this.subjects.set(subject, state);
    }
    const ticket = { subject, sequence: state.next++ };
    state.unsent.add(ticket.sequence);
    this.deliveries += 1;
    this.duplicates += settings.copies - 1;
    return Array.from({ length: settings.copies }, (_, index) => ({
      copy: index + 1,
      delayMs: Math.floor(this.random() * (settings.maxDelayMs + 1)),
      ticket,
    }));
  }

  /** A copy makes its first attempt: the first copy of a delivery counts as overtaking when an earlier one about the same subject has none out yet. */
  sending(ticket: DeliveryTicket): void {
    const state = this.subjects.get(ticket.subject);
    if (!state?.unsent.delete(ticket.sequence)) return;
    for (const earlier of state.unsent) {
      if (earlier < ticket.sequence) {
        this.overtaking += 1;
        return;
      }
    }
  }

  report(): DeliveryChaosReport {
    return {
      enabled: this.settings !== null,
      copies: this.settings?.copies ?? 1,
      maxDelayMs: this.settings?.maxDelayMs ?? 0,
      seed: this.settings?.seed ?? null,
      deliveries: this.deliveries,
      duplicates: this.duplicates,
      overtaking: this.overtaking,
    };
  }
}
