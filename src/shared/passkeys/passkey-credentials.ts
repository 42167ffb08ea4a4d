import type { EntityManager } from '@mikro-orm/postgresql';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { PasskeyNotFoundError, PasskeyRefusedError, type PasskeyHolder } from '../domain/passkey.errors.js';
import type { PasskeyRelyingParty } from '../domain/passkey-relying-party.js';
import { PASSKEY_CHALLENGE_TTL_MS } from './passkey-challenge.js';

/** One passkey as its owner's settings list it. */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * Where each kind of account keeps its passkeys: operators and senders each in their own table,
 * so a passkey of one kind never answers for the other (issue #25).
 */
const TABLES = {
  operator: { table: 'operator_passkeys', owner: 'operator_id' },
  sender: { table: 'user_passkeys', owner: 'user_id' },
} as const satisfies Record<PasskeyHolder, { table: string; owner: string }>;

/** A passkey the browser made for our challenge, checked and ready to keep. */
export interface VerifiedPasskey {
  credential: WebAuthnCredential;
}

interface PasskeyRow {
  id: number;
  owner_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface PasskeyOwner {
  id: number;
  /** What the browser's prompt shows (the account's email or phone). */
  userName: string;
  /** The WebAuthn user handle, kind and id (`sender:12`): an operator and a sender never share one. */
  userHandle: string;
}

/**
 * The WebAuthn ceremonies (through @simplewebauthn/server) over one table of passkeys: options
 * for the browser, checking its answers against the challenge the caller kept, and the rows.
 * A signature counter that does not grow (when the authenticator keeps one) is a cloned key:
 * refused. A new passkey that does not verify is refused with the holder's PasskeyRefusedError.
 */
export class PasskeyCredentials {
  private readonly store: (typeof TABLES)[PasskeyHolder];

  constructor(
    private readonly em: EntityManager,
    private readonly holder: PasskeyHolder,
    private readonly relyingParty: PasskeyRelyingParty,
  ) {
    this.store = TABLES[holder];
  }

  /** What the browser needs to make a new passkey for `owner` (none of their passkeys twice). */
  async registrationOptions(owner: PasskeyOwner, rpName: string, residentKey: 'preferred' | 'required'): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.rowsOf(owner.id);
    return generateRegistrationOptions({
      rpName,
      rpID: this.relyingParty.rpID,
      userName: owner.userName,
      userID: new TextEncoder().encode(owner.userHandle),
      attestationType: 'none',
      excludeCredentials: existing.map(descriptor),
      authenticatorSelection: { residentKey, userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /** Checks the browser's new passkey against the challenge it was given (nothing kept yet: `keep`). */
  async verifyNew(response: RegistrationResponseJSON, expectedChallenge: string): Promise<VerifiedPasskey> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.relyingParty.origins,
      expectedRPID: this.relyingParty.rpID,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw new PasskeyRefusedError(this.holder, error instanceof Error ? error.message : String(error));
    });
    if (!verified.verified) throw new PasskeyRefusedError(this.holder, 'The passkey could not be verified.');
    return { credential: verified.registrationInfo.credential };
  }

  /** Keeps a checked passkey as `ownerId`'s, in `em`'s transaction (`em.execute` runs in it, a connection's `execute` would not); one registered already (by anyone) is refused. */
  async keep(em: EntityManager, ownerId: number, { credential }: VerifiedPasskey, name: string): Promise<PasskeyView> {
    const [row] = await em.execute<PasskeyRow[]>(
      `insert into ${this.store.table} (${this.store.owner}, credential_id, public_key, counter, transports, name)
       values (?, ?, ?, ?, string_to_array(?, ','), ?) on conflict (credential_id) do nothing returning *`,
      [ownerId, credential.id, Buffer.from(credential.publicKey), credential.counter, (credential.transports ?? []).join(','), name],
    );
    if (!row) throw new PasskeyRefusedError(this.holder, 'This passkey is registered already.');
    return toView(row);
  }

  /** Checks and keeps a new passkey in one step. */
  async register(ownerId: number, response: RegistrationResponseJSON, name: string, expectedChallenge: string): Promise<PasskeyView> {
    return this.keep(this.em, ownerId, await this.verifyNew(response, expectedChallenge), name);
  }

  async list(ownerId: number): Promise<PasskeyView[]> {
    return (await this.rowsOf(ownerId)).map(toView);
  }

  async count(ownerId: number, em: EntityManager = this.em): Promise<number> {
    const [row] = await em.execute<{ count: string }[]>(`select count(*) from ${this.store.table} where ${this.store.owner} = ?`, [ownerId]);
    return Number(row?.count ?? 0);
  }

  /** Removes one of the owner's passkeys (in `em`'s transaction); answers its name (404 when they have no such passkey). */
  async remove(ownerId: number, id: number, em: EntityManager = this.em): Promise<string> {
    const [row] = await em.execute<{ name: string }[]>(`delete from ${this.store.table} where id = ? and ${this.store.owner} = ? returning name`, [id, ownerId]);
    if (!row) throw new PasskeyNotFoundError(this.holder);
    return row.name;
  }

  /**
   * A challenge answered by one of `ownerId`'s passkeys; with null, one offering none, which the
   * browser answers with any passkey it holds for us (a discoverable credential: no name typed).
   */
  async authenticationOptions(ownerId: number | null, userVerification: 'preferred' | 'required' = 'preferred'): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const rows = ownerId === null ? [] : await this.rowsOf(ownerId);
    return generateAuthenticationOptions({ rpID: this.relyingParty.rpID, allowCredentials: rows.map(descriptor), userVerification, timeout: PASSKEY_CHALLENGE_TTL_MS });
  }

  /**
   * Whose passkey in this table signed `expectedChallenge` (only `ownerId`'s when given): the
   * owner's id, its counter moved on and its last use noted; null for any refusal.
   */
  async verifyAnswer(
    response: AuthenticationResponseJSON,
    expectedChallenge: string,
    { ownerId, requireUserVerification = false }: { ownerId?: number; requireUserVerification?: boolean } = {},
  ): Promise<number | null> {
    const [passkey] = await this.em
      .getConnection()
      .execute<PasskeyRow[]>(`select *, ${this.store.owner} as owner_id from ${this.store.table} where credential_id = ?`, [response.id]);
    if (!passkey || (ownerId !== undefined && passkey.owner_id !== ownerId)) return null;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.relyingParty.origins,
      expectedRPID: this.relyingParty.rpID,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification,
    }).catch(() => null);
    if (!verified?.verified) return null;
    const { newCounter } = verified.authenticationInfo;
    const counted = await this.em
      .getConnection()
      .execute(`update ${this.store.table} set counter = ?, last_used_at = now() where id = ? and (counter < ? or (counter = 0 and ? = 0)) returning id`, [
        newCounter,
        passkey.id,
        newCounter,
        newCounter,
      ]);
    return counted.length === 0 ? null : passkey.owner_id;
  }

  private rowsOf(ownerId: number): Promise<PasskeyRow[]> {
    return this.em
      .getConnection()
      .execute<PasskeyRow[]>(`select *, ${this.store.owner} as owner_id from ${this.store.table} where ${this.store.owner} = ? order by id`, [ownerId]);
  }
}

function descriptor(row: PasskeyRow) {
  return { id: row.credential_id, transports: row.transports as AuthenticatorTransport[] };
}

function toView(row: PasskeyRow): PasskeyView {
  return { id: row.id, name: row.name, createdAt: new Date(row.created_at).toISOString(), lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null };
}
