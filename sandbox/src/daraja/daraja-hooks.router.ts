import express from 'express';
import type { B2cPayment } from './b2c/b2c-payment.js';
import type { B2cPayments } from './b2c/b2c-payments.js';
import { sandboxDarajaCertificatePem } from './security/sandbox-certificate.js';

function toApiPayment(payment: B2cPayment) {
  const { result, ...rest } = payment;
  return { ...rest, resultCode: result?.code ?? null, resultDesc: result?.desc ?? null };
}

/**
 * Sandbox-only Daraja helpers under /api: the certificate to build a SecurityCredential with
 * (PEM), and every B2C payment as the sandbox holds it, newest first.
 */
export function darajaHooksRouter(payments: B2cPayments): express.Router {
  const router = express.Router();

  router.get('/daraja/certificate', (_req, res) => {
    res.type('application/x-pem-file').setHeader('Content-Disposition', 'inline; filename="daraja-sandbox.cer"');
    res.send(sandboxDarajaCertificatePem);
  });

  router.get('/daraja/payments', (_req, res) => {
    res.json(payments.newestFirst().map(toApiPayment));
  });

  return router;
}
