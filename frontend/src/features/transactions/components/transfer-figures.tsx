import { deliveryDescription, effectiveDeliveryMethod } from '@/config/delivery-methods';
import { formatMoney } from '@/lib/format-money';
import { paymentMethodLabel, type Transaction } from '@/lib/data/transactions';

type Figure = { label: string; value: string };

/** "M-Pesa", "Bank account · Commercial Bank of Ethiopia": how the recipient receives the money. */
export function receivesBy(transaction: Pick<Transaction, 'country' | 'deliveryMethod' | 'recipientInfo'>): string | undefined {
  const method = effectiveDeliveryMethod(transaction.country, transaction.deliveryMethod);
  return method && deliveryDescription(method, transaction.recipientInfo.bankName);
}

/** The money of a transfer, how it was paid and how it is received, as label/value pairs. */
export function transferFigures(transaction: Transaction): Figure[] {
  const figures: Figure[] = [
    { label: 'Amount sent', value: formatMoney(transaction.amount) },
    { label: 'Fee', value: formatMoney(transaction.feeAmount) },
    { label: 'Total paid', value: formatMoney(transaction.totalAmount) },
    { label: 'Recipient gets', value: formatMoney(transaction.recipientAmount, transaction.currencyCode) },
    { label: 'Payment method', value: paymentMethodLabel(transaction.paymentMethod) },
  ];
  const delivery = receivesBy(transaction);
  if (delivery) figures.push({ label: 'Receives by', value: delivery });
  // One reference per transfer, the one on every message and the one support asks for (issue #29):
  // the card provider's payment id is not the sender's to quote.
  if (transaction.reference) figures.push({ label: 'Reference', value: transaction.reference });
  else if (transaction.providerTransferId) figures.push({ label: 'Transaction ID', value: transaction.providerTransferId });
  return figures;
}

/** A definition list: each label is a `dt`, each value its `dd`. */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={className}>
      {figures.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
