import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { useDecideEnhancedReview, useEnhancedReviews, type EnhancedReview } from '../api/admin-enhanced-reviews';
import { formatDateTime } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';

const COLUMNS = ['Sender', 'Occupation', 'Source of funds', 'Requested', 'Decision'] as const;
const STATUS_LABELS: Readonly<Record<EnhancedReview['status'], string>> = { pending: 'Waiting for review', approved: 'Approved', declined: 'Declined' };

/**
 * Senders' requests for the Enhanced tier (issue #26): what each declared, approved (the sender
 * becomes Enhanced) or declined with a reason the sender reads on their profile. Audited by the api.
 */
export function EnhancedReviewsSection() {
  const { data, error, isLoading } = useEnhancedReviews();
  return (
    <section aria-labelledby="enhanced-reviews" className="space-y-3">
      <h2 id="enhanced-reviews" className="text-lg font-semibold text-slate-900">
        Enhanced tier requests
      </h2>
      {isLoading ? (
        <Spinner label="Loading Enhanced tier requests" />
      ) : error || !data ? (
        <p className="text-sm text-red-700">We could not load the Enhanced tier requests.</p>
      ) : data.reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No requests for Enhanced.</p>
      ) : (
        <AdminTable caption="Enhanced tier requests" columns={COLUMNS.map((c) => <th key={c} scope="col" className={headerCellClass}>{c}</th>)}>
          {data.reviews.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function ReviewRow({ review }: { review: EnhancedReview }) {
  return (
    <tr data-review-id={review.id}>
      <td className={cellClass}>
        <div className="font-medium text-slate-900">{review.sender.name}</div>
        {review.sender.email && <div className="text-xs text-slate-500">{review.sender.email}</div>}
      </td>
      <td className={cellClass}>{review.occupation}</td>
      <td className={`${cellClass} max-w-xs`}>
        <div>{review.sourceOfFundsLabel}</div>
        <div className="break-words text-xs text-slate-500">{review.sourceOfFundsDetail}</div>
      </td>
      <td className={cellClass}>{formatDateTime(review.requestedAt)}</td>
      <td className={`${cellClass} max-w-sm`}>{review.status === 'pending' ? <DecisionControls review={review} /> : <Decided review={review} />}</td>
    </tr>
  );
}

function Decided({ review }: { review: EnhancedReview }) {
  return (
    <div className="space-y-0.5">
      <span className="block font-medium text-slate-900">{STATUS_LABELS[review.status]}</span>
      {review.decidedBy && <span className="block break-all text-xs text-slate-500">by {review.decidedBy}</span>}
      {review.declineReason && <span className="block break-words text-xs text-slate-500">{review.declineReason}</span>}
    </div>
  );
}

function DecisionControls({ review }: { review: EnhancedReview }) {
  const decide = useDecideEnhancedReview();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function send(decision: Parameters<typeof decide>[1]) {
    if (busy) return;
    setBusy(true);
    try {
      const { message } = await decide(review.id, decision);
      toast({ title: decision.decision === 'approve' ? 'Approved' : 'Declined', description: message });
    } catch (caught) {
      toast({ title: 'Not decided', description: errorMessage(caught, 'We could not record the decision.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  function submitDecline(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError('Say why (at least 3 characters): the sender sees it.');
      return;
    }
    setReasonError(undefined);
    void send({ decision: 'decline', reason: reason.trim() });
  }

  if (declining) {
    return (
      <form onSubmit={submitDecline} className="space-y-2" noValidate aria-label={`Decline the request of ${review.sender.name}`}>
        <TextArea label="Reason the sender sees" value={reason} onChange={(event) => setReason(event.target.value)} error={reasonError} maxLength={500} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" busy={busy}>
            Decline request
          </Button>
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => setDeclining(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="text-xs font-medium text-amber-700">{STATUS_LABELS.pending}</span>
      <Button size="sm" busy={busy} onClick={() => void send({ decision: 'approve' })} aria-label={`Approve Enhanced for ${review.sender.name}`}>
        Approve
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDeclining(true)} aria-label={`Decline Enhanced for ${review.sender.name}`}>
        Decline
      </Button>
    </div>
  );
}
