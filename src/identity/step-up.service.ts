import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StepUpRequiredError } from './domain/identity.errors.js';
import { SecondFactors } from './second-factors.service.js';
import type { SessionUser } from './session-user.js';

/**
 * Step-up (issue #25, item 4): a stolen session must not be enough to redirect a sender's money.
 * Adding a payment method, adding a recipient or changing their payout details, and sending
 * more than `STEP_UP_TRANSFER_ABOVE_USD` need a proof of identity (sign-in, or
 * `POST /api/auth/step-up`) younger than `STEP_UP_VALID_MS`: a second factor when the sender
 * has any (the authenticator's code, a recovery code, a passkey), else the password.
 */
@Injectable()
export class StepUp {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secondFactors: SecondFactors,
  ) {}

  /** Refuses (403 AUTH.STEP_UP_REQUIRED, naming what proves it) unless the session proved it is the sender recently. */
  async assertRecent(req: Request): Promise<void> {
    const verifiedAt = req.session?.verifiedAt ?? 0;
    if (Date.now() - verifiedAt <= this.config.STEP_UP_VALID_MS) return;
    const user = req.user as SessionUser;
    throw new StepUpRequiredError(await this.secondFactors.methods(user.id));
  }

  /** As `assertRecent`, for a transfer of `amountUsd`: only above the configured amount. */
  async assertRecentForTransfer(req: Request, amountUsd: number): Promise<void> {
    if (amountUsd > this.config.STEP_UP_TRANSFER_ABOVE_USD) await this.assertRecent(req);
  }

  /** The proof was given now. */
  verified(req: Request): void {
    req.session.verifiedAt = Date.now();
  }
}
