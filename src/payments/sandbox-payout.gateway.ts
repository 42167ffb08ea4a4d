import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { PayoutGateway, PayoutRequest, PayoutState } from './payout.port.js';

const PREFIX = 'po_sandbox_';

/**
 * Development and test payout partner: a payout is delivered PAYOUT_DELAY_MS after it was
 * dispatched. The payout id carries its dispatch time, so any worker process can answer
 * its status without shared state.
 */
@Injectable()
export class SandboxPayoutGateway implements PayoutGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async dispatch(request: PayoutRequest): Promise<{ payoutId: string }> {
    return { payoutId: `${PREFIX}${Date.now().toString(36)}_${request.transferId.replaceAll('-', '').slice(0, 12)}` };
  }

  async status(payoutId: string): Promise<PayoutState> {
    if (!payoutId.startsWith(PREFIX)) return 'failed';
    const dispatchedAt = parseInt(payoutId.slice(PREFIX.length).split('_')[0], 36);
    return Date.now() - dispatchedAt >= this.config.PAYOUT_DELAY_MS ? 'delivered' : 'in_transit';
  }
}
