import { EntitySchema } from '@mikro-orm/core';
import { IdentityCheck } from './domain/identity-check.js';

export const IdentityCheckSchema = new EntitySchema<IdentityCheck>({
  class: IdentityCheck,
  tableName: 'identity_checks',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    kind: { type: 'string', length: 20 },
    providerSessionId: { type: 'string', length: 255, fieldName: 'provider_session_id', unique: true },
    state: { type: 'string', length: 20 },
    reason: { type: 'string', length: 60, nullable: true },
    providerStatus: { type: 'string', length: 40, fieldName: 'provider_status' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
    concludedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'concluded_at', nullable: true },
  },
});
