import { useId } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { findCountry } from '@/config/countries';
import { deliveryDescription, effectiveDeliveryMethod, maskAccountNumber } from '@/config/delivery-methods';
import type { Recipient } from '@/lib/data/recipients';
import { sendToSavedRecipientHref } from '@/lib/send-links';
import { formatPhone } from '@/lib/format-phone';

/** "Not sent to yet", "Used 1 time", "Used 3 times": paid transfers only (the server counts them). */
export function usedTimes(useCount: number): string {
  if (useCount === 0) return 'Not sent to yet';
  return `Used ${useCount} ${useCount === 1 ? 'time' : 'times'}`;
}

type RecipientCardProps = {
  recipient: Recipient;
  onEdit: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
};

/** One saved recipient; the card is an article named after the recipient. */
export function RecipientCard({ recipient, onEdit, onDelete }: RecipientCardProps) {
  const nameId = useId();
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
            <p className="text-sm text-slate-600">{findCountry(recipient.country)?.label ?? recipient.country}</p>
          </div>
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-500">Phone</dt>
            <dd className="font-medium text-slate-900">{formatPhone(recipient.phone)}</dd>
          </div>
          {method && (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">Receives by</dt>
              <dd className="min-w-0 font-medium text-slate-900">
                {deliveryDescription(method, recipient.bankName)}
                {method === 'bank_account' && recipient.accountNumber && (
                  <span className="block font-normal text-slate-600">{maskAccountNumber(recipient.accountNumber)}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
        <p className="mt-1 text-sm text-slate-500">{usedTimes(recipient.useCount)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <ButtonLink to={sendToSavedRecipientHref(recipient)} size="sm" className="flex-1">
            Send Money
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => onEdit(recipient)}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => onDelete(recipient)}>
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
