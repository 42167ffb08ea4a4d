import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SenderVerification } from './domain/sender-verification.js';
import type { VerificationTier } from './domain/verification-tier.js';

/** What other contexts may know of a sender's verification: the tier they reached (issue #26). */
@Injectable()
export class SenderTiers {
  constructor(private readonly em: EntityManager) {}

  /** `em`: the caller's transaction reads through its own connection. */
  async tierOf(userId: number, em: EntityManager = this.em): Promise<VerificationTier> {
    const record = await em.findOne(SenderVerification, { userId }, { fields: ['tier'] });
    return record?.tier ?? 'none';
  }
}
