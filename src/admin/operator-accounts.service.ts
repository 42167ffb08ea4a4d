import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI } from 'otplib';
import { PasswordHasher } from '../identity/password-hasher.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { acceptedTotpStep } from '../shared/crypto/totp.js';
import type { GrantedOperator } from './domain/admin-grant.js';
import { OperatorSetupError } from './domain/admin.errors.js';
import { isOperatorRole, normalizeOperatorEmail, operatorPasswordProblem, type OperatorRole, type OperatorStatus } from './domain/operator.js';

/** A new operator's authenticator: the secret as text and as an otpauth:// URI (for a QR code). */
export interface OperatorEnrolment {
  id: number;
  email: string;
  role: OperatorRole;
  totpSecret: string;
  otpauthUri: string;
}

/** Why a sign-in was refused; the caller answers every one alike. */
export type OperatorSignInRefusal = 'unknown_email' | 'wrong_password' | 'deactivated' | 'wrong_code';

export type OperatorSignIn = { operator: GrantedOperator } | { refused: OperatorSignInRefusal; operatorId?: number; email?: string; role?: OperatorRole };

interface OperatorRow {
  id: number;
  email: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret_sealed: string;
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
    const [row] = await connection.execute<OperatorRow[]>('select * from operators where email = ?', [normalizeOperatorEmail(email)]);
    if (!row) {
      await this.hasher.verifyDecoy(password);
      return { refused: 'unknown_email' };
    }
    const who = { operatorId: row.id, email: row.email, role: row.role };
    if (!(await this.hasher.verify(password, row.password_hash))) return { refused: 'wrong_password', ...who };
    if (row.status !== 'active') return { refused: 'deactivated', ...who };
    const step = await acceptedTotpStep(this.secrets.open(row.totp_secret_sealed), code);
    // The same code twice (a replay, or two tabs at once): only the first takes the step.
    const taken = step !== null && (await connection.execute('update operators set totp_last_step = ? where id = ? and totp_last_step < ? returning id', [step, row.id, step])).length > 0;
    if (!taken) return { refused: 'wrong_code', ...who };
    return { operator: { id: row.id, email: row.email, role: row.role, sessionVersion: row.session_version } };
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

  /** Deactivates the operator: they cannot sign in, and their open sessions end. */
  async deactivate(id: number): Promise<void> {
    await this.em.getConnection().execute("update operators set status = 'deactivated', session_version = session_version + 1 where id = ?", [id]);
  }

  /** Gives the operator a new password; their open sessions end. */
  async changePassword(id: number, password: string): Promise<void> {
    const problem = operatorPasswordProblem(password);
    if (problem) throw new OperatorSetupError(problem);
    const hash = await this.hasher.hash(password);
    await this.em.getConnection().execute('update operators set password_hash = ?, session_version = session_version + 1 where id = ?', [hash, id]);
  }
}
