import { useT } from '@/lib/i18n/messages';

/** Spec section 2: a card costs more than a bank transfer, so say so before the sender pays. */
export function CardFeeWarning() {
  const t = useT();
  return (
    <div role="note" aria-labelledby="card-fee-warning" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p id="card-fee-warning" className="font-semibold">
        {t('send.cardFee.title')}
      </p>
      <p className="mt-1">{t('send.cardFee.text')}</p>
    </div>
  );
}
