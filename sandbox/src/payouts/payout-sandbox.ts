import express from 'express';
import type { Logger } from 'pino';
import type { DeliveryChaos } from '../faults/delivery-chaos.js';
import type { PageSection } from '../page/page-section.js';
import { CallbackDispatcher } from './callback-dispatcher.js';
import { LostCallbackPlan } from './lost-callback-plan.js';
import { payoutActivitySection } from './payout-activity.section.js';
import { PayoutActivityLog } from './payout-activity-log.js';
import type { PayoutSettings } from './payout-settings.js';
import { PayoutTimers } from './payout-timers.js';
import { payoutsRouter } from './payouts.router.js';
import { StatusLagPlan } from './status-lag-plan.js';
import { statusLagRouter } from './status-lag.router.js';

/** What every simulated payout rail shares: the activity log, the callback sender, the plan of lost callbacks, the timers. */
export interface PayoutSandbox {
  settings: PayoutSettings;
  activity: PayoutActivityLog;
  dispatcher: CallbackDispatcher;
  lostCallbacks: LostCallbackPlan;
  /** Payouts the rail's status lookup does not see yet (Daraja, MoMo). */
  statusLags: StatusLagPlan;
  timers: PayoutTimers;
  now: () => Date;
  /** Mount under /api, after a JSON body parser: /payouts, /payouts/lost-callbacks, /payouts/status-lag. */
  hooksRouter: express.Router;
  sections: PageSection[];
  /** Stops pending settlements and callbacks. */
  close(): void;
}

export function createPayoutSandbox({
  settings,
  logger,
  now = () => new Date(),
  chaos = null,
}: {
  settings: PayoutSettings;
  logger: Logger;
  now?: () => Date;
  /** The delivery fault mode, when callbacks may be duplicated and delayed. */
  chaos?: DeliveryChaos | null;
}): PayoutSandbox {
  const activity = new PayoutActivityLog(now);
  const log = logger.child({ area: 'payouts' });
  const timers = new PayoutTimers(log);
  const dispatcher = new CallbackDispatcher(activity, timers, log, now, chaos);
  const lostCallbacks = new LostCallbackPlan();
  const statusLags = new StatusLagPlan();
  return {
    settings,
    activity,
    dispatcher,
    lostCallbacks,
    statusLags,
    timers,
    now,
    hooksRouter: express.Router().use(payoutsRouter(activity, lostCallbacks, timers, dispatcher), statusLagRouter(statusLags)),
    sections: [payoutActivitySection(activity)],
    close: () => {
      timers.cancelAll();
      dispatcher.abortInFlight();
    },
  };
}
