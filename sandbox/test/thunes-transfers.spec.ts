import {
  confirmedTransaction,
  createTransaction,
  payers,
  quotationBody,
  transactionBody,
  useThunesSandbox,
} from './support/sandbox-thunes.js';

interface Activity {
  kind: string;
  reference: string | null;
  httpStatus: number | null;
  outcome: string;
  callback: { lost: boolean; attempts: number; delivered: boolean; history: Array<{ status: number | null }> } | null;
}

describe('Thunes quotations, transactions and callbacks', () => {
  const { receiver, url: sandboxUrl, thunes, callbackUrl, callbacksOn, receivedOn, settle } = useThunesSandbox();
  const telebirr = (msisdn: string) => ({ msisdn });

  async function activity(query: string): Promise<Activity[]> {
    return (await (await fetch(`${sandboxUrl()}/api/payouts?provider=thunes&${query}`)).json()) as Activity[];
  }

  describe('quotations', () => {
    it('prices a source amount at the wholesale rate, with the fee beside it, valid for a day', async () => {
      const body = quotationBody(payers.telebirr, { amount: 100 });
      const { status, body: quotation } = await thunes().post('/v2/money-transfer/quotations', body);

      expect(status).toBe(201);
      expect(quotation).toEqual({
        id: expect.any(Number),
        external_id: body.external_id,
        payer: expect.objectContaining({ id: payers.telebirr, name: 'telebirr', currency: 'ETB', service: { id: 1, name: 'MobileWallet' } }),
        mode: 'SOURCE_AMOUNT',
        transaction_type: 'C2C',
        source: { country_iso_code: 'USA', currency: 'USD', amount: 100 },
        destination: { currency: 'ETB', amount: 15825 },
        sent_amount: { currency: 'USD', amount: 100 },
        wholesale_fx_rate: 158.25,
        fee: { currency: 'USD', amount: 1.5 },
        creation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        expiration_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      });
      const lifetime = Date.parse(`${String(quotation['expiration_date'])}Z`) - Date.parse(`${String(quotation['creation_date'])}Z`);
      expect(lifetime).toBe(24 * 60 * 60 * 1000);
      expect(quotation['id']).toBeGreaterThan(2 ** 32);
      expect((await thunes().get(`/v2/money-transfer/quotations/${String(quotation['id'])}`)).body).toEqual(quotation);
      expect((await thunes().get(`/v2/money-transfer/quotations/ext-${body.external_id}`)).body).toEqual(quotation);
    });

    it('prices a destination amount: the source amount that buys it', async () => {
      const { body } = await thunes().post('/v2/money-transfer/quotations', quotationBody(payers.himbolPickup, { destinationAmount: 1500 }));

      expect(body).toMatchObject({ mode: 'DESTINATION_AMOUNT', source: { amount: 100 }, destination: { currency: 'ERN', amount: 1500 } });
    });

    it.each([
      ['over the payer maximum', quotationBody(payers.telebirr, { amount: 600 }), '1003012'],
      ['under the payer minimum', quotationBody(payers.telebirr, { amount: 0.05 }), '1003011'],
      ['a destination amount the payer cannot pay', quotationBody(payers.himbolPickup, { destinationAmount: 1500.5 }), '1003008'],
      ['another destination currency', { ...quotationBody(payers.telebirr), destination: { amount: null, currency: 'USD' } }, '1003010'],
      ['an unknown payer', quotationBody(9999), '1003002'],
      ['another source country', { ...quotationBody(payers.telebirr), source: { amount: 10, currency: 'USD', country_iso_code: 'GBR' } }, '1000998'],
      ['a missing mode', { ...quotationBody(payers.telebirr), mode: undefined }, '1000999'],
      ['more decimals than the currency has', quotationBody(payers.telebirr, { amount: 10.005 }), '1000999'],
    ])('refuses %s', async (_case, body, code) => {
      const { status, body: answer } = await thunes().post('/v2/money-transfer/quotations', body);

      expect(status).toBe(400);
      expect(answer).toEqual({ errors: [{ code, message: expect.any(String) }] });
      expect((await thunes().get(`/v2/money-transfer/quotations/ext-${String(body.external_id)}`)).status).toBe(404);
    });

    it('refuses a second quotation with the same external_id with 1007001', async () => {
      const body = quotationBody(payers.telebirr);
      await thunes().post('/v2/money-transfer/quotations', body);

      expect(await thunes().post('/v2/money-transfer/quotations', body)).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1007001', message: 'External ID has already been used' }] },
      });
    });
  });

  describe('transactions', () => {
    it('creates (CREATED), confirms (CONFIRMED), then calls back SUBMITTED and COMPLETED, as the status query shows it', async () => {
      const url = callbackUrl();
      const { transaction: created, request } = await createTransaction(thunes(), payers.telebirr, telebirr('+251911234567'), { callbackUrl: url });
      expect(created).toMatchObject({
        status: '10000',
        status_message: 'CREATED',
        status_class: '1',
        status_class_message: 'CREATED',
        external_id: request.external_id,
        transaction_type: 'C2C',
        credit_party_identifier: { msisdn: '+251911234567' },
        destination: { currency: 'ETB', amount: 15825 },
        sender: expect.objectContaining({ firstname: 'Amina', lastname: 'Haile', date_of_birth: null }),
        beneficiary: expect.objectContaining({ firstname: 'Abebe', lastname: 'Kebede' }),
        callback_url: url,
        purpose_of_remittance: 'FAMILY_SUPPORT',
        payer_transaction_reference: null,
      });

      const confirmed = await thunes().post(`/v2/money-transfer/transactions/${created.id}/confirm`);
      expect(confirmed).toMatchObject({ status: 200, body: { status: '20000', status_message: 'CONFIRMED', status_class: '2' } });

      const [submitted, completed] = await callbacksOn(url, 2);
      expect(submitted).toMatchObject({ method: 'POST', body: { id: created.id, status: '50000', status_message: 'SUBMITTED', status_class: '5' } });
      expect(completed!.body).toMatchObject({
        status: '70000',
        status_message: 'COMPLETED',
        status_class: '7',
        status_class_message: 'COMPLETED',
        payer_transaction_reference: expect.stringMatching(/^TB\d{9}$/),
      });
      expect((await thunes().get(`/v2/money-transfer/transactions/${created.id}`)).body).toEqual(completed!.body);
      expect((await thunes().get(`/v2/money-transfer/transactions/ext-${request.external_id}`)).body).toEqual(completed!.body);
    });

    it('pays a Commercial Bank of Ethiopia account named with its SWIFT BIC', async () => {
      const url = callbackUrl();
      await confirmedTransaction(thunes(), payers.commercialBankOfEthiopia, { bank_account_number: '1000123456789', swift_bic_code: 'CBETETAA' }, { callbackUrl: url });

      const [, completed] = await callbacksOn(url, 2);
      expect(completed!.body).toMatchObject({ status: '70000', credit_party_identifier: { bank_account_number: '1000123456789' } });
    });

    it('refuses a repeated external_id with 1007001 and pays once', async () => {
      const url = callbackUrl();
      const { quotationId, request, transaction } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911000777'), { callbackUrl: url });

      const repeat = await thunes().post(`/v2/money-transfer/quotations/${quotationId}/transactions`, request);
      const confirmAgain = await thunes().post(`/v2/money-transfer/transactions/ext-${request.external_id}/confirm`);

      expect(repeat).toMatchObject({ status: 400, body: { errors: [{ code: '1007001', message: 'External ID has already been used' }] } });
      expect(confirmAgain).toMatchObject({ status: 400, body: { errors: [{ code: '1007002', message: 'Transaction has already been confirmed' }] } });
      await callbacksOn(url, 2);
      await settle();
      expect(receivedOn(url)).toHaveLength(2);
      const all = (await (await fetch(`${sandboxUrl()}/api/thunes/transactions`)).json()) as Array<{ external_id: string; id: number }>;
      expect(all.filter((entry) => entry.external_id === request.external_id).map((entry) => entry.id)).toEqual([transaction.id]);
    });

    it.each([
      ['credit party identifier', { credit_party_identifier: { msisdn: '0911234567' } }, 'credit_party_identifier.msisdn'],
      ['another bank identifier', { credit_party_identifier: { bank_account_number: '1000123456789' } }, 'bank_account_number'],
      ['sender field set', { sender: { firstname: 'Amina' } }, 'sender is missing'],
      ['misspelt field', { beneficiary: { first_name: 'Abebe', lastname: 'Kebede' } }, 'first_name'],
      ['country code', { sender: { lastname: 'Haile', firstname: 'Amina', country_iso_code: 'US', msisdn: '+12025550143' } }, 'country_iso_code'],
      ['purpose of remittance', { purpose_of_remittance: 'BUSINESS_PAYMENT' }, 'purpose_of_remittance'],
      ['callback URL', { callback_url: 'ftp://example.com/' }, 'callback_url'],
    ])('refuses a transaction with a bad %s with 1000999, naming it', async (_case, change, named) => {
      const quotation = await thunes().post<{ id: number }>('/v2/money-transfer/quotations', quotationBody(payers.telebirr));
      const body = { ...transactionBody(telebirr('+251911234567')), ...change };

      const { status, body: answer } = await thunes().post(`/v2/money-transfer/quotations/${quotation.body.id}/transactions`, body);

      expect(status).toBe(400);
      expect(answer).toEqual({ errors: [{ code: '1000999', message: expect.stringContaining(named) }] });
      expect((await thunes().get(`/v2/money-transfer/transactions/ext-${body.external_id}`)).status).toBe(404);
    });

    it('refuses a SWIFT BIC that is not the payer bank', async () => {
      const quotation = await thunes().post<{ id: number }>('/v2/money-transfer/quotations', quotationBody(payers.commercialBankOfEthiopia));
      const body = transactionBody({ bank_account_number: '1000123456789', swift_bic_code: 'AWINETAA' });

      expect(await thunes().post(`/v2/money-transfer/quotations/${quotation.body.id}/transactions`, body)).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1000999', message: expect.stringContaining('CBETETAA') }] },
      });
    });

    it.each([
      ['251911999999', '90200', 'DECLINED-INVALID-BENEFICIARY'],
      ['251911000201', '90201', 'DECLINED-BARRED-BENEFICIARY'],
      ['251911000210', '90210', 'DECLINED-INVALID-BENEFICIARY-DETAILS'],
      ['251911000305', '90305', 'DECLINED-LIMITATIONS-ON-TRANSACTION-VALUE'],
      ['251911000330', '90330', 'DECLINED-LIMITATIONS-ON-ACCOUNT-VALUE'],
      ['251911000400', '90400', 'DECLINED-PAYER-CURRENTLY-UNAVAILABLE'],
    ])('declines a payout to %s after submission: %s %s', async (msisdn, status, message) => {
      const url = callbackUrl();
      const { transaction } = await confirmedTransaction(thunes(), payers.telebirr, telebirr(msisdn), { callbackUrl: url });

      const [submitted, declined] = await callbacksOn(url, 2);
      expect(submitted!.body.status).toBe('50000');
      expect(declined!.body).toMatchObject({ status, status_message: message, status_class: '9', status_class_message: 'DECLINED' });
      expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toMatchObject({ status });
    });

    it('rejects a payout to ...000110 at compliance screening, before submission', async () => {
      const url = callbackUrl();
      await confirmedTransaction(thunes(), payers.telebirr, telebirr('251911000110'), { callbackUrl: url });

      const [rejected] = await callbacksOn(url, 1);
      await settle();
      expect(rejected!.body).toMatchObject({ status: '30110', status_message: 'REJECTED-SLS-SENDER', status_class: '3', status_class_message: 'REJECTED' });
      expect(receivedOn(url)).toHaveLength(1);
    });

    it('keeps a payout to ...000202 SUBMITTED, with no further callback', async () => {
      const url = callbackUrl();
      const { transaction } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('251911000202'), { callbackUrl: url });

      await callbacksOn(url, 1);
      await settle();
      expect(receivedOn(url)).toHaveLength(1);
      expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toMatchObject({ status: '50000' });
    });

    it('loses every callback of a payout to ...000410; the status query still says COMPLETED', async () => {
      const url = callbackUrl();
      const { request } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('251911000410'), { callbackUrl: url });
      await settle();

      expect(receivedOn(url)).toEqual([]);
      expect((await thunes().get(`/v2/money-transfer/transactions/ext-${request.external_id}`)).body).toMatchObject({ status: '70000' });
      const callbacks = await activity(`kind=callback&reference=${request.external_id}`);
      expect(callbacks.map((entry) => [entry.outcome, entry.callback?.lost])).toEqual([
        ['70000 COMPLETED', true],
        ['50000 SUBMITTED', true],
      ]);
    });

    it('loses the callbacks of the next payout to a number when told to, and sends the one after', async () => {
      const planned = await fetch(`${sandboxUrl()}/api/payouts/lost-callbacks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'thunes', msisdn: '+251 911 555 123' }),
      });
      expect(planned.status).toBe(201);

      const lostUrl = callbackUrl();
      const lost = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911555123'), { callbackUrl: lostUrl });
      await settle();
      const sentUrl = callbackUrl();
      await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911555123'), { callbackUrl: sentUrl });

      expect((await callbacksOn(sentUrl, 2)).map((callback) => callback.body.status)).toEqual(['50000', '70000']);
      expect(receivedOn(lostUrl)).toEqual([]);
      expect((await thunes().get(`/v2/money-transfer/transactions/${lost.transaction.id}`)).body).toMatchObject({ status: '70000' });
    });

    it('retries a callback the receiver refuses, and records each attempt with its HTTP status', async () => {
      receiver.current.failNext(500, 503);
      const url = callbackUrl();
      // ...000202 stays SUBMITTED: the SUBMITTED callback is the only one.
      const { request } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('251911000202'), { callbackUrl: url });

      await callbacksOn(url, 3);
      await settle();
      const [submitted, ...others] = await activity(`kind=callback&reference=${request.external_id}`);
      expect(others).toEqual([]);
      expect(submitted!.callback).toMatchObject({ attempts: 3, delivered: true });
      expect(submitted!.callback!.history.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
      expect(receivedOn(url).map((request) => request.answeredWith)).toEqual([500, 503, 200]);
    });

    it('gives up on a callback after 5 attempts; the status query still answers', async () => {
      receiver.current.failNext(500, 500, 500, 500, 500);
      const url = callbackUrl();
      const { transaction, request } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('251911000202'), { callbackUrl: url });

      await callbacksOn(url, 5);
      await settle();
      const [submitted] = await activity(`kind=callback&reference=${request.external_id}`);
      expect(submitted!.callback).toMatchObject({ attempts: 5, delivered: false });
      expect(receivedOn(url)).toHaveLength(5);
      expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toMatchObject({ status: '50000' });
    });

    it('lists every quotation, request, status query and callback in the payout activity, newest first', async () => {
      const url = callbackUrl();
      const { request } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911234568'), { callbackUrl: url });
      await callbacksOn(url, 2);
      await thunes().get(`/v2/money-transfer/transactions/ext-${request.external_id}`);
      await settle();

      const entries = await activity('');
      expect(entries.map((entry) => [entry.kind, entry.outcome])).toEqual([
        ['status-query', '70000 COMPLETED'],
        ['callback', '70000 COMPLETED'],
        ['callback', '50000 SUBMITTED'],
        ['payout', 'confirm: 20000 CONFIRMED'],
        ['payout', 'create: 10000 CREATED'],
        ['quotation', expect.stringMatching(/^quotation \d+$/)],
      ]);
      expect(entries.slice(0, 5).every((entry) => entry.reference === request.external_id)).toBe(true);
    });

    it('cancels a transaction not yet confirmed, which then cannot be confirmed; a completed one cannot be cancelled', async () => {
      const { transaction } = await createTransaction(thunes(), payers.telebirr, telebirr('+251911234567'));
      const cancelled = await thunes().post(`/v2/money-transfer/transactions/${transaction.id}/cancel`);
      const url = callbackUrl();
      const paid = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911234567'), { callbackUrl: url });
      await callbacksOn(url, 2);

      expect(cancelled).toMatchObject({ status: 200, body: { status: '40000', status_message: 'CANCELLED', status_class: '4' } });
      expect(await thunes().post(`/v2/money-transfer/transactions/${transaction.id}/confirm`)).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1007003' }] },
      });
      expect(await thunes().post(`/v2/money-transfer/transactions/${paid.transaction.id}/cancel`)).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1007014', message: 'Transaction can not be cancelled' }] },
      });
    });

    it('refuses a transaction on an expired quotation (1008003), and confirming once it expired (1007004)', async () => {
      const expire = (id: number) => fetch(`${sandboxUrl()}/api/thunes/quotations/${id}/expire`, { method: 'POST' });
      const late = await thunes().post<{ id: number }>('/v2/money-transfer/quotations', quotationBody(payers.telebirr));
      await expire(late.body.id);
      const { quotationId, transaction } = await createTransaction(thunes(), payers.telebirr, telebirr('+251911234567'));
      await expire(quotationId);

      expect(await thunes().post(`/v2/money-transfer/quotations/${late.body.id}/transactions`, transactionBody(telebirr('+251911234567')))).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1008003', message: 'Quotation has expired' }] },
      });
      expect(await thunes().post(`/v2/money-transfer/transactions/${transaction.id}/confirm`)).toMatchObject({
        status: 400,
        body: { errors: [{ code: '1007004' }] },
      });
    });

    it('answers 404 for an unknown quotation or transaction', async () => {
      expect(await thunes().post('/v2/money-transfer/quotations/123/transactions', transactionBody(telebirr('+251911234567')))).toMatchObject({
        status: 404,
        body: { errors: [{ code: '1008002', message: 'Quotation not found' }] },
      });
      expect(await thunes().get('/v2/money-transfer/transactions/ext-nobody')).toMatchObject({
        status: 404,
        body: { errors: [{ code: '1008004', message: 'Transaction not found' }] },
      });
      expect(await thunes().post('/v2/money-transfer/transactions/42/confirm')).toMatchObject({ status: 404 });
      expect(await thunes().get('/v2/money-transfer/nothing-here')).toMatchObject({ status: 404, body: { errors: [{ code: '1000404' }] } });
    });
  });
});
