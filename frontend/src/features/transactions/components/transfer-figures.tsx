import { deliveryDescription, effectiveDeliveryMethod } from '@/config/delivery-methods';
import { formatMoney } from '@/lib/format-money';
import { paymentMethodLabel, type Transaction } from '@/lib/data/transactions';
import { useT, type Say } from '@/lib/i18n/messages';

type Figure = { label: string; value: string };

/** "M-Pesa", "Bank account · Commercial Bank of Ethiopia": how the recipient receives the money, in the language showing. */
export function receivesBy(transaction: Pick<Transaction, 'country' | 'deliveryMethod' | 'recipientInfo'>, say: Say): string | undefined {
  const method = effectiveDeliveryMethod(transaction.country, transaction.deliveryMethod);
  return method && deliveryDescription(method, transaction.recipientInfo.bankName, say);
}

/** How the sender paid, in the language showing: "Card", "Bank (ACH)", else as the server wrote it. */
function usePaymentMethodName(): (paymentMethod: string | null | undefined) => string {
  const t = useT();
  return (paymentMethod) => {
    if (paymentMethod === 'card') return t('transactions.paidBy.card');
    if (paymentMethod === 'ach') return t('transactions.paidBy.ach');
    return paymentMethodLabel(paymentMethod);
  };
}

/** The money of a transfer, how it was paid and how it is received, as label/value pairs in the language showing. */
export function useTransferFigures(): (transaction: Transaction) => Figure[] {
  const t = useT();
  const paidBy = usePaymentMethodName();
  return (transaction) => {
    const figures: Figure[] = [
      { label: t('success.amountSent'), value: formatMoney(transaction.amount) },
      { label: t('transactions.fee'), value: formatMoney(transaction.feeAmount) },
      { label: t('success.totalPaid'), value: formatMoney(transaction.totalAmount) },
      { label: t('checkout.summary.recipientGets'), value: formatMoney(transaction.recipientAmount, transaction.currencyCode) },
      { label: t('transactions.paymentMethod'), value: paidBy(transaction.paymentMethod) },
    ];
    const delivery = receivesBy(transaction, t);
    if (delivery) figures.push({ label: t('checkout.summary.receivesBy'), value: delivery });
    // One reference per transfer, the one on every message and the one support asks for (issue #29):
    // the card provider's payment id is not the sender's to quote.
    if (transaction.reference) figures.push({ label: t('success.reference'), value: transaction.reference });
    else if (transaction.providerTransferId) figures.push({ label: t('success.transactionId'), value: transaction.providerTransferId });
    return figures;
  };
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
