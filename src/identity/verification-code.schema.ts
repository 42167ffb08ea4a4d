import { EntitySchema } from '@mikro-orm/core';
import { VerificationCode } from './domain/verification-code.js';

export const VerificationCodeSchema = new EntitySchema<VerificationCode>({
  class: VerificationCode,
  tableName: 'verification_codes',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    codeHash: { type: 'string', length: 64, fieldName: 'code_hash', hidden: true },
    type: { type: 'string', length: 8 },
    purpose: { type: 'string', length: 16 },
    expiresAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'expires_at' },
    isUsed: { type: 'boolean', fieldName: 'is_used' },
    attempts: { type: 'integer' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
  },
});
