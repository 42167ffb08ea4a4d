import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { useApprovals, useDecideApproval, type Approval, type ApprovalDetails } from '../api/admin-approvals';
import { roleLabel, useAdminAccessLost } from '../api/admin-session';
import { TIER_LABELS } from '../api/sending-limits';
import { formatDateTime, formatTimeAgo, shortId, statusWords } from './admin-format';
import { cellClass } from './admin-table';
import { WorkQueueList } from './work-queue-list';

const COLUMNS = ['Action', 'Item', 'Proposed by', 'Note', 'Expires', 'Decision'] as const;
const DECISION_FAILED = 'The decision could not be recorded. Please try again.';
const NOTE_MAX_LENGTH = 500;

/**
 * "Waiting for approval" (issue #25, four eyes): what one operator proposed that a second,
 * different operator must approve before anything is done (another destination for a payout, a
 * refund paid outside, a sanctions hold released, a rate beyond the approval band, the sending
 * limits, a float top-up confirmed by hand), then the latest decided. An operator whose role
 * allows it approves or rejects it (a rejection says why); the proposer sees their own marked
 * "Waiting for another operator", and may withdraw it.
 */
export function ApprovalsTab() {
  const list = useApprovals();
  const { data } = list;
  const [rejecting, setRejecting] = useState<Approval | null>(null);

  return (
    <div className="space-y-5">
      <WorkQueueList
        intro="Actions, rates, limits and top-ups an operator proposed. Nothing is done until a second operator approves; a proposal expires after 24 hours."
        noun="proposals"
        caption="Waiting for approval"
        columns={COLUMNS}
        emptyText="Nothing is waiting for approval."
        list={list}
      >
        {data?.items.map((approval) => (
          <ApprovalRow key={approval.id} approval={approval} onReject={() => setRejecting(approval)} />
        ))}
      </WorkQueueList>

      {rejecting && <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}

function ApprovalRow({ approval, onReject }: { approval: Approval; onReject: () => void }) {
  const pending = approval.status === 'pending';
  return (
    <tr data-approval-id={approval.id} data-status={approval.status}>
      <td className={`${cellClass} max-w-md space-y-1`}>
        <p className="font-medium text-slate-900">{approval.action.label}</p>
        <p className="break-words">{approval.summary}</p>
        {approval.details && <ChangeDetails details={approval.details} />}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {approval.transferId ? (
          <span title={approval.transferId}>Transfer {shortId(approval.transferId)}</span>
        ) : approval.details?.kind === 'limits_change' ? (
          <span>Sending limits: {TIER_LABELS[approval.details.tier ?? 'verified_id']}</span>
        ) : ITEM_NAMES[approval.kind ?? ''] ? (
          <span>{ITEM_NAMES[approval.kind ?? '']}</span>
        ) : (
          <span className="break-all">{approval.action.key}</span>
        )}
      </td>
      <td className={cellClass}>
        <span className="block break-all text-slate-900">{approval.proposedBy.email}</span>
        <span className="block text-xs text-slate-500">
          {roleLabel(approval.proposedBy.role)} ·{' '}
          <time dateTime={approval.proposedAt} title={formatDateTime(approval.proposedAt)}>
            {formatTimeAgo(approval.proposedAt)}
          </time>
        </span>
      </td>
      <td className={`${cellClass} max-w-xs break-words`}>{approval.proposalNote}</td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {pending ? (
          <time dateTime={approval.expiresAt} title={formatDateTime(approval.expiresAt)}>
            {expiresIn(approval.expiresAt)}
          </time>
        ) : (
          '—'
        )}
      </td>
      <td className={cellClass}>
        {pending ? <PendingDecision approval={approval} onReject={onReject} /> : <Decided approval={approval} />}
      </td>
    </tr>
  );
}

/** Approve and Reject for an operator who may decide; the proposer's own is marked; anyone else is told whose it is. */
function PendingDecision({ approval, onReject }: { approval: Approval; onReject: () => void }) {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const decide = useDecideApproval();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();

  async function withdraw() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const { message } = await decide(approval.id, 'withdraw');
      toast({ title: 'Withdrawn', description: message });
    } catch (error) {
      onAdminError(error);
      toast({ title: 'Not withdrawn', description: errorMessage(error, DECISION_FAILED), variant: 'destructive' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (approval.yours) {
    return (
      <div className="flex flex-col items-start gap-2">
        <span className="text-sm font-medium text-amber-700">Waiting for another operator</span>
        {approval.mayWithdraw && (
          <Button size="sm" variant="secondary" busy={busy} onClick={() => void withdraw()} aria-label={`Withdraw: ${approval.action.label}`}>
            Withdraw
          </Button>
        )}
      </div>
    );
  }
  if (!approval.mayDecide) return <span className="text-xs text-slate-500">Not for your role</span>;

  async function approve() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const { outcome, message } = await decide(approval.id, 'approve');
      toast({ title: outcome === 'already_done' ? 'Approved: already done' : 'Approved', description: message });
    } catch (error) {
      onAdminError(error);
      toast({ title: 'Not approved', description: errorMessage(error, DECISION_FAILED), variant: 'destructive' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" busy={busy} onClick={() => void approve()}>
        Approve
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={onReject}>
        Reject
      </Button>
    </div>
  );
}

/** What the item column says for the proposals about no queue item. */
const ITEM_NAMES: Record<string, string> = { rate_change: 'Exchange rates', limits_change: 'Sending limits', top_up_confirmation: 'Float top-up' };

const usd = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const plain = (value: string) => Number(value).toLocaleString('en-US', { maximumFractionDigits: 4 });
const CURRENCIES: Record<string, string> = { eritrea: 'ERN', ethiopia: 'ETB', uganda: 'UGX', kenya: 'KES' };
const PARTNERS: Record<string, string> = { daraja: 'Safaricom M-Pesa (Daraja)', mtn_momo: 'MTN MoMo', thunes: 'Thunes' };

/** Old → new, for a rate change and the limits; the amount and partner of a top-up. Nothing more for a queue action (its summary says it). */
function ChangeDetails({ details }: { details: ApprovalDetails }) {
  if (details.kind === 'rate_change') {
    return (
      <ul className="space-y-0.5 text-xs text-slate-700" aria-label="Rates proposed">
        {details.changes.map((change) => (
          <li key={change.country}>
            <span className="capitalize">{change.country}</span>: {change.from ? plain(change.from) : 'none'} → <strong>{plain(change.to)}</strong> {CURRENCIES[change.country] ?? ''} per USD
          </li>
        ))}
      </ul>
    );
  }
  if (details.kind === 'limits_change') {
    const rows = [
      ['Per transfer', 'perTransfer'],
      ['Per 24 hours', 'perDay'],
      ['Per 30 days', 'perMonth'],
    ] as const;
    return (
      <ul className="space-y-0.5 text-xs text-slate-700" aria-label="Limits proposed">
        {rows.map(([label, key]) => (
          <li key={key}>
            {label}: {usd(details.from[key])} → <strong>{usd(details.to[key])}</strong>
          </li>
        ))}
      </ul>
    );
  }
  if (details.kind === 'top_up_confirmation') {
    return (
      <p className="text-xs text-slate-700">
        <strong>
          {Number(details.localAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })} {details.currency}
        </strong>{' '}
        at {PARTNERS[details.rail] ?? details.rail}, bought for {usd(details.usdPaid)} (reference {details.bankReference})
      </p>
    );
  }
  return null;
}

function Decided({ approval }: { approval: Approval }) {
  return (
    <div className="space-y-0.5">
      <span className="block font-medium text-slate-900">{statusWords(approval.status)}</span>
      {approval.decidedBy && <span className="block break-all text-xs text-slate-500">by {approval.decidedBy.email}</span>}
      {approval.decisionNote && <span className="block break-words text-xs text-slate-500">{approval.decisionNote}</span>}
    </div>
  );
}

/** Asks why, then rejects the proposal once. */
function RejectDialog({ approval, onClose }: { approval: Approval; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const decide = useDecideApproval();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const trimmed = note.trim();
    const problem =
      trimmed.length < 3
        ? 'Say why it is rejected (at least 3 characters)'
        : trimmed.length > NOTE_MAX_LENGTH
          ? `Keep the note to ${NOTE_MAX_LENGTH} characters or fewer`
          : undefined;
    setRefusal(undefined);
    if (problem) {
      setError(problem);
      event.currentTarget.querySelector<HTMLTextAreaElement>('textarea[name="note"]')?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { message } = await decide(approval.id, 'reject', trimmed);
      toast({ title: 'Rejected', description: message });
      onClose();
    } catch (failure) {
      sending.current = false;
      setBusy(false);
      const field = serverFieldErrors(failure)['note'];
      if (field) {
        setError(field);
        return;
      }
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 403 || failure.status === 404)) {
        setRefusal(errorMessage(failure, DECISION_FAILED));
        return;
      }
      onAdminError(failure);
      toast({ title: 'Error', description: errorMessage(failure, DECISION_FAILED), variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open
      role="alertdialog"
      title="Reject proposal"
      description={`${approval.action.label}, proposed by ${approval.proposedBy.email}. Nothing will be done.`}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reject proposal" className="space-y-5">
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
        <TextArea
          label="Why"
          name="note"
          aria-required="true"
          placeholder="The account holder is not the recipient"
          hint="For the proposer and the audit log."
          error={error}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Reject
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "in 23 h 59 min", "in 12 min", "now": how long a pending proposal has left. */
function expiresIn(value: string, now: number = Date.now()): string {
  const left = new Date(value).getTime() - now;
  if (Number.isNaN(left)) return '—';
  if (left <= 60_000) return 'in under a minute';
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `in ${hours} h ${minutes % 60} min` : `in ${minutes} min`;
}
