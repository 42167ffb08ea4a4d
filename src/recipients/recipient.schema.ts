import { EntitySchema } from '@mikro-orm/core';
import { Recipient } from './domain/recipient.js';

export const RecipientSchema = new EntitySchema<Recipient>({
  class: Recipient,
  tableName: 'recipients',
  uniques: [{ name: 'recipients_user_country_phone_unique', properties: ['userId', 'country', 'phone'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    firstName: { type: 'string', length: 100, fieldName: 'first_name' },
    lastName: { type: 'string', length: 100, fieldName: 'last_name' },
    phone: { type: 'string', length: 20 },
    country: { type: 'string', length: 32 },
    deliveryMethod: { type: 'string', length: 16, fieldName: 'delivery_method' },
    bankId: { type: 'string', length: 32, fieldName: 'bank_id', nullable: true },
    bankName: { type: 'string', length: 100, fieldName: 'bank_name', nullable: true },
    accountNumber: { type: 'string', length: 34, fieldName: 'account_number', nullable: true },
    language: { type: 'string', length: 2 },
    lastUsed: { type: 'datetime', columnType: 'timestamptz', fieldName: 'last_used', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
