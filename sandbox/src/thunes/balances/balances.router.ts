import express from 'express';
import { balanceText, floatCurrencies, type PartnerBalances } from '../../payouts/partner-balances.js';
import { sendPage } from '../http/pagination.js';
import { requireThunesCredentials } from '../http/thunes-http.js';

/**
 * `GET /v2/money-transfer/balances` (paginated): our prefunded balance in each currency Thunes
 * pays out for us, as its Balance objects: `balance` is what confirmations can draw on;
 * nothing is held `pending` or lent (`credit_facility`) in the sandbox.
 */
export function balancesRouter(balances: PartnerBalances): express.Router {
  const router = express.Router();
  router.get('/v2/money-transfer/balances', requireThunesCredentials, (req, res) => {
    const items = floatCurrencies.thunes.map((currency, index) => ({
      id: index + 1,
      currency,
      balance: Number(balanceText(balances.available('thunes', currency), 2)),
      pending: 0,
      credit_facility: 0,
    }));
    sendPage(res, req.query, items);
  });
  return router;
}
