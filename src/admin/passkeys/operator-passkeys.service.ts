import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { passkeyRelyingParty } from '../../shared/domain/passkey-relying-party.js';
import { PasskeyCredentials, type PasskeyView } from '../../shared/passkeys/passkey-credentials.js';
import type { GrantedOperator } from '../domain/admin-grant.js';
import { normalizeOperatorEmail, type OperatorRef } from '../domain/operator.js';
import { OperatorAccounts, type OperatorSignIn } from '../operator-accounts.service.js';

/** One of an operator's passkeys as their settings list it. */
export type OperatorPasskeyView = PasskeyView;

/**
 * Operators' passkeys (issue #25, WebAuthn through the shared PasskeyCredentials over the
 * `operator_passkeys` table, never senders'): an operator adds passkeys from the admin area, and
 * at the gate a passkey stands in for the authenticator's code (after the email and password).
 * Each ceremony's challenge is made here and kept by the caller (the browser's server-side
 * session) until the answer comes back.
 */
@Injectable()
export class OperatorPasskeys {
  private readonly credentials: PasskeyCredentials;

  constructor(
    private readonly em: EntityManager,
    private readonly operators: OperatorAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.credentials = new PasskeyCredentials(em, 'operator', passkeyRelyingParty(config.APP_URL));
  }

  /** What the browser needs to make a new passkey for `operator` (none of their passkeys twice). */
  registrationOptions(operator: OperatorRef): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.credentials.registrationOptions({ id: operator.id, userName: operator.email, userHandle: `operator:${operator.id}` }, `${this.config.COMPANY_NAME} admin`, 'preferred');
  }

  /** Checks the browser's new passkey against the challenge it was given, and keeps it. */
  register(operator: OperatorRef, response: RegistrationResponseJSON, name: string, expectedChallenge: string): Promise<OperatorPasskeyView> {
    return this.credentials.register(operator.id, response, name, expectedChallenge);
  }

  list(operatorId: number): Promise<OperatorPasskeyView[]> {
    return this.credentials.list(operatorId);
  }

  /** Removes one of the operator's own passkeys (404 ADMIN.PASSKEY_NOT_FOUND for none); answers its name for the audit log. */
  remove(operatorId: number, id: number): Promise<string> {
    return this.credentials.remove(operatorId, id);
  }

  /**
   * A challenge for signing in as the operator with `email` by passkey, offering their passkeys.
   * An unknown email gets a challenge offering none (the answer does not tell who exists).
   */
  async signInOptions(email: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const [operator] = await this.em.getConnection().execute<{ id: number }[]>('select id from operators where email = ?', [normalizeOperatorEmail(email)]);
    return this.credentials.authenticationOptions(operator?.id ?? null);
  }

  /**
   * A sign-in with email, password and one of the operator's passkeys answering `expectedChallenge`.
   * Refusals are told apart only in the audit log, as with the authenticator's code.
   */
  async signIn(email: string, password: string, response: AuthenticationResponseJSON, expectedChallenge: string): Promise<OperatorSignIn> {
    const first = await this.operators.firstFactor(email, password);
    if ('refused' in first) return first;
    const { row: operator } = first;
    if ((await this.credentials.verifyAnswer(response, expectedChallenge, { ownerId: operator.id })) === null) {
      return { refused: 'wrong_passkey', operatorId: operator.id, email: operator.email, role: operator.role };
    }
    const granted: GrantedOperator = { id: operator.id, email: operator.email, role: operator.role, sessionVersion: operator.session_version };
    return { operator: granted };
  }
}
