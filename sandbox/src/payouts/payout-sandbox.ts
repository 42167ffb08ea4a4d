import express from 'express';
import type { Logger } from 'pino';
import type { DeliveryChaos } from '../faults/delivery-chaos.js';
import type { PageSection } from '../page/page-section.js';
import { CallbackDispatcher } from './callback-dispatcher.js';
import { LostCallbackPlan } from './lost-callback-plan.js';
import { defaultFloatBalances, PartnerBalances, type FloatCurrency } from './partner-balances.js';
import { partnerBalancesRouter } from './partner-balances.router.js';
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
  /** What each partner holds prefunded for us; payouts draw it down. */
  balances: PartnerBalances;
  now: () => Date;
  /** Mount under /api, after a JSON body parser: /payouts, /payouts/lost-callbacks, /payouts/status-lag, /payouts/balances. */
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
  floatBalances = defaultFloatBalances,
}: {
  settings: PayoutSettings;
  logger: Logger;
  now?: () => Date;
  /** The delivery fault mode, when callbacks may be duplicated and delayed. */
  chaos?: DeliveryChaos | null;
  /** Whole units of each currency the partners open with. */
  floatBalances?: Readonly<Record<FloatCurrency, number>>;
}): PayoutSandbox {
  const activity = new PayoutActivityLog(now);
  const log = logger.child({ area: 'payouts' });
  const timers = new PayoutTimers(log);
  const dispatcher = new CallbackDispatcher(activity, timers, log, now, chaos);
  const lostCallbacks = new LostCallbackPlan();
  const statusLags = new StatusLagPlan();
  const balances = new PartnerBalances(now, floatBalances);
  return {
    settings,
    activity,
    dispatcher,
    lostCallbacks,
    statusLags,
    timers,
    balances,
    now,
    hooksRouter: express
      .Router()
      .use(payoutsRouter(activity, lostCallbacks, timers, dispatcher), statusLagRouter(statusLags), partnerBalancesRouter(balances)),
    sections: [payoutActivitySection(activity)],
    close: () => {
      timers.cancelAll();
      dispatcher.abortInFlight();
    },
  };
}
