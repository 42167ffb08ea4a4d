import { CountryFlag } from '@/components/country-flag';
import { ButtonLink } from '@/components/ui/button-link';
import { useRecipients } from '@/lib/data/recipients';
import { transferToRecipientHref } from '@/lib/send-links';
import { SectionNote } from './dashboard-section';
import { formatPhone } from '@/lib/format-phone';
import { useT } from '@/lib/i18n/messages';

/** Spec section 9: the dashboard shows 3 recipients, the most recently used. */
export const RECENT_RECIPIENTS = 3;

export function RecentRecipients() {
  // The server lists recipients most recently used first.
  const { data, error } = useRecipients();
  const t = useT();
  if (!data) {
    return <SectionNote>{error ? t('dashboard.recipientsFailed') : t('dashboard.loading')}</SectionNote>;
  }
  if (data.length === 0) return <SectionNote>{t('dashboard.noRecipients')}</SectionNote>;
  return (
    <ul className="divide-y divide-slate-100">
      {data.slice(0, RECENT_RECIPIENTS).map((recipient) => (
        <li key={recipient.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 items-center gap-3">
            <CountryFlag country={recipient.country} className="h-6 w-8" />
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">
                {recipient.firstName} {recipient.lastName}
              </p>
              <p className="text-sm text-slate-500">{formatPhone(recipient.phone)}</p>
            </div>
          </div>
          <ButtonLink to={transferToRecipientHref(recipient)} size="sm" variant="secondary">
            {t('dashboard.send')}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
