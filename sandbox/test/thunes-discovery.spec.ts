import { payers, thunesClient } from './support/sandbox-thunes.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

interface Payer {
  id: number;
  name: string;
  currency: string;
  country_iso_code: string;
  service: { id: number; name: string };
  transaction_types: { C2C: Record<string, unknown> };
}

describe('Thunes discovery', () => {
  const sandboxRef = useTestSandbox();
  const thunes = () => thunesClient(sandboxRef.current.httpUrl);

  it('refuses calls without the API key and secret with 401 1000401', async () => {
    const wrongSecret = thunesClient(sandboxRef.current.httpUrl, { apiKey: 'thunes-sandbox-key', apiSecret: 'guess' });
    const anonymous = await fetch(`${sandboxRef.current.httpUrl}/v2/money-transfer/payers`);

    expect(await wrongSecret.get('/v2/money-transfer/payers')).toMatchObject({
      status: 401,
      body: { errors: [{ code: '1000401', message: 'Unauthorized' }] },
    });
    expect(await wrongSecret.post('/v2/money-transfer/quotations', {})).toMatchObject({ status: 401 });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ errors: [{ code: '1000401', message: 'Unauthorized' }] });
    expect(await thunes().get('/ping')).toMatchObject({ status: 200, body: { status: 'up' } });
  });

  it('lists the payers of a country: telebirr and four banks in Ethiopia, cash pickup in Eritrea', async () => {
    const ethiopia = await thunes().get<Payer[]>('/v2/money-transfer/payers?country_iso_code=ETH');
    const eritrea = await thunes().get<Payer[]>('/v2/money-transfer/payers?country_iso_code=ERI');
    const banks = await thunes().get<Payer[]>('/v2/money-transfer/payers?country_iso_code=ETH&service_id=2');

    expect(ethiopia.body.map((payer) => [payer.name, payer.service.name, payer.currency])).toEqual([
      ['telebirr', 'MobileWallet', 'ETB'],
      ['Commercial Bank of Ethiopia', 'BankAccount', 'ETB'],
      ['Awash Bank', 'BankAccount', 'ETB'],
      ['Dashen Bank', 'BankAccount', 'ETB'],
      ['Bank of Abyssinia', 'BankAccount', 'ETB'],
    ]);
    expect(eritrea.body.every((payer) => payer.service.name === 'CashPickup' && payer.currency === 'ERN')).toBe(true);
    expect(eritrea.body).toHaveLength(2);
    expect(banks.body.map((payer) => payer.name)).toEqual([
      'Commercial Bank of Ethiopia',
      'Awash Bank',
      'Dashen Bank',
      'Bank of Abyssinia',
    ]);
    expect((await thunes().get<Payer[]>('/v2/money-transfer/payers?country_iso_code=KEN')).body).toEqual([]);
  });

  it('describes a payer with its C2C limits, accepted identifiers and required fields', async () => {
    const { status, body } = await thunes().get<Payer>(`/v2/money-transfer/payers/${payers.telebirr}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: payers.telebirr,
      name: 'telebirr',
      precision: 2,
      increment: 0.01,
      currency: 'ETB',
      country_iso_code: 'ETH',
      service: { id: 1, name: 'MobileWallet' },
      transaction_types: {
        C2C: {
          minimum_transaction_amount: '10.00',
          maximum_transaction_amount: '75000.00',
          credit_party_identifiers_accepted: [['msisdn']],
          required_receiving_entity_fields: [['lastname', 'firstname']],
          required_documents: [[]],
          purpose_of_remittance_values_accepted: expect.arrayContaining(['FAMILY_SUPPORT']),
          credit_party_information: { credit_party_identifiers_accepted: [['msisdn']] },
          credit_party_verification: { credit_party_identifiers_accepted: [['msisdn']], required_receiving_entity_fields: [[]] },
        },
      },
    });
    expect(body.transaction_types.C2C['required_sending_entity_fields']).toContainEqual(['lastname', 'firstname', 'country_iso_code', 'msisdn']);
    const cbe = (await thunes().get<Payer>(`/v2/money-transfer/payers/${payers.commercialBankOfEthiopia}`)).body;
    expect(cbe.transaction_types.C2C['credit_party_identifiers_accepted']).toEqual([['bank_account_number'], ['bank_account_number', 'swift_bic_code']]);
    expect(await thunes().get('/v2/money-transfer/payers/999')).toMatchObject({
      status: 404,
      body: { errors: [{ code: '1000404', message: 'Resource not found' }] },
    });
  });

  it('pages lists with page and per_page and says so in the X-* headers', async () => {
    const second = await thunes().get<Payer[]>('/v2/money-transfer/payers?per_page=2&page=2');

    expect(second.body.map((payer) => payer.id)).toEqual([payers.awashBank, 4033]);
    expect(Object.fromEntries(['X-Total', 'X-Total-Pages', 'X-Per-Page', 'X-Page', 'X-Next-Page', 'X-Prev-Page'].map((name) => [name, second.headers.get(name)]))).toEqual({
      'X-Total': '7',
      'X-Total-Pages': '4',
      'X-Per-Page': '2',
      'X-Page': '2',
      'X-Next-Page': '3',
      'X-Prev-Page': '1',
    });
    expect(await thunes().get('/v2/money-transfer/payers?page=9')).toMatchObject({ status: 400, body: { errors: [{ code: '1003009' }] } });
    expect(await thunes().get('/v2/money-transfer/payers?per_page=101')).toMatchObject({ status: 400, body: { errors: [{ code: '1000999' }] } });
    expect(await thunes().get('/v2/money-transfer/payers?country_iso_code=ET')).toMatchObject({ status: 400, body: { errors: [{ code: '1000999' }] } });
  });

  it('lists the services offered in a country', async () => {
    expect((await thunes().get('/v2/money-transfer/services?country_iso_code=ERI')).body).toEqual([{ id: 3, name: 'CashPickup' }]);
    expect((await thunes().get('/v2/money-transfer/services?country_iso_code=ETH')).body).toEqual([
      { id: 1, name: 'MobileWallet' },
      { id: 2, name: 'BankAccount' },
    ]);
  });
});
