import { CountryName } from '@/components/country-flag';
import { formatMoney } from '@/lib/format-money';
import type { AdminTransaction } from '../api/admin-transactions';
import { parsePartyInfo } from '../api/party-info';
import { deliveryText, formatDateTime, methodText } from './admin-format';
import { DetailList, DetailRow } from './admin-table';
import { PartyDetails } from './party-details';
import { AdminTransactionStatusBadge } from './status-badges';

/** Spec section 2: Transaction ID (the session id), the provider transfer id or N/A, the amounts, both parties. */
export function TransactionDetails({ transaction }: { transaction: AdminTransaction }) {
  return (
    <div className="space-y-5">
      <DetailList>
        <DetailRow label="Transaction ID" mono>
          {transaction.sessionId || 'N/A'}
        </DetailRow>
        <DetailRow label="Provider Transfer ID" mono>
          {transaction.providerTransferId || 'N/A'}
        </DetailRow>
        <DetailRow label="Status">
          <AdminTransactionStatusBadge status={transaction.status} />
        </DetailRow>
        {transaction.failureReason && <DetailRow label="Failure Reason">{transaction.failureReason}</DetailRow>}
        <DetailRow label="Amount">{formatMoney(transaction.amount)}</DetailRow>
        <DetailRow label="Fee">{formatMoney(transaction.feeAmount)}</DetailRow>
        <DetailRow label="Total Amount">{formatMoney(transaction.totalAmount)}</DetailRow>
        <DetailRow label="Recipient Gets">{formatMoney(transaction.recipientAmount, transaction.currencyCode)}</DetailRow>
        <DetailRow label="Country">
          <CountryName country={transaction.country} />
        </DetailRow>
        <DetailRow label="Payment Method">{methodText(transaction.paymentMethod)}</DetailRow>
        <DetailRow label="Delivery Method">{deliveryText(transaction.country, transaction.deliveryMethod)}</DetailRow>
        <DetailRow label="Payout Receipt" mono>
          {transaction.payoutReceipt || 'N/A'}
        </DetailRow>
        {transaction.pickupCode && (
          <DetailRow label="Pickup Code" mono>
            {transaction.pickupCode}
          </DetailRow>
        )}
        <DetailRow label="Date">
          <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
        </DetailRow>
      </DetailList>
      <div className="grid gap-4 sm:grid-cols-2">
        <PartyDetails title="Sender" info={parsePartyInfo(transaction.senderInfo)} />
        <PartyDetails title="Recipient" info={parsePartyInfo(transaction.recipientInfo)} />
      </div>
    </div>
  );
}
