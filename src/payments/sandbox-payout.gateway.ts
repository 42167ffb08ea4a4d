import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { PayoutGateway, PayoutRequest, PayoutState } from './payout.port.js';

const PREFIX = 'po_sandbox_';
const UNDELIVERABLE = '_undeliverable';

/** Recipients whose phone number ends in these digits cannot be paid: their payout fails. */
export const UNDELIVERABLE_PHONE_SUFFIX = '999999';

/**
 * Development and test payout partner: a payout is delivered PAYOUT_DELAY_MS after it was
 * dispatched, or fails then for a recipient whose phone ends in 999999. The payout id
 * carries its dispatch time and fate, so any worker process can answer its status without
 * shared state.
 */
@Injectable()
export class SandboxPayoutGateway implements PayoutGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async dispatch(request: PayoutRequest): Promise<{ payoutId: string }> {
    const fate = request.recipient.phone.endsWith(UNDELIVERABLE_PHONE_SUFFIX) ? UNDELIVERABLE : '';
    return { payoutId: `${PREFIX}${Date.now().toString(36)}_${request.transferId.replaceAll('-', '').slice(0, 12)}${fate}` };
  }

  async status(payoutId: string): Promise<PayoutState> {
    if (!payoutId.startsWith(PREFIX)) return 'failed';
    const dispatchedAt = parseInt(payoutId.slice(PREFIX.length).split('_')[0], 36);
    if (Date.now() - dispatchedAt < this.config.PAYOUT_DELAY_MS) return 'in_transit';
    return payoutId.endsWith(UNDELIVERABLE) ? 'failed' : 'delivered';
  }
}
