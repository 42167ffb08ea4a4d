import type { Money } from '../../../shared/domain/money.js';

/** A paid (or paying) transfer as the monitoring rules see it: who sent how much to whom, and when. */
export interface MonitoredTransfer {
  id: string;
  senderId: number;
  /** The amount sent, in USD (fee aside). */
  amount: Money;
  createdAt: Date;
  /** The recipient as typed: their name (first and last) and where the money goes. */
  recipientName: string;
  recipientPhone: string;
  /** The bank account number for a bank payout; null otherwise. */
  recipientAccount: string | null;
}

/** The recipient's name as compared between transfers: case, accents and spacing aside. */
export function comparableName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Where the money goes: the bank account when there is one, else the phone. */
export function destinationKey(t: Pick<MonitoredTransfer, 'recipientPhone' | 'recipientAccount'>): string {
  return t.recipientAccount ? `account:${t.recipientAccount}` : `phone:${t.recipientPhone}`;
}

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The transfers made in (at - windowMs, at]. */
export function within(transfers: readonly MonitoredTransfer[], at: Date, windowMs: number): MonitoredTransfer[] {
  return transfers.filter((t) => t.createdAt.getTime() > at.getTime() - windowMs && t.createdAt.getTime() <= at.getTime());
}
