import { argon2 as argon2Callback, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Injectable } from '@nestjs/common';

const argon2 = promisify(argon2Callback);

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Passwords hashed with argon2id (Node's built-in), stored as PHC strings. */
@Injectable()
export class PasswordHasher {
  /** A hash of a random password: verified against when no user matched, so timing tells nothing. */
  private readonly decoy = this.hash(randomBytes(16).toString('hex'));

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const tag = await argon2('argon2id', { message: password, nonce: salt, ...PARAMETERS });
    const { memory, passes, parallelism } = PARAMETERS;
    return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const match = PHC.exec(stored);
    if (!match) return false;
    const [, memory, passes, parallelism, salt, expected] = match;
    const expectedTag = Buffer.from(expected, 'base64');
    const tag = await argon2('argon2id', {
      message: password,
      nonce: Buffer.from(salt, 'base64'),
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
      tagLength: expectedTag.length,
    });
    return timingSafeEqual(tag, expectedTag);
  }

  /** Spends the same time as a real verification, for unknown accounts. */
  async verifyDecoy(password: string): Promise<void> {
    await this.verify(password, await this.decoy);
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
