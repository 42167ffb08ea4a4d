import express from 'express';
import type { Logger } from 'pino';
import { faultsRouter } from '../faults/faults.router.js';
import type { FaultPlan } from '../faults/fault-plan.js';
import type { DeliveryChaos } from '../faults/delivery-chaos.js';
import { deliveryChaosRouter } from '../faults/delivery-chaos.router.js';
import { providerOutageGate } from '../faults/outage-gate.js';
import { outagesRouter } from '../faults/outages.router.js';
import { ProviderOutages } from '../faults/provider-outages.js';
import { inboxRouter } from '../inbox/inbox.router.js';
import { messagesSection } from '../inbox/messages.section.js';
import type { MessageStore } from '../inbox/message-store.js';
import { sandboxPageRouter } from '../page/page.router.js';
import type { StripeSandbox } from '../stripe/stripe-sandbox.js';
import type { TellerSandbox } from '../teller/teller-sandbox.js';
import { twilioMessagesRouter } from '../twilio/twilio-messages.router.js';
import type { DarajaSandbox } from '../daraja/daraja-sandbox.js';
import type { MtnMomoSandbox } from '../mtn-momo/mtn-momo-sandbox.js';
import type { ThunesSandbox } from '../thunes/thunes-sandbox.js';
import type { PayoutSandbox } from '../payouts/payout-sandbox.js';
import { errorHandler, notFound } from './json-errors.js';

export interface SandboxAppDependencies {
  messages: MessageStore;
  faults: FaultPlan;
  chaos: DeliveryChaos;
  stripe: StripeSandbox;
  teller: TellerSandbox;
  payouts: PayoutSandbox;
  daraja: DarajaSandbox;
  mtnMomo: MtnMomoSandbox;
  thunes: ThunesSandbox;
  logger: Logger;
  smtpAddress: () => string;
}

/**
 * The HTTP side of the sandbox. Each provider is a router mounted where the real
 * provider's paths live (Twilio at /2010-04-01, Stripe at /v1, Teller at /teller for both
 * its Connect script and its API, Daraja at /oauth and /mpesa, MTN MoMo at /disbursement, Thunes
 * at /ping and /v2/money-transfer) and contributes sections to the page; /api is the sandbox's
 * own API.
 */
export function createSandboxApp({
  messages,
  faults,
  chaos,
  stripe,
  teller,
  payouts,
  daraja,
  mtnMomo,
  thunes,
  logger,
  smtpAddress,
}: SandboxAppDependencies): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');

  // Before every provider's router: a provider in an outage answers its 5xx and sees nothing.
  const outages = new ProviderOutages();
  app.use(providerOutageGate(outages, logger));
  app.use(twilioMessagesRouter({ messages, faults, logger }));
  app.use(stripe.apiRouter);
  app.use(stripe.browserRouter);
  app.use('/teller', teller.router);
  app.use(daraja.router);
  app.use('/disbursement', mtnMomo.router);
  app.use(thunes.router);

  app.use('/api', express.json({ limit: '100kb' }), inboxRouter(messages), deliveryChaosRouter(chaos), outagesRouter(outages), faultsRouter(faults), stripe.hooksRouter);
  app.use('/api', payouts.hooksRouter, daraja.hooksRouter, mtnMomo.hooksRouter, thunes.hooksRouter);

  app.use(
    sandboxPageRouter({
      sections: [
        messagesSection(messages),
        ...stripe.sections,
        ...teller.sections,
        ...payouts.sections,
        ...daraja.sections,
        ...mtnMomo.sections,
        ...thunes.sections,
      ],
      endpoints: (req) => [
        { label: 'SMTP', value: smtpAddress() },
        { label: 'Twilio API', value: `${req.protocol}://${req.get('host') ?? ''}/2010-04-01` },
        { label: 'Stripe API', value: `${req.protocol}://${req.get('host') ?? ''}/v1` },
        { label: 'Stripe.js', value: `${req.protocol}://${req.get('host') ?? ''}/stripe/js/v3` },
        { label: 'Stripe webhooks to', value: stripe.webhookUrl },
        { label: 'Teller API', value: `${req.protocol}://${req.get('host') ?? ''}/teller` },
        { label: 'Teller Connect', value: `${req.protocol}://${req.get('host') ?? ''}/teller/connect/connect.js` },
        { label: 'Daraja (M-Pesa) API', value: `${req.protocol}://${req.get('host') ?? ''}` },
        { label: 'MTN MoMo API', value: `${req.protocol}://${req.get('host') ?? ''}/disbursement` },
        { label: 'Thunes API', value: `${req.protocol}://${req.get('host') ?? ''}/v2/money-transfer` },
        { label: 'Inbox API', value: '/api/messages?to=' },
      ],
    }),
  );

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
