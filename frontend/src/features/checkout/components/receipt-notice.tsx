import { Link } from 'react-router-dom';
import { consumerRegulator } from '@/config/app';
import { transactionDetailsPath } from '@/config/paths';
import { useProviderConfig } from '@/lib/data/provider-config';
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
  return (
    <section aria-labelledby="receipt-rights" data-testid="receipt" className="mt-6 space-y-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
      <h2 id="receipt-rights" className="font-semibold text-slate-900">
        Your receipt
      </h2>
      {session.reference && (
        <p>
          Reference: <span data-testid="receipt-reference" className="font-mono text-slate-900">{session.reference}</span>
        </p>
      )}
      <p>
        <strong className="text-slate-900">Right to cancel:</strong> you can cancel this transfer for a full refund within 30
        minutes of payment, unless the money has already been delivered
        {session.id && (
          <>
            {' '}
            (<Link className="font-medium text-brand-700 underline" to={transactionDetailsPath(session.id)}>
              Cancel or view this transfer
            </Link>
            )
          </>
        )}
        .
      </p>
      <p>
        <strong className="text-slate-900">Your rights:</strong> you have a right to dispute errors in your transaction. If you think
        there is an error, contact us within 180 days
        {company ? ` at ${company.phone} or ${company.email}` : ''}. You can also ask us for a written explanation of your rights.
      </p>
      {company && (
        <p data-testid="receipt-company">
          {company.name}, {company.address}
        </p>
      )}
      <p>
        For questions or complaints about {company?.name ?? 'us'}, contact the {CFPB.name} at {CFPB.phone} or {CFPB.website}.
      </p>
      <p>We have also emailed you this receipt (or sent it by text message with a link).</p>
    </section>
  );
}
