import { useRef, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { pendingApprovals, useApprovals } from '../api/admin-approvals';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { useFloatActions, type FloatTopUp } from '../api/admin-float';
import { useAdminAccessLost } from '../api/admin-session';
import { formatAmount, railName } from '../api/top-up-form';
import { formatDateTime } from './admin-format';
import { useProposalNote } from './use-proposal-note';
import { AdminTable, cellClass, headerCellClass } from './admin-table';

/** What an operator acts on first (the state and its buttons) comes first: on a phone the rest scrolls sideways. */
const COLUMNS = ['Top-up', 'State', 'Actions', 'USD paid', 'Rate', 'Bank reference', 'Recorded'] as const;

const STATE_TONES: Record<FloatTopUp['state'], BadgeTone> = { pending: 'warning', confirmed: 'success', cancelled: 'neutral' };
const STATE_WORDS: Record<FloatTopUp['state'], string> = { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' };

type Step = { topUp: FloatTopUp; action: 'confirm' | 'cancel' };

/**
 * The latest top-ups, newest first; a pending one can be confirmed or cancelled by hand, each
 * after a confirmation, by an operator whose role may (`canChange`: no Actions column otherwise).
 */
export function TopUpsTable({ topUps, canChange }: { topUps: readonly FloatTopUp[]; canChange: boolean }) {
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const note = useProposalNote();
  const sending = useRef(false);
  const { confirmTopUp, cancelTopUp } = useFloatActions();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();
  const { data: approvals } = useApprovals();
  /** Who proposed confirming `id` by hand, while it waits for another operator. */
  const waitingFor = (id: string) =>
    pendingApprovals(approvals?.items).find((approval) => approval.kind === 'top_up_confirmation' && approval.action.key === `float_top_up:${id}`)?.proposedBy.email;

  if (topUps.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-200 p-8 text-center text-sm text-slate-500">No top-up recorded yet.</p>;
  }

  async function onConfirm() {
    if (!step || sending.current) return;
    if (step.action === 'confirm' && !note.check()) return;
    sending.current = true;
    setBusy(true);
    try {
      if (step.action === 'confirm') {
        const answer = await confirmTopUp(step.topUp.id, note.text);
        toast(
          answer.waiting
            ? { title: 'Waiting for approval', description: answer.message }
            : { title: 'Top-up confirmed', description: `${railName(answer.topUp.rail)} ${answer.topUp.currency} was confirmed already.` },
        );
      } else {
        await cancelTopUp(step.topUp.id);
        toast({ title: 'Top-up cancelled', description: 'Its pending postings were voided.' });
      }
    } catch (error) {
      onAdminError(error);
      toast({ title: 'Not done', description: errorMessage(error, 'The top-up could not be changed. Please try again.'), variant: 'destructive' });
    } finally {
      sending.current = false;
      setBusy(false);
      setStep(null);
      note.clear();
    }
  }

  const what = step ? `${formatAmount(step.topUp.localAmount, step.topUp.currency)} ${step.topUp.currency} to ${railName(step.topUp.rail)} (${step.topUp.bankReference})` : '';
  return (
    <>
      <AdminTable
        caption="Top-ups"
        columns={COLUMNS.filter((column) => canChange || column !== 'Actions').map((column) => (
          <th key={column} scope="col" className={headerCellClass}>
            {column}
          </th>
        ))}
      >
        {topUps.map((topUp) => (
          <tr key={topUp.id} data-testid={`top-up-${topUp.bankReference}`}>
            <td className={cellClass}>
              <span className="block whitespace-nowrap font-medium tabular-nums text-slate-900">
                {formatAmount(topUp.localAmount, topUp.currency)} {topUp.currency}
              </span>
              <span className="block text-xs text-slate-500">{railName(topUp.rail)}</span>
            </td>
            <td className={cellClass}>
              <Badge tone={STATE_TONES[topUp.state]}>{STATE_WORDS[topUp.state]}</Badge>
            </td>
            {canChange && (
              <td className={`${cellClass} whitespace-nowrap`}>
                {topUp.state === 'pending' && waitingFor(topUp.id) ? (
                  <span className="text-xs font-medium text-amber-800">Waiting for approval: confirming, proposed by {waitingFor(topUp.id)}</span>
                ) : null}
                {topUp.state === 'pending' && !waitingFor(topUp.id) && (
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" aria-label={`Confirm top-up ${topUp.bankReference}`} onClick={() => setStep({ topUp, action: 'confirm' })}>
                      Confirm
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Cancel top-up ${topUp.bankReference}`} onClick={() => setStep({ topUp, action: 'cancel' })}>
                      Cancel
                    </Button>
                  </div>
                )}
              </td>
            )}
            <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>{formatAmount(topUp.usdPaid, 'USD')}</td>
            <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>{topUp.rate}</td>
            <td className={cellClass}>
              <span className="whitespace-nowrap">{topUp.bankReference}</span>
              {topUp.opening && <span className="block text-xs text-slate-500">Opening float</span>}
              {topUp.note && <span className="block min-w-48 text-xs text-slate-500">{topUp.note}</span>}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(topUp.recordedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={step?.action === 'cancel'}
        title="Cancel this top-up?"
        description={`Only when the wire of ${what} was not sent or came back: its pending postings are voided.`}
        confirmLabel="Cancel top-up"
        cancelLabel="Go back"
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setStep(null)}
      />
      <Dialog
        open={step?.action === 'confirm'}
        role="alertdialog"
        title="Confirm this top-up?"
        description={`Only when the partner's balance shows ${what}: once another finance operator approves, it is posted to the float and the rail resumes.`}
        onClose={() => {
          if (!busy) setStep(null);
        }}
      >
        <form
          noValidate
          aria-label="Confirm this top-up"
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void onConfirm();
          }}
        >
          <TextArea
            {...note.field}
            aria-required="true"
            placeholder="The MoMo portal shows the 2,000,000 UGX"
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => setStep(null)}>
              Go back
            </Button>
            <Button type="submit" busy={busy}>
              Confirm top-up
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
