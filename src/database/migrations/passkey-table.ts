/**
 * The statements creating one kind of account's passkeys table (issue #25): a WebAuthn credential
 * per row (its id as the browser sends it, base64url; the COSE public key; the signature counter),
 * each row one owner's (`owner` references `ownerTable`, removed with it). Operators and senders
 * each have their own table, so a passkey of one kind never answers for the other.
 */
export function createPasskeyTable(table: string, owner: string, ownerTable: string): string[] {
  return [
    `create table "${table}" (
      "id" serial primary key,
      "${owner}" integer not null references "${ownerTable}" ("id") on delete cascade,
      "credential_id" text not null unique,
      "public_key" bytea not null,
      "counter" bigint not null default 0,
      "transports" text[] not null default '{}',
      "name" varchar(60) not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null
    );`,
    `create index "${table}_${owner}_index" on "${table}" ("${owner}");`,
  ];
}
