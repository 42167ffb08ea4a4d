import { noCombination, thunesServices, type FieldCombinations, type PickupFlow, type ThunesPayer } from './thunes-payer.js';

const [mobileWallet, bankAccount, cashPickup] = thunesServices;

// Values from the "Purpose of remittance" enumeration of Thunes' reference that fit a personal transfer.
const personalPurposes = [
  'FAMILY_SUPPORT',
  'EDUCATION',
  'GIFT_AND_DONATION',
  'MEDICAL_TREATMENT',
  'MAINTENANCE_EXPENSES',
  'TRAVEL',
  'PERSONAL_TRANSFER',
  'OTHER',
];

// The first set is the preferred one; the second is what a sender who gave only a name and a
// phone number can satisfy (Thunes accepts any listed set).
const senderFields: FieldCombinations = [
  ['lastname', 'firstname', 'nationality_country_iso_code', 'date_of_birth', 'country_iso_code', 'address', 'city', 'msisdn'],
  ['lastname', 'firstname', 'country_iso_code', 'msisdn'],
];
const beneficiaryName: FieldCombinations = [['lastname', 'firstname']];

const ethiopianWallet = {
  msisdn: { pattern: /^\+?2519\d{8}$/, description: 'an Ethio telecom number in international format, 2519XXXXXXXX' },
};
const eritreanPhone = {
  msisdn: { pattern: /^\+?2917\d{6}$/, description: 'an Eritrean mobile number in international format, 2917XXXXXX' },
};

interface BankDetails {
  swiftBicCode: string;
  referencePrefix: string;
  account: { pattern: RegExp; description: string };
  /** Whether the bank answers credit-party information (all of them verify accounts, matching names). */
  offersInformation: boolean;
}

function ethiopianBank(id: number, name: string, bank: BankDetails): ThunesPayer {
  return {
    id,
    name,
    currency: 'ETB',
    countryIsoCode: 'ETH',
    precision: 2,
    increment: '0.01',
    service: bankAccount,
    minimumAmount: '100.00',
    maximumAmount: '1000000.00',
    wholesaleFxRate: '158.25',
    feeUsd: '2.00',
    creditPartyIdentifiersAccepted: [['bank_account_number'], ['bank_account_number', 'swift_bic_code']],
    requiredSendingEntityFields: senderFields,
    requiredReceivingEntityFields: beneficiaryName,
    purposeOfRemittanceValuesAccepted: personalPurposes,
    creditPartyInformation: bank.offersInformation ? [['bank_account_number']] : noCombination,
    creditPartyVerification: { identifiers: [['bank_account_number']], requiredReceivingEntityFields: beneficiaryName },
    identifierFormats: {
      bank_account_number: bank.account,
      swift_bic_code: { pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, description: 'a SWIFT BIC' },
    },
    swiftBicCode: bank.swiftBicCode,
    referencePrefix: bank.referencePrefix,
  };
}

function eritreanPickup(id: number, name: string, pickup: PickupFlow, referencePrefix: string): ThunesPayer {
  return {
    id,
    name,
    currency: 'ERN',
    countryIsoCode: 'ERI',
    // Cash is paid in whole nakfa.
    precision: 0,
    increment: '1',
    service: cashPickup,
    minimumAmount: '150',
    maximumAmount: '15000',
    // The nakfa is pegged at 15 to the dollar.
    wholesaleFxRate: '15',
    feeUsd: '3.00',
    creditPartyIdentifiersAccepted: [['msisdn']],
    requiredSendingEntityFields: senderFields,
    // The payer texts the pickup code to the beneficiary's phone; the name is checked at the counter.
    requiredReceivingEntityFields: [['lastname', 'firstname', 'msisdn']],
    purposeOfRemittanceValuesAccepted: personalPurposes,
    creditPartyInformation: noCombination,
    creditPartyVerification: { identifiers: noCombination, requiredReceivingEntityFields: noCombination },
    identifierFormats: eritreanPhone,
    pickup,
    referencePrefix,
  };
}

/**
 * The payers this sandbox offers: Ethiopia (telebirr and four banks) and Eritrea (cash pickup).
 * Names are the real institutions'; ids, limits, rates and fees are the sandbox's, not Thunes'
 * catalogue (a real account discovers its own with these same calls).
 */
export const payerCatalogue: readonly ThunesPayer[] = [
  {
    id: 4021,
    name: 'telebirr',
    currency: 'ETB',
    countryIsoCode: 'ETH',
    precision: 2,
    increment: '0.01',
    service: mobileWallet,
    minimumAmount: '10.00',
    maximumAmount: '75000.00',
    wholesaleFxRate: '158.25',
    feeUsd: '1.50',
    creditPartyIdentifiersAccepted: [['msisdn']],
    requiredSendingEntityFields: senderFields,
    requiredReceivingEntityFields: beneficiaryName,
    purposeOfRemittanceValuesAccepted: personalPurposes,
    creditPartyInformation: [['msisdn']],
    creditPartyVerification: { identifiers: [['msisdn']], requiredReceivingEntityFields: noCombination },
    identifierFormats: ethiopianWallet,
    referencePrefix: 'TB',
  },
  ethiopianBank(4031, 'Commercial Bank of Ethiopia', {
    swiftBicCode: 'CBETETAA',
    referencePrefix: 'CBE',
    // CBE account numbers are 13 digits starting 1000.
    account: { pattern: /^1000\d{9}$/, description: 'a 13-digit CBE account number starting 1000' },
    offersInformation: true,
  }),
  ethiopianBank(4032, 'Awash Bank', {
    swiftBicCode: 'AWINETAA',
    referencePrefix: 'AWB',
    account: { pattern: /^\d{10,16}$/, description: '10 to 16 digits' },
    offersInformation: false,
  }),
  ethiopianBank(4033, 'Dashen Bank', {
    swiftBicCode: 'DASHETAA',
    referencePrefix: 'DSH',
    account: { pattern: /^\d{10,16}$/, description: '10 to 16 digits' },
    offersInformation: true,
  }),
  ethiopianBank(4034, 'Bank of Abyssinia', {
    swiftBicCode: 'ABYSETAA',
    referencePrefix: 'BOA',
    account: { pattern: /^\d{8,16}$/, description: '8 to 16 digits' },
    offersInformation: false,
  }),
  eritreanPickup(4051, 'Himbol Financial Services (cash pickup)', 'available', 'HFS'),
  eritreanPickup(4052, 'Eritrea cash pickup network (held for pickup)', 'waiting-for-pickup', 'ERC'),
];

export function findPayer(id: number): ThunesPayer | undefined {
  return payerCatalogue.find((payer) => payer.id === id);
}
