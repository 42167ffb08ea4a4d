/** Thunes' payout services (`GET /v2/money-transfer/services`); ids are per account, these are the sandbox's. */
export const thunesServices = [
  { id: 1, name: 'MobileWallet' },
  { id: 2, name: 'BankAccount' },
  { id: 3, name: 'CashPickup' },
] as const;

export type ThunesService = (typeof thunesServices)[number];

/** Lists of alternative field sets, as Thunes gives them: any one set satisfies, the first is preferred. */
export type FieldCombinations = readonly (readonly string[])[];

/** Nothing accepted: how a payer says it does not offer credit-party information or verification. */
export const noCombination: FieldCombinations = [[]];

/**
 * How a cash pickup is paid out. `available`: submitted to the payer, then AVAILABLE (60000)
 * until collected. `waiting-for-pickup`: held as CONFIRMED-WAITING-FOR-PICKUP (20150), the
 * state in which Thunes' reference lets the partner cancel a cash pickup.
 */
export type PickupFlow = 'available' | 'waiting-for-pickup';

/** One payer as the sandbox offers it (C2C only); `payerResource` gives Thunes' wire shape. */
export interface ThunesPayer {
  id: number;
  name: string;
  currency: 'ETB' | 'ERN';
  countryIsoCode: 'ETH' | 'ERI';
  /** Decimals of the amounts the payer pays, and the step they come in. */
  precision: number;
  increment: string;
  service: ThunesService;
  /** Per transaction, in the payer's currency (the destination amount). */
  minimumAmount: string;
  maximumAmount: string;
  /** Thunes' wholesale rate, destination per USD, and its fee in USD (sandbox figures). */
  wholesaleFxRate: string;
  feeUsd: string;
  creditPartyIdentifiersAccepted: FieldCombinations;
  requiredSendingEntityFields: FieldCombinations;
  requiredReceivingEntityFields: FieldCombinations;
  purposeOfRemittanceValuesAccepted: readonly string[];
  creditPartyInformation: FieldCombinations;
  creditPartyVerification: { identifiers: FieldCombinations; requiredReceivingEntityFields: FieldCombinations };
  /** What a well-formed credit party identifier of this payer looks like (checked when a transaction is created). */
  identifierFormats: Readonly<Record<string, { pattern: RegExp; description: string }>>;
  /** The bank's SWIFT BIC; a transaction naming another one is refused. */
  swiftBicCode?: string;
  pickup?: PickupFlow;
  /** Prefix of the payer's own transaction reference. */
  referencePrefix: string;
}
