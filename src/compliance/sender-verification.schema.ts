import { EntitySchema } from '@mikro-orm/core';
import { CalendarDateType } from '../database/types/calendar-date.type.js';
import { SenderVerification } from './domain/sender-verification.js';

export const SenderVerificationSchema = new EntitySchema<SenderVerification>({
  class: SenderVerification,
  tableName: 'sender_verifications',
  properties: {
    userId: { type: 'integer', primary: true, fieldName: 'user_id' },
    tier: { type: 'string', length: 20 },
    legalFirstName: { type: 'string', length: 100, fieldName: 'legal_first_name', nullable: true },
    legalLastName: { type: 'string', length: 100, fieldName: 'legal_last_name', nullable: true },
    dateOfBirth: { type: CalendarDateType, columnType: 'date', fieldName: 'date_of_birth', nullable: true },
    address: { type: 'json', columnType: 'jsonb', nullable: true },
    ssnLastFourSealed: { type: 'text', fieldName: 'ssn_last_four_sealed', nullable: true, lazy: true },
    basicVerifiedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'basic_verified_at', nullable: true },
    idVerifiedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'id_verified_at', nullable: true },
    occupation: { type: 'string', length: 100, nullable: true },
    sourceOfFunds: { type: 'string', length: 200, fieldName: 'source_of_funds', nullable: true },
    enhancedReviewedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'enhanced_reviewed_at', nullable: true },
    enhancedReviewedBy: { type: 'string', length: 255, fieldName: 'enhanced_reviewed_by', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
