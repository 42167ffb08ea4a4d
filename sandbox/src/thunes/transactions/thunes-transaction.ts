import { payerSummary } from '../payers/payer-resource.js';
import { quotationAmounts, type Quotation } from '../quotations/quotation.js';
import { thunesDate } from '../thunes-ids.js';
import { beneficiaryFields, entityResource, senderFields, type Entity } from './entity-fields.js';
import type { TransactionRequest } from './transaction-request.js';
import { statusFields, type TransactionStatus } from './transaction-status.js';

export interface ThunesTransaction {
  id: number;
  quotation: Quotation;
  request: TransactionRequest;
  sender: Entity;
  beneficiary: Entity;
  status: TransactionStatus;
  /** The payer's own reference, once submitted to it. */
  payerTransactionReference: string | null;
  /** For cash pickup: the code the beneficiary gives at the counter. */
  payerTransactionCode: string | null;
  /** Sandbox: every callback of this transaction is recorded but never sent. */
  callbacksLost: boolean;
  /** Its destination amount was taken from our balance at confirmation (and not given back yet). */
  balanceDrawn: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The Transaction object of Thunes' reference, as the create, confirm, cancel and status calls
 * answer it and as the callback carries it. The expiration date is the quotation's.
 */
export function transactionResource(transaction: ThunesTransaction) {
  const { quotation, request } = transaction;
  return {
    id: transaction.id,
    ...statusFields(transaction.status),
    external_id: request.external_id,
    external_code: request.external_code ?? null,
    transaction_type: quotation.transactionType,
    payer_transaction_reference: transaction.payerTransactionReference,
    payer_transaction_code: transaction.payerTransactionCode,
    creation_date: thunesDate(transaction.createdAt),
    expiration_date: thunesDate(quotation.expiresAt),
    credit_party_identifier: { ...request.credit_party_identifier },
    ...quotationAmounts(quotation),
    payer: payerSummary(quotation.payer),
    sender: entityResource(senderFields, transaction.sender),
    beneficiary: entityResource(beneficiaryFields, transaction.beneficiary),
    sending_business: null,
    receiving_business: null,
    callback_url: request.callback_url ?? null,
    retail_rate: request.retail_rate ?? null,
    retail_fee: request.retail_fee ?? null,
    retail_fee_currency: request.retail_fee_currency ?? null,
    purpose_of_remittance: request.purpose_of_remittance,
    document_reference_number: request.document_reference_number ?? null,
    additional_information_1: request.additional_information_1 ?? null,
    additional_information_2: request.additional_information_2 ?? null,
    additional_information_3: request.additional_information_3 ?? null,
  };
}
