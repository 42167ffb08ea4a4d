import type React from 'react';
import { Link } from 'react-router-dom';
import { consumerRegulator } from '@/config/app';
import { transactionDetailsPath } from '@/config/paths';
import { useProviderConfig } from '@/lib/data/provider-config';
import { T, useT } from '@/lib/i18n/messages';
import type { CheckoutSession } from '../api/checkout-session';

const CFPB = consumerRegulator;

/**
 * The receipt's rights on the success page: the transfer's reference, the right to cancel
 * within 30 minutes of payment (on the transfer's page), and whom to contact about an error.
 * The same receipt is emailed (or texted with a link).
 */
export function ReceiptNotice({ session }: { session: CheckoutSession }) {
  const { data: config } = useProviderConfig();
  const company = config?.company;
  const t = useT();
  const bold = (chunks: React.ReactNode) => <strong className="text-slate-900">{chunks}</strong>;
  return (
    <section aria-labelledby="receipt-rights" data-testid="receipt" className="mt-6 space-y-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
      <h2 id="receipt-rights" className="font-semibold text-slate-900">
        {t('receipt.title')}
      </h2>
      {session.reference && (
        <p>
          {t('receipt.reference')} <span data-testid="receipt-reference" className="font-mono text-slate-900">{session.reference}</span>
        </p>
      )}
      <p>
        <T id="receipt.cancel" values={{ b: bold }} />
        {session.id && (
          <>
            {' '}
            (<Link className="font-medium text-brand-700 underline" to={transactionDetailsPath(session.id)}>
              {t('receipt.cancelLink')}
            </Link>
            )
          </>
        )}
        .
      </p>
      <p>
        <T
          id="receipt.rights"
          values={{ b: bold, contact: company ? t('receipt.contactAt', { phone: company.phone, email: company.email }) : '' }}
        />
      </p>
      {company && (
        <p data-testid="receipt-company">
          {company.name}, {company.address}
        </p>
      )}
      <p>
        {t('receipt.regulator', { company: company?.name ?? t('receipt.us'), regulator: CFPB.name, phone: CFPB.phone, website: CFPB.website })}
      </p>
      <p>{t('receipt.alsoSent')}</p>
    </section>
  );
}
