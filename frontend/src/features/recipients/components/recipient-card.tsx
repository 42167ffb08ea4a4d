import { useId } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { useCountryName } from '@/components/country-flag';
import { deliveryDescription, effectiveDeliveryMethod, maskAccountNumber } from '@/config/delivery-methods';
import type { Recipient } from '@/lib/data/recipients';
import { sendToSavedRecipientHref } from '@/lib/send-links';
import { formatPhone } from '@/lib/format-phone';
import { useT } from '@/lib/i18n/messages';


type RecipientCardProps = {
  recipient: Recipient;
  onEdit: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
};

/** One saved recipient; the card is an article named after the recipient. */
export function RecipientCard({ recipient, onEdit, onDelete }: RecipientCardProps) {
  const nameId = useId();
  const t = useT();
  const countryName = useCountryName();
  const name = `${recipient.firstName} ${recipient.lastName}`;
  const method = effectiveDeliveryMethod(recipient.country, recipient.deliveryMethod);
  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={nameId} className="flex h-full flex-col">
        <div className="flex items-start gap-3">
          <CountryFlag country={recipient.country} className="mt-1 h-6 w-8" />
          <div className="min-w-0">
            <h2 id={nameId} className="truncate text-base font-semibold text-slate-900">
              {name}
            </h2>
            <p className="text-sm text-slate-600">{countryName(recipient.country)}</p>
          </div>
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-500">{t('recipients.card.phone')}</dt>
            <dd className="font-medium text-slate-900">{formatPhone(recipient.phone)}</dd>
          </div>
          {method && (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">{t('checkout.summary.receivesBy')}</dt>
              <dd className="min-w-0 font-medium text-slate-900">
                {deliveryDescription(method, recipient.bankName, t)}
                {method === 'bank_account' && recipient.accountNumber && (
                  <span className="block font-normal text-slate-600">{maskAccountNumber(recipient.accountNumber)}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
        {/* "Not sent to yet", "Used 1 time", "Used 3 times": paid transfers only (the server counts them). */}
        <p className="mt-1 text-sm text-slate-500">{recipient.useCount === 0
            ? t('recipients.card.notSentYet')
            : recipient.useCount === 1
              ? t('recipients.card.usedOnce')
              : t('recipients.card.usedTimes', { count: recipient.useCount })}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <ButtonLink to={sendToSavedRecipientHref(recipient)} size="sm" className="flex-1">
            {t('send.title')}
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => onEdit(recipient)}>
            {t('recipients.card.edit')}
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onDelete(recipient)}>
            {t('recipients.card.delete')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
