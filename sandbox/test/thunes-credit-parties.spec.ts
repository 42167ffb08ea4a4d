import { payers, thunesClient } from './support/sandbox-thunes.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('Thunes credit-party information and verification', () => {
  const sandboxRef = useTestSandbox();
  const thunes = () => thunesClient(sandboxRef.current.httpUrl);
  const information = (payerId: number, body: unknown, type = 'C2C') =>
    thunes().post(`/v2/money-transfer/payers/${payerId}/${type}/credit-party-information`, body);
  const verification = (payerId: number, body: unknown, type = 'C2C') =>
    thunes().post(`/v2/money-transfer/payers/${payerId}/${type}/credit-party-verification`, body);

  it("gives the registered holder of a telebirr wallet, the same each time", async () => {
    const first = await information(payers.telebirr, { credit_party_identifier: { msisdn: '+251911234567' } });
    const again = await information(payers.telebirr, { credit_party_identifier: { msisdn: '+251911234567' } });

    expect(first).toMatchObject({
      status: 200,
      body: {
        firstname: expect.stringMatching(/^[A-Z][a-z]+$/),
        lastname: expect.stringMatching(/^[A-Z][a-z]+$/),
        country_iso_code: 'ETH',
        msisdn: '+251911234567',
        date_of_birth: null,
      },
    });
    expect(again.body).toEqual(first.body);
  });

  it('answers 1005001 for information on an account that does not exist', async () => {
    expect(await information(payers.telebirr, { credit_party_identifier: { msisdn: '+251911999999' } })).toMatchObject({
      status: 400,
      body: { errors: [{ code: '1005001', message: 'Account is invalid' }] },
    });
  });

  it.each([
    ['+251911234567', 'AVAILABLE'],
    ['+251911000100', 'UNREGISTERED'],
    ['+251911999999', 'UNAVAILABLE-INVALID-ACCOUNT'],
    ['+251911000201', 'UNAVAILABLE-BARRED-ACCOUNT'],
  ])('verifies the telebirr wallet %s as %s', async (msisdn, accountStatus) => {
    expect(await verification(payers.telebirr, { credit_party_identifier: { msisdn } })).toEqual({
      status: 200,
      body: { id: expect.any(Number), account_status: accountStatus },
      headers: expect.anything(),
    });
  });

  it('matches the beneficiary name on Commercial Bank of Ethiopia accounts, which it requires', async () => {
    const account = { bank_account_number: '1000123000210' };
    const named = { lastname: 'Kebede', firstname: 'Abebe' };

    expect(await verification(payers.commercialBankOfEthiopia, { credit_party_identifier: account })).toMatchObject({
      status: 400,
      body: { errors: [{ code: '1000999', message: expect.stringContaining('beneficiary is missing lastname, firstname') }] },
    });
    expect((await verification(payers.commercialBankOfEthiopia, { credit_party_identifier: account, beneficiary: named })).body).toMatchObject({
      account_status: 'UNAVAILABLE-BENEFICIARY-MISMATCH',
    });
    expect(
      (await verification(payers.commercialBankOfEthiopia, { credit_party_identifier: { bank_account_number: '1000123456789' }, beneficiary: named })).body,
    ).toMatchObject({ account_status: 'AVAILABLE' });
    expect((await information(payers.commercialBankOfEthiopia, { credit_party_identifier: { bank_account_number: '1000123456789' } })).body).toMatchObject({
      bank_account_holder_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
    });
  });

  it('refuses what the payer does not offer with 1007100, and a malformed identifier with 1000999', async () => {
    const notOffered = { status: 400, body: { errors: [{ code: '1007100', message: 'Method is not supported by this payer' }] } };

    expect(await information(payers.awashBank, { credit_party_identifier: { bank_account_number: '0123456789' } })).toMatchObject(notOffered);
    expect(await verification(payers.himbolPickup, { credit_party_identifier: { msisdn: '+2917123456' } })).toMatchObject(notOffered);
    expect(await verification(payers.telebirr, { credit_party_identifier: { msisdn: '+251911234567' } }, 'B2B')).toMatchObject(notOffered);
    expect(await verification(payers.telebirr, { credit_party_identifier: { msisdn: '0911234567' } })).toMatchObject({
      status: 400,
      body: { errors: [{ code: '1000999', message: expect.stringContaining('msisdn') }] },
    });
    expect(await verification(9999, { credit_party_identifier: { msisdn: '+251911234567' } })).toMatchObject({ status: 404 });
  });

  it('records each check in the payout activity', async () => {
    await verification(payers.telebirr, { credit_party_identifier: { msisdn: '+251911234567' } });
    await information(payers.telebirr, { credit_party_identifier: { msisdn: '+251911999999' } });

    const entries = (await (await fetch(`${sandboxRef.current.httpUrl}/api/payouts?provider=thunes&kind=verification`)).json()) as Array<{
      msisdn: string;
      httpStatus: number;
      outcome: string;
    }>;
    expect(entries.map((entry) => [entry.msisdn, entry.httpStatus, entry.outcome])).toEqual([
      ['251911999999', 400, '400 1005001'],
      ['251911234567', 200, 'verification: AVAILABLE'],
    ]);
  });
});
