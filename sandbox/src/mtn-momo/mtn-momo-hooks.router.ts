import express from 'express';
import type { MomoTransfers } from './transfers/momo-transfers.js';

/** Sandbox-only: every MoMo transfer as the sandbox holds it, newest first (GET /api/mtn-momo/transfers). */
export function mtnMomoHooksRouter(transfers: MomoTransfers): express.Router {
  const router = express.Router();

  router.get('/mtn-momo/transfers', (_req, res) => {
    res.json(transfers.newestFirst().map((transfer) => ({ ...transfer, payee: { ...transfer.payee } })));
  });

  return router;
}
