import { EntitySchema } from '@mikro-orm/core';
import { User } from './domain/user.js';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // Unique only once verified (partial unique indexes `users_verified_email_unique`, `users_verified_phone_unique`).
    email: { type: 'string', length: 254, nullable: true },
    phone: { type: 'string', length: 20, nullable: true },
    passwordHash: { type: 'string', columnType: 'text', fieldName: 'password_hash', hidden: true, lazy: false },
    firstName: { type: 'string', length: 100, fieldName: 'first_name' },
    lastName: { type: 'string', length: 100, fieldName: 'last_name' },
    isEmailVerified: { type: 'boolean', fieldName: 'is_email_verified' },
    isPhoneVerified: { type: 'boolean', fieldName: 'is_phone_verified' },
    status: { type: 'string', length: 16 },
    notifyByEmail: { type: 'boolean', fieldName: 'notify_by_email' },
    notifyBySms: { type: 'boolean', fieldName: 'notify_by_sms' },
    language: { type: 'string', length: 2 },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
