import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['admin.passkey_added', 'admin.passkey_removed'];

/**
 * Operators' passkeys (issue #25): a WebAuthn credential per row (its id as the browser sends
 * it, base64url; the COSE public key; the signature counter), one operator's each. A passkey
 * stands in for the authenticator code at the admin gate.
 */
export class Migration20261127065000_operator_passkeys extends Migration {
  override up(): void {
    this.addSql(`create table "operator_passkeys" (
      "id" serial primary key,
      "operator_id" integer not null references "operators" ("id") on delete cascade,
      "credential_id" text not null unique,
      "public_key" bytea not null,
      "counter" bigint not null default 0,
      "transports" text[] not null default '{}',
      "name" varchar(60) not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null
    );`);
    this.addSql('create index "operator_passkeys_operator_id_index" on "operator_passkeys" ("operator_id");');
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql('drop table "operator_passkeys";');
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
  }
}
