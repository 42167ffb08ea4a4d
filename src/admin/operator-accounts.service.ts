import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI } from 'otplib';
import { newRecoveryCode, normalizeRecoveryCode } from '../identity/domain/recovery-codes.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { acceptedTotpStep } from '../shared/crypto/totp.js';
import type { GrantedOperator } from './domain/admin-grant.js';
import { EnrolmentLinkInvalidError, EnrolmentRefusedError, OperatorExistsError, OperatorSetupError } from './domain/admin.errors.js';
import { ENROLMENT_LINK_TTL_MS, OPERATOR_RECOVERY_CODE_COUNT } from './domain/operator-enrolment.js';
import { isOperatorRole, normalizeOperatorEmail, operatorPasswordProblem, type OperatorRef, type OperatorRole, type OperatorStatus } from './domain/operator.js';

/** A new operator's authenticator: the secret as text and as an otpauth:// URI (for a QR code). */
export interface OperatorEnrolment {
  id: number;
  email: string;
  role: OperatorRole;
  totpSecret: string;
  otpauthUri: string;
}

/** A one-time enrolment link's token (shown once, to the operator) and until when it works. */
export interface EnrolmentToken {
  token: string;
  expiresAt: Date;
}

/** An operator as the owners' list shows them. */
export interface OperatorListing extends OperatorRef {
  status: OperatorStatus;
  createdAt: Date;
  /** An invited operator's link works until then (null: no link waiting). */
  enrolmentExpiresAt: Date | null;
}

/** What the enrolment page shows for a valid link: who is enrolling, and the authenticator to add. */
export interface PendingEnrolment extends OperatorRef {
  totpSecret: string;
  otpauthUri: string;
}

/** Why a sign-in was refused; the caller answers every one alike. */
export type OperatorSignInRefusal = 'unknown_email' | 'wrong_password' | 'deactivated' | 'wrong_code' | 'wrong_passkey';

export type OperatorSignIn = { operator: GrantedOperator } | { refused: OperatorSignInRefusal; operatorId?: number; email?: string; role?: OperatorRole };

export interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret_sealed: string;
  totp_last_step: string | number;
  status: OperatorStatus;
  session_version: number;
}

const ISSUER = 'Remit East Africa admin';

/**
 * Operators' accounts (issue #25): an email, a password hashed as senders' are, a role and a
 * mandatory authenticator (TOTP, the secret sealed at rest, each time step accepted once).
 * Deactivating an operator or giving them a new password raises their session version, which
 * ends every admin session granted before (AdminSession re-checks it on each request).
 */
@Injectable()
export class OperatorAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: SecretBox,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Creates an active operator with a new authenticator secret, shown this once to the caller. */
  async create({ email, password, role }: { email: string; password: string; role: OperatorRole }): Promise<OperatorEnrolment> {
    const normalized = normalizeOperatorEmail(email);
    if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new OperatorSetupError('An operator needs a valid email address.');
    if (!isOperatorRole(role)) throw new OperatorSetupError(`Unknown role: ${String(role)}`);
    const problem = operatorPasswordProblem(password);
    if (problem) throw new OperatorSetupError(problem);
    const totpSecret = generateSecret();
    const [row] = await this.em.getConnection().execute<{ id: number }[]>(
      `insert into operators (email, password_hash, role, totp_secret_sealed) values (?, ?, ?, ?)
       on conflict (email) do nothing returning id`,
      [normalized, await this.hasher.hash(password), role, this.secrets.seal(totpSecret)],
    );
    if (!row) throw new OperatorSetupError(`An operator with the email ${normalized} exists already.`);
    return { id: row.id, email: normalized, role, totpSecret, otpauthUri: generateURI({ issuer: ISSUER, label: normalized, secret: totpSecret }) };
  }

  /**
   * Checks an operator's email, password and authenticator code, in that order: the code's
   * time step is used up only once the password matched, and only by an active operator.
   */
  async signIn(email: string, password: string, code: string): Promise<OperatorSignIn> {
    const connection = this.em.getConnection();
    const first = await this.firstFactor(email, password);
    if ('refused' in first) return first;
    const { row } = first;
    const who = { operatorId: row.id, email: row.email, role: row.role };
    const step = await acceptedTotpStep(this.secrets.open(row.totp_secret_sealed), code);
    // The same code twice (a replay, or two tabs at once): only the first takes the step.
    // Not an authenticator's code: a one-time recovery code, used up now.
    const taken =
      step !== null
        ? (await connection.execute('update operators set totp_last_step = ? where id = ? and totp_last_step < ? returning id', [step, row.id, step])).length > 0
        : await this.useRecoveryCode(row.id, code);
    if (!taken) return { refused: 'wrong_code', ...who };
    return { operator: { id: row.id, email: row.email, role: row.role, sessionVersion: row.session_version } };
  }

  /**
   * An operator's email and password, and that they are active: the first factor of a sign-in,
   * whichever second factor follows (the authenticator's code, or a passkey). An unknown email
   * costs a decoy hash, so timing does not tell it apart.
   */
  async firstFactor(email: string, password: string): Promise<{ row: OperatorRow } | Extract<OperatorSignIn, { refused: OperatorSignInRefusal }>> {
    const [row] = await this.em.getConnection().execute<OperatorRow[]>('select * from operators where email = ?', [normalizeOperatorEmail(email)]);
    if (!row) {
      await this.hasher.verifyDecoy(password);
      return { refused: 'unknown_email' };
    }
    const who = { operatorId: row.id, email: row.email, role: row.role };
    if (!(await this.hasher.verify(password, row.password_hash))) return { refused: 'wrong_password', ...who };
    if (row.status !== 'active') return { refused: 'deactivated', ...who };
    return { row };
  }

  /** Whether `candidate` is the operator's password (an operator asked to confirm a change). */
  async passwordMatches(id: number, candidate: string): Promise<boolean> {
    const [row] = await this.em.getConnection().execute<{ password_hash: string }[]>('select password_hash from operators where id = ?', [id]);
    if (!row) return false;
    return this.hasher.verify(candidate, row.password_hash);
  }

  /** The operator's status and session version now; null when there is no such operator. */
  async standing(id: number): Promise<{ status: OperatorStatus; sessionVersion: number } | null> {
    const [row] = await this.em.getConnection().execute<{ status: OperatorStatus; session_version: number }[]>(
      'select status, session_version from operators where id = ?',
      [id],
    );
    return row ? { status: row.status, sessionVersion: row.session_version } : null;
  }

  /** Deactivates the operator: they cannot sign in, their open sessions end and a link waiting for them stops working. */
  async deactivate(id: number, em: EntityManager = this.em): Promise<void> {
    await em.execute(
      "update operators set status = 'deactivated', session_version = session_version + 1, enrolment_token_digest = null, enrolment_expires_at = null where id = ?",
      [id],
    );
  }

  /**
   * An owner's invitation: a new operator, `invited`, with an authenticator secret and a one-time
   * enrolment link (its token answered this once; only its digest is kept). Inviting an email
   * still waiting renews the invitation (new link, role, secret); any other existing email is refused.
   * `em`: the caller's transaction (the invitation email and the audit entry commit with it).
   */
  async invite(em: EntityManager, { email, role, invitedById }: { email: string; role: OperatorRole; invitedById: number | null }): Promise<OperatorRef & EnrolmentToken> {
    const normalized = normalizeOperatorEmail(email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new OperatorSetupError('An operator needs a valid email address.');
    if (!isOperatorRole(role)) throw new OperatorSetupError(`Unknown role: ${String(role)}`);
    const link = newEnrolmentToken();
    // No password until they enrol: an unguessable one, so the row needs no special case at the gate.
    const placeholder = await this.hasher.hash(randomBytes(32).toString('base64url'));
    const [row] = await em.execute<{ id: number }[]>(
      `insert into operators (email, password_hash, role, totp_secret_sealed, status, enrolment_token_digest, enrolment_expires_at, invited_by_id)
       values (?, ?, ?, ?, 'invited', ?, ?, ?)
       on conflict (email) do update set role = excluded.role, totp_secret_sealed = excluded.totp_secret_sealed, totp_last_step = 0,
         enrolment_token_digest = excluded.enrolment_token_digest, enrolment_expires_at = excluded.enrolment_expires_at, invited_by_id = excluded.invited_by_id
         where operators.status = 'invited'
       returning id`,
      [normalized, placeholder, role, this.secrets.seal(generateSecret()), link.digest, link.expiresAt, invitedById],
    );
    if (!row) throw new OperatorExistsError(normalized);
    return { id: row.id, email: normalized, role, token: link.token, expiresAt: link.expiresAt };
  }

  /** A new one-time enrolment link for an operator who is not deactivated (the `operator create` command's); an earlier link stops working. */
  async issueEnrolment(id: number): Promise<EnrolmentToken> {
    const link = newEnrolmentToken();
    const updated = await this.em.execute(
      "update operators set enrolment_token_digest = ?, enrolment_expires_at = ? where id = ? and status <> 'deactivated' returning id",
      [link.digest, link.expiresAt, id],
    );
    if (updated.length === 0) throw new OperatorSetupError('Only an operator who is not deactivated can enrol.');
    return { token: link.token, expiresAt: link.expiresAt };
  }

  /** The operator a valid, unused, unexpired link enrols, with their authenticator; null otherwise. */
  async pendingEnrolment(token: string): Promise<PendingEnrolment | null> {
    const [row] = await this.em.execute<OperatorRow[]>(
      "select * from operators where enrolment_token_digest = ? and enrolment_expires_at > now() and status <> 'deactivated'",
      [digestOfToken(token)],
    );
    if (!row) return null;
    const totpSecret = this.secrets.open(row.totp_secret_sealed);
    return { id: row.id, email: row.email, role: row.role, totpSecret, otpauthUri: generateURI({ issuer: ISSUER, label: row.email, secret: totpSecret }) };
  }

  /**
   * Enrols through the link: sets the password (operators' rules), checks the authenticator's
   * code (its time step used up), activates the operator, burns the link and answers ten new
   * recovery codes, shown this once (digests kept). Earlier sessions end. In `em`'s transaction.
   */
  async enrol(em: EntityManager, { token, password, code }: { token: string; password: string; code: string }): Promise<{ operator: OperatorRef; previousStatus: OperatorStatus; recoveryCodes: string[] }> {
    const [row] = await em.execute<OperatorRow[]>(
      "select * from operators where enrolment_token_digest = ? and enrolment_expires_at > now() and status <> 'deactivated' for update",
      [digestOfToken(token)],
    );
    if (!row) throw new EnrolmentLinkInvalidError();
    const problem = operatorPasswordProblem(password);
    if (problem) throw new EnrolmentRefusedError('password', problem);
    const step = await acceptedTotpStep(this.secrets.open(row.totp_secret_sealed), code);
    if (step === null || step <= Number(row.totp_last_step)) throw new EnrolmentRefusedError('code', 'This is not the code your authenticator app shows now. Add the key again and type the newest code.');
    await em.execute(
      `update operators set password_hash = ?, status = 'active', totp_last_step = ?, session_version = session_version + 1,
         enrolment_token_digest = null, enrolment_expires_at = null where id = ?`,
      [await this.hasher.hash(password), step, row.id],
    );
    const recoveryCodes = Array.from({ length: OPERATOR_RECOVERY_CODE_COUNT }, () => newRecoveryCode((count) => randomBytes(count)));
    await em.execute('delete from operator_recovery_codes where operator_id = ?', [row.id]);
    for (const recovery of recoveryCodes) {
      await em.execute('insert into operator_recovery_codes (operator_id, code_digest) values (?, ?)', [row.id, digestOfRecoveryCode(row.id, normalizeRecoveryCode(recovery)!)]);
    }
    return { operator: { id: row.id, email: row.email, role: row.role }, previousStatus: row.status, recoveryCodes };
  }

  /** Every operator, oldest first (the owners' list). */
  async list(): Promise<OperatorListing[]> {
    const rows = await this.em.execute<(OperatorRow & { created_at: Date; enrolment_expires_at: Date | null })[]>(
      'select id, email, role, status, created_at, enrolment_expires_at from operators order by id',
    );
    return rows.map(toListing);
  }

  /** One operator as listed, locked for the caller's change when `em` is a transaction; null when there is none. */
  async find(id: number, em: EntityManager = this.em, { forUpdate = false } = {}): Promise<OperatorListing | null> {
    const [row] = await em.execute<(OperatorRow & { created_at: Date; enrolment_expires_at: Date | null })[]>(
      `select id, email, role, status, created_at, enrolment_expires_at from operators where id = ?${forUpdate ? ' for update' : ''}`,
      [id],
    );
    return row ? toListing(row) : null;
  }

  /**
   * Gives the operator another role. Their open sessions end: a session carries the role it was
   * granted with, and a demoted operator must not keep the old one until it times out.
   */
  async changeRole(em: EntityManager, id: number, role: OperatorRole): Promise<void> {
    if (!isOperatorRole(role)) throw new OperatorSetupError(`Unknown role: ${String(role)}`);
    await em.execute('update operators set role = ?, session_version = session_version + 1 where id = ?', [role, id]);
  }

  /** Uses up one of the operator's unused recovery codes when `typed` is one. */
  private async useRecoveryCode(operatorId: number, typed: string): Promise<boolean> {
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return false;
    const used = await this.em.execute(
      'update operator_recovery_codes set used_at = now() where operator_id = ? and code_digest = ? and used_at is null returning id',
      [operatorId, digestOfRecoveryCode(operatorId, normalized)],
    );
    return used.length > 0;
  }

  /** Gives the operator a new password; their open sessions end. */
  async changePassword(id: number, password: string): Promise<void> {
    const problem = operatorPasswordProblem(password);
    if (problem) throw new OperatorSetupError(problem);
    const hash = await this.hasher.hash(password);
    await this.em.getConnection().execute('update operators set password_hash = ?, session_version = session_version + 1 where id = ?', [hash, id]);
  }
}

function newEnrolmentToken(): EnrolmentToken & { digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestOfToken(token), expiresAt: new Date(Date.now() + ENROLMENT_LINK_TTL_MS) };
}

/** An enrolment token as stored: its SHA-256 (the token itself is 256 random bits, so no salt is needed). */
function digestOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A recovery code's digest: the operator's id in it (operators' codes never share a digest with senders'). */
function digestOfRecoveryCode(operatorId: number, normalized: string): string {
  return createHash('sha256').update(`operator:${operatorId}:${normalized}`).digest('hex');
}

function toListing(row: { id: number; email: string; role: OperatorRole; status: OperatorStatus; created_at: Date; enrolment_expires_at: Date | null }): OperatorListing {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: new Date(row.created_at),
    enrolmentExpiresAt: row.enrolment_expires_at ? new Date(row.enrolment_expires_at) : null,
  };
}
