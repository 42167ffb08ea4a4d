import { confirmedTransaction, payers, useThunesSandbox } from './support/sandbox-thunes.js';

describe('Thunes cash pickup in Eritrea', () => {
  const { url, thunes, callbackUrl, callbacksOn: callbacksWithMethod, settle } = useThunesSandbox();
  const beneficiary = { lastname: 'Tesfay', firstname: 'Senait', msisdn: '+2917123456' };
  const collect = (id: number, init: RequestInit = {}) =>
    fetch(`${url()}/api/thunes/transactions/${id}/collect`, { method: 'POST', redirect: 'manual', ...init });
  const callbacksOn = async (callback: string, count: number) =>
    (await callbacksWithMethod(callback, count)).map((received) => received.body);

  function pickup(payerId: number, callback: string) {
    return confirmedTransaction(thunes(), payerId, { msisdn: '+2917123456' }, { callbackUrl: callback, beneficiary, destinationAmount: 1500 });
  }

  it('makes the cash AVAILABLE with a pickup code, then COMPLETED once the beneficiary collected it', async () => {
    const callback = callbackUrl();
    const { transaction } = await pickup(payers.himbolPickup, callback);

    const [submitted, available] = await callbacksOn(callback, 2);
    expect(submitted).toMatchObject({ status: '50000', payer_transaction_code: null });
    expect(available).toMatchObject({
      status: '60000',
      status_message: 'AVAILABLE',
      status_class: '6',
      status_class_message: 'AVAILABLE',
      destination: { currency: 'ERN', amount: 1500 },
      payer_transaction_code: expect.stringMatching(/^\d{10}$/),
      payer_transaction_reference: expect.stringMatching(/^HFS\d{9}$/),
    });
    await settle();
    expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toEqual(available);
    expect(await thunes().post(`/v2/money-transfer/transactions/${transaction.id}/cancel`)).toMatchObject({
      status: 400,
      body: { errors: [{ code: '1007014' }] },
    });

    const collected = await collect(transaction.id);
    expect(collected.status).toBe(200);
    const [, , completed] = await callbacksOn(callback, 3);
    expect(completed).toMatchObject({ status: '70000', status_class: '7', payer_transaction_code: available!.payer_transaction_code });
    expect((await collect(transaction.id)).status).toBe(409);
  });

  it('holds the cash as CONFIRMED-WAITING-FOR-PICKUP with the code at the held-pickup payer; it can be cancelled or collected', async () => {
    const cancelledUrl = callbackUrl();
    const toCancel = await pickup(payers.heldPickup, cancelledUrl);
    const [waiting] = await callbacksOn(cancelledUrl, 1);
    expect(waiting).toMatchObject({
      status: '20150',
      status_message: 'CONFIRMED-WAITING-FOR-PICKUP',
      status_class: '2',
      payer_transaction_code: expect.stringMatching(/^\d{10}$/),
    });

    const cancelled = await thunes().post(`/v2/money-transfer/transactions/${toCancel.transaction.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: '40000', status_message: 'CANCELLED' } });
    expect((await collect(toCancel.transaction.id)).status).toBe(409);

    const collectedUrl = callbackUrl();
    const toCollect = await pickup(payers.heldPickup, collectedUrl);
    await callbacksOn(collectedUrl, 1);
    expect((await collect(toCollect.transaction.id)).status).toBe(200);
    const [, completed] = await callbacksOn(collectedUrl, 2);
    expect(completed).toMatchObject({ status: '70000', status_message: 'COMPLETED' });
  });

  it('declines a pickup for an invalid beneficiary number like any other payout', async () => {
    const callback = callbackUrl();
    await confirmedTransaction(thunes(), payers.himbolPickup, { msisdn: '+2917999999' }, { callbackUrl: callback, beneficiary, destinationAmount: 1500 });

    const [, declined] = await callbacksOn(callback, 2);
    expect(declined).toMatchObject({ status: '90200', status_class: '9' });
  });

  it('shows the pickup code and a "Cash collected" button on the page; the button collects and returns to the page', async () => {
    const callback = callbackUrl();
    const { transaction } = await pickup(payers.himbolPickup, callback);
    const [, available] = await callbacksOn(callback, 2);

    const page = await (await fetch(`${url()}/`)).text();
    expect(page).toContain(`pickup code ${available!.payer_transaction_code}`);
    expect(page).toContain(`action="/api/thunes/transactions/${transaction.id}/collect"`);

    const pressed = await collect(transaction.id, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/#thunes-transactions');
    expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toMatchObject({ status: '70000' });
  });

  it('answers 404 for collecting an unknown transaction', async () => {
    const answer = await collect(123);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: expect.stringContaining('123') });
  });
});
