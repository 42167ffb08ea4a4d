import { EntitySchema } from '@mikro-orm/core';
import { AdminAuditEntry } from './domain/admin-audit-entry.js';

export const AdminAuditEntrySchema = new EntitySchema<AdminAuditEntry>({
  class: AdminAuditEntry,
  tableName: 'admin_audit_log',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    occurredAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'occurred_at' },
    action: { type: 'string', length: 40 },
    target: { type: 'string', length: 64, nullable: true },
    oldValue: { type: 'json', columnType: 'jsonb', fieldName: 'old_value', nullable: true },
    newValue: { type: 'json', columnType: 'jsonb', fieldName: 'new_value', nullable: true },
    sourceAddress: { type: 'string', length: 64, fieldName: 'source_address', nullable: true },
    operatorId: { type: 'integer', fieldName: 'operator_id', nullable: true },
    operatorEmail: { type: 'string', length: 254, fieldName: 'operator_email', nullable: true },
    operatorRole: { type: 'string', length: 20, fieldName: 'operator_role', nullable: true },
    operatorSession: { type: 'string', length: 36, fieldName: 'operator_session', nullable: true },
  },
});
