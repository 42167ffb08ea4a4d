/** `GET /api/delivery-options?country=ethiopia` as the api answers it: telebirr, or a bank account at one of two banks. */
export const ETHIOPIA_DELIVERY_OPTIONS = {
  country: 'ethiopia',
  methods: [
    { method: 'telebirr', banks: [], currency: 'ETB', increment: '0.01', minimum: '10.00', maximum: '75000.00' },
    {
      method: 'bank_account',
      banks: [
        { id: 'cbe', name: 'Commercial Bank of Ethiopia' },
        { id: 'awash', name: 'Awash Bank' },
      ],
      currency: 'ETB',
      increment: '0.01',
      minimum: '10.00',
      maximum: '75000.00',
    },
  ],
};
