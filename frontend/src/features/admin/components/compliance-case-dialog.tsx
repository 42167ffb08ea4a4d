import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-error';
import { CASE_DECISION_LABELS, RULE_LABELS, useCaseWrites, useComplianceCase, type CaseDecision } from '../api/admin-compliance';
import { formatDateTime } from './admin-format';
import type { ReactNode } from 'react';

/** The decisions asked again before they are sent: they cannot be undone. */
const CONFIRM_FIRST: Partial<Record<CaseDecision, string>> = {
  file_sar: 'File a SAR on this case? The case closes and its SAR fields are ready to download for filing with FinCEN.',
  close_account:
    "Close this sender's account? They are signed out everywhere and can no longer sign in or send; their records are kept five years.",
};

type ComplianceCaseDialogProps = {
  /** The case shown; null when the dialog is closed. */
  caseId: string | null;
  onClose: () => void;
};

/** One case: its figures, transfers and timeline, a note, and the decision buttons. */
export function ComplianceCaseDialog({ caseId, onClose }: ComplianceCaseDialogProps) {
  return (
    <Dialog open={caseId !== null} onClose={onClose} title="Compliance case" className="max-w-2xl">
      {caseId !== null && <CaseBody caseId={caseId} onClose={onClose} />}
    </Dialog>
  );
}

function CaseBody({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const { data, error } = useComplianceCase(caseId);
  const writes = useCaseWrites(caseId);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<CaseDecision | null>(null);
  if (error) return <p className="text-sm text-red-700">We could not load this case.</p>;
  if (!data) return <Spinner label="Loading the case" />;
  const closed = data.status === 'closed';

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setProblem(null);
    try {
      setMessage(await work());
      setNote('');
    } catch (e) {
      setProblem(errorMessage(e, 'Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  const needsNote = note.trim().length < 3;
  const decide = (decision: CaseDecision) => {
    setConfirming(null);
    return run(async () => (await writes.decide(decision, note.trim())).message);
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{data.sender.name}</span>
        <span>· deadline {formatDateTime(data.deadlineAt)}</span>
        {data.late && <Badge tone="danger">Late</Badge>}
        {data.decision && <Badge tone="info">{CASE_DECISION_LABELS[data.decision]}</Badge>}
        {data.sarExportUrl && (
          <a className="font-medium text-brand-700 underline" href={data.sarExportUrl} download>
            Download SAR fields (JSON)
          </a>
        )}
      </div>

      <CaseSection label="Rule hits" title="Rules">
        <ul className="space-y-1 text-sm text-slate-700">
          {data.hits.map((hit, i) => (
            <li key={i}>
              <span className="font-medium">{RULE_LABELS[hit.rule] ?? hit.rule}</span> ({hit.severity}): {hit.summary}
              {hit.held && ' — payout held'}
            </li>
          ))}
        </ul>
      </CaseSection>

      <CaseSection label="Transfers" title="Transfers">
        <ul className="space-y-1 text-sm text-slate-700">
          {data.transfers.map((t) => (
            <li key={t.id}>
              {t.reference} · ${t.amount.toFixed(2)} to {t.recipientName} · {formatDateTime(t.createdAt)} · {t.status}
              {t.held && ' · held'}
            </li>
          ))}
        </ul>
      </CaseSection>

      <CaseSection label="Timeline" title="Timeline">
        <ol className="space-y-1 text-sm text-slate-700">
          {data.timeline.map((entry, i) => (
            <li key={i}>
              <span className="text-slate-500">{formatDateTime(entry.at)}</span> {entry.text}
              {entry.by && <span className="text-slate-500"> — {entry.by}</span>}
            </li>
          ))}
        </ol>
      </CaseSection>

      {!closed && (
        <div className="space-y-3">
          <TextArea label="Note (also the reason for a decision)" hint="For Request information, this is the question the sender sees in the app (they are emailed to sign in and answer)." value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy || needsNote} onClick={() => run(async () => (await writes.addNote(note.trim()), 'Note added.'))}>
              Add note
            </Button>
            {(Object.keys(CASE_DECISION_LABELS) as CaseDecision[]).map((decision) => (
              <Button
                key={decision}
                variant={decision === 'clear' ? 'primary' : 'secondary'}
                disabled={busy || needsNote || confirming !== null}
                onClick={() => (CONFIRM_FIRST[decision] ? setConfirming(decision) : void decide(decision))}
              >
                {CASE_DECISION_LABELS[decision]}
              </Button>
            ))}
          </div>
          {confirming && <ConfirmDecision decision={confirming} busy={busy} onConfirm={() => void decide(confirming)} onBack={() => setConfirming(null)} />}
        </div>
      )}
      {message && <p role="status" className="text-sm text-green-800">{message}</p>}
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** "Close this sender's account?": the question, the decision again and the way back; the decision is focused. */
function ConfirmDecision({ decision, busy, onConfirm, onBack }: { decision: CaseDecision; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const confirm = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p id={questionId} className="text-sm font-medium text-amber-900">
        {CONFIRM_FIRST[decision]}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirm} variant="destructive" busy={busy} onClick={onConfirm}>
          Yes, {CASE_DECISION_LABELS[decision].toLowerCase()}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          Go back
        </Button>
      </div>
    </div>
  );
}

/** One part of the case (its rules, transfers, timeline): a heading over a list. */
function CaseSection({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
