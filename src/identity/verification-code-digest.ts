import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CODE_LENGTH, type CodePurpose } from './domain/verification-code.js';
import type { VerificationChannel } from './domain/verification-channel.js';

/**
 * Codes are drawn from a CSPRNG and stored only as an HMAC keyed by a secret the database
 * does not hold: a million possible codes are trivial to brute-force from a plain hash.
 */
@Injectable()
export class VerificationCodeDigest {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(config.ENCRYPTION_KEY, 'base64'), '', 'verification-codes', 32));
  }

  newCode(): string {
    return randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');
  }

  /** A verification code cannot stand in for a reset code of the same user and channel, nor the reverse. */
  digest(userId: number, channel: VerificationChannel, code: string, purpose: CodePurpose = 'verify'): string {
    const scope = purpose === 'verify' ? channel : `${purpose}:${channel}`;
    return createHmac('sha256', this.key).update(`${userId}:${scope}:${code}`).digest('hex');
  }
}
