import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
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
} from '@simplewebauthn/server';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { GrantedOperator } from '../domain/admin-grant.js';
import { PasskeyNotFoundError, PasskeyRefusedError } from '../domain/admin.errors.js';
import { normalizeOperatorEmail, type OperatorRef } from '../domain/operator.js';
import { passkeyRelyingParty, type PasskeyRelyingParty } from '../domain/passkey-relying-party.js';
import { OperatorAccounts, type OperatorSignIn } from '../operator-accounts.service.js';

/** One of an operator's passkeys as their settings list it. */
export interface OperatorPasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyRow {
  id: number;
  operator_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** How long a browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Operators' passkeys (issue #25, WebAuthn through @simplewebauthn/server): an operator adds
 * passkeys from the admin area, and at the gate a passkey stands in for the authenticator's
 * code (after the email and password). Each ceremony's challenge is made here and kept by the
 * caller (the browser's server-side session) until the answer comes back.
 */
@Injectable()
export class OperatorPasskeys {
  private readonly relyingParty: PasskeyRelyingParty;

  constructor(
    private readonly em: EntityManager,
    private readonly operators: OperatorAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.relyingParty = passkeyRelyingParty(config.APP_URL);
  }

  /** What the browser needs to make a new passkey for `operator` (none of their passkeys twice). */
  async registrationOptions(operator: OperatorRef): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.rowsOf(operator.id);
    return generateRegistrationOptions({
      rpName: `${this.config.COMPANY_NAME} admin`,
      rpID: this.relyingParty.rpID,
      userName: operator.email,
      userID: new TextEncoder().encode(`operator:${operator.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /** Checks the browser's new passkey against the challenge it was given, and keeps it. */
  async register(operator: OperatorRef, response: RegistrationResponseJSON, name: string, expectedChallenge: string): Promise<OperatorPasskeyView> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.relyingParty.origins,
      expectedRPID: this.relyingParty.rpID,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw new PasskeyRefusedError(error instanceof Error ? error.message : String(error));
    });
    if (!verified.verified) throw new PasskeyRefusedError('The passkey could not be verified.');
    const { credential } = verified.registrationInfo;
    const [row] = await this.em.getConnection().execute<PasskeyRow[]>(
      `insert into operator_passkeys (operator_id, credential_id, public_key, counter, transports, name)
       values (?, ?, ?, ?, string_to_array(?, ','), ?) on conflict (credential_id) do nothing returning *`,
      [operator.id, credential.id, Buffer.from(credential.publicKey), credential.counter, (credential.transports ?? []).join(','), name],
    );
    if (!row) throw new PasskeyRefusedError('This passkey is registered already.');
    return toView(row);
  }

  async list(operatorId: number): Promise<OperatorPasskeyView[]> {
    return (await this.rowsOf(operatorId)).map(toView);
  }

  /** Removes one of the operator's own passkeys; answers its name for the audit log. */
  async remove(operatorId: number, id: number): Promise<string> {
    const [row] = await this.em.getConnection().execute<{ name: string }[]>('delete from operator_passkeys where id = ? and operator_id = ? returning name', [id, operatorId]);
    if (!row) throw new PasskeyNotFoundError();
    return row.name;
  }

  /**
   * A challenge for signing in as the operator with `email` by passkey, offering their passkeys.
   * An unknown email gets a challenge offering none (the answer does not tell who exists).
   */
  async signInOptions(email: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const [operator] = await this.em.getConnection().execute<{ id: number }[]>('select id from operators where email = ?', [normalizeOperatorEmail(email)]);
    const rows = operator ? await this.rowsOf(operator.id) : [];
    return generateAuthenticationOptions({
      rpID: this.relyingParty.rpID,
      allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /**
   * A sign-in with email, password and one of the operator's passkeys answering `expectedChallenge`.
   * Refusals are told apart only in the audit log, as with the authenticator's code.
   */
  async signIn(email: string, password: string, response: AuthenticationResponseJSON, expectedChallenge: string): Promise<OperatorSignIn> {
    const first = await this.operators.firstFactor(email, password);
    if ('refused' in first) return first;
    const { row: operator } = first;
    const who = { operatorId: operator.id, email: operator.email, role: operator.role };
    const [passkey] = await this.em
      .getConnection()
      .execute<PasskeyRow[]>('select * from operator_passkeys where credential_id = ? and operator_id = ?', [response.id, operator.id]);
    if (!passkey) return { refused: 'wrong_passkey', ...who };
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.relyingParty.origins,
      expectedRPID: this.relyingParty.rpID,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) return { refused: 'wrong_passkey', ...who };
    // A counter that does not grow (when the authenticator keeps one) is a cloned key: refused.
    const counted = await this.em
      .getConnection()
      .execute(
        'update operator_passkeys set counter = ?, last_used_at = now() where id = ? and (counter < ? or (counter = 0 and ? = 0)) returning id',
        [verified.authenticationInfo.newCounter, passkey.id, verified.authenticationInfo.newCounter, verified.authenticationInfo.newCounter],
      );
    if (counted.length === 0) return { refused: 'wrong_passkey', ...who };
    const granted: GrantedOperator = { id: operator.id, email: operator.email, role: operator.role, sessionVersion: operator.session_version };
    return { operator: granted };
  }

  private rowsOf(operatorId: number): Promise<PasskeyRow[]> {
    return this.em.getConnection().execute<PasskeyRow[]>('select * from operator_passkeys where operator_id = ? order by id', [operatorId]);
  }
}

function toView(row: PasskeyRow): OperatorPasskeyView {
  return { id: row.id, name: row.name, createdAt: new Date(row.created_at).toISOString(), lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null };
}
