import { confirmedTransaction, createTransaction, payers, useThunesSandbox } from '../../../test/support/sandbox-thunes.js';

describe('Thunes reversals and cancellations, with their callbacks', () => {
  const { url, thunes, callbackUrl, callbacksOn, receivedOn, settle } = useThunesSandbox();
  const telebirr = (msisdn: string) => ({ msisdn });
  const statusesOn = async (callback: string, count: number) => (await callbacksOn(callback, count)).map(({ body }) => body.status);
  const hook = (id: number, action: 'reverse' | 'collect') => fetch(`${url()}/api/thunes/transactions/${id}/${action}`, { method: 'POST' });
  const cancel = (id: number) => thunes().post(`/v2/money-transfer/transactions/${id}/cancel`);

  it('reverses a COMPLETED payout to ...000800 one step later: REVERSED (80000, class 8) is called back and queried', async () => {
    const callback = callbackUrl();
    const { transaction } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911000800'), { callbackUrl: callback });

    const [submitted, completed, reversed] = (await callbacksOn(callback, 3)).map(({ body }) => body);
    expect([submitted!.status, completed!.status]).toEqual(['50000', '70000']);
    expect(reversed).toMatchObject({ status: '80000', status_message: 'REVERSED', status_class: '8', status_class_message: 'REVERSED' });
    expect((await thunes().get(`/v2/money-transfer/transactions/${transaction.id}`)).body).toEqual(reversed);
    expect(await cancel(transaction.id)).toMatchObject({ status: 400, body: { errors: [{ code: '1007014' }] } });
  });

  it('reverses a completed cash pickup to ...000800 once collected', async () => {
    const callback = callbackUrl();
    const beneficiary = { lastname: 'Tesfay', firstname: 'Senait', msisdn: '+2917000800' };
    const { transaction } = await confirmedTransaction(thunes(), payers.himbolPickup, { msisdn: '+2917000800' }, {
      callbackUrl: callback,
      beneficiary,
      destinationAmount: 1500,
    });
    await callbacksOn(callback, 2);
    expect((await hook(transaction.id, 'collect')).status).toBe(200);
    expect(await statusesOn(callback, 4)).toEqual(['50000', '60000', '70000', '80000']);
  });

  it('reverses a COMPLETED transaction when told (POST /api/thunes/transactions/{id}/reverse), and only a completed one', async () => {
    const callback = callbackUrl();
    const { transaction } = await confirmedTransaction(thunes(), payers.telebirr, telebirr('+251911234567'), { callbackUrl: callback });
    expect((await hook(transaction.id, 'reverse')).status).toBe(409);
    await callbacksOn(callback, 2);

    const reversed = await hook(transaction.id, 'reverse');
    expect(reversed.status).toBe(200);
    expect(await reversed.json()).toMatchObject({ id: transaction.id, status: '80000' });
    expect(await statusesOn(callback, 3)).toEqual(['50000', '70000', '80000']);
    expect((await hook(transaction.id, 'reverse')).status).toBe(409);
    expect((await hook(123, 'reverse')).status).toBe(404);
  });

  it('cancels a CREATED transaction: CANCELLED is answered and called back', async () => {
    const callback = callbackUrl();
    const { transaction } = await createTransaction(thunes(), payers.telebirr, telebirr('+251911234567'), { callbackUrl: callback });

    expect(await cancel(transaction.id)).toMatchObject({ status: 200, body: { status: '40000', status_class: '4', status_class_message: 'CANCELLED' } });
    expect(await statusesOn(callback, 1)).toEqual(['40000']);
    await settle();
    expect(receivedOn(callback)).toHaveLength(1);
  });

  it('cancels a cash pickup held for pickup with its callback; one AVAILABLE at a payer or COMPLETED cannot be cancelled (1007014)', async () => {
    const beneficiary = { lastname: 'Tesfay', firstname: 'Senait', msisdn: '+2917123456' };
    const pickup = (payerId: number, callback: string) =>
      confirmedTransaction(thunes(), payerId, { msisdn: '+2917123456' }, { callbackUrl: callback, beneficiary, destinationAmount: 1500 });

    const heldUrl = callbackUrl();
    const held = await pickup(payers.heldPickup, heldUrl);
    await callbacksOn(heldUrl, 1);
    expect(await cancel(held.transaction.id)).toMatchObject({ status: 200, body: { status: '40000' } });
    expect(await statusesOn(heldUrl, 2)).toEqual(['20150', '40000']);

    const availableUrl = callbackUrl();
    const available = await pickup(payers.himbolPickup, availableUrl);
    await callbacksOn(availableUrl, 2);
    expect(await cancel(available.transaction.id)).toMatchObject({
      status: 400,
      body: { errors: [{ code: '1007014', message: 'Transaction can not be cancelled' }] },
    });
    expect((await hook(available.transaction.id, 'collect')).status).toBe(200);
    await callbacksOn(availableUrl, 3);
    expect(await cancel(available.transaction.id)).toMatchObject({ status: 400, body: { errors: [{ code: '1007014' }] } });
  });
});
