import { randomUUID } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';
import type { NameMatch } from './domain/name-match.js';

/** Whose name: the sender's, the typed recipient's, or the account holder the payout partner names (MTN, Thunes). */
export type ScreenedParty = 'sender' | 'recipient' | 'account_holder';

/**
 * One name of a transfer as it was screened against the SDN list (`transfer_screenings`):
 * which list (`listLoadId`; null when none was loaded yet) and what it likely is (empty: clear).
 */
export class TransferScreening {
  id: string;
  transferId: string;
  party: ScreenedParty;
  screenedName: string;
  listLoadId: number | null;
  matches: NameMatch[];
  screenedAt: Date;

  constructor(transferId: string, party: ScreenedParty, screenedName: string, listLoadId: number | null, matches: NameMatch[], screenedAt: Date) {
    this.id = randomUUID();
    this.transferId = transferId;
    this.party = party;
    this.screenedName = screenedName;
    this.listLoadId = listLoadId;
    this.matches = matches;
    this.screenedAt = screenedAt;
  }
}

export const TransferScreeningSchema = new EntitySchema<TransferScreening>({
  class: TransferScreening,
  tableName: 'transfer_screenings',
  properties: {
    id: { type: 'uuid', primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    party: { type: 'string', length: 16 },
    screenedName: { type: 'text', fieldName: 'screened_name' },
    listLoadId: { type: 'integer', fieldName: 'list_load_id', nullable: true },
    matches: { type: 'json', columnType: 'jsonb' },
    screenedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'screened_at' },
  },
});
