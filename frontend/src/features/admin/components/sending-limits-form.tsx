import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { formatMoney } from '@/lib/format-money';
import { useSWRConfig } from 'swr';
import { ADMIN_APPROVALS_KEY } from '../api/admin-approvals';
import { proposeSendingLimits, useAdminSendingLimits, type SendingLimits } from '../api/sending-limits';
import { ReadOnlyNote } from './read-only-note';
import { useProposalNote } from './use-proposal-note';

const FIELDS: Array<{ key: keyof SendingLimits; label: string }> = [
  { key: 'perTransfer', label: 'Per transfer (USD)' },
  { key: 'perDay', label: 'Per rolling 24 hours (USD)' },
  { key: 'perMonth', label: 'Per rolling 30 days (USD)' },
];

/**
 * The sending limits every sender has (the amount sent, before fees). A change is proposed, with
 * why, and set only once a second finance operator approves it in "Waiting for approval" (four
 * eyes, issue #25); each step is audited. An operator whose role cannot change them
 * (`canChange` false) reads them, without the form.
 */
export function SendingLimitsForm({ canChange }: { canChange: boolean }) {
  const { data, error, mutate } = useAdminSendingLimits();
  const [values, setValues] = useState<Record<keyof SendingLimits, string>>({ perTransfer: '', perDay: '', perMonth: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const note = useProposalNote();
  const [waiting, setWaiting] = useState<string | null>(null);
  const { toast } = useToast();
  const { mutate: mutateKey } = useSWRConfig();

  useEffect(() => {
    if (data) setValues({ perTransfer: String(data.perTransfer), perDay: String(data.perDay), perMonth: String(data.perMonth) });
  }, [data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const limits = { perTransfer: Number(values.perTransfer), perDay: Number(values.perDay), perMonth: Number(values.perMonth) };
    if (Object.values(limits).some((value) => !Number.isFinite(value) || value <= 0)) {
      setProblem('Every limit must be more than $0.00');
      return;
    }
    if (!note.check()) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await proposeSendingLimits(limits, note.text);
      if ('approvalId' in answer) {
        setWaiting(answer.message);
        note.clear();
        toast({ title: 'Waiting for approval', description: answer.message });
        await mutateKey(ADMIN_APPROVALS_KEY);
      } else {
        toast({ title: 'No change', description: 'The sending limits are these already.' });
      }
      await mutate();
    } catch (caught) {
      const field = serverFieldErrors(caught)['proposalNote'];
      if (field) note.showError(field);
      else setProblem(errorMessage(caught, 'We could not propose the limits.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-6 lg:col-span-2">
      <section aria-labelledby="sending-limits">
        <h2 id="sending-limits" className="text-lg font-semibold text-slate-900">
          Sending limits
        </h2>
        <p className="mt-1 text-sm text-slate-600">What each sender may send, before fees. Checkouts above a limit are refused before anything is charged.</p>
        {error && !data ? (
          <p role="alert" className="mt-4 text-sm text-slate-600">
            We could not load the limits.
          </p>
        ) : !data ? (
          <Spinner label="Loading limits" className="py-8" />
        ) : !canChange ? (
          <div className="mt-4 space-y-3">
            <dl className="grid gap-4 sm:grid-cols-3">
              {FIELDS.map(({ key, label }) => (
                <div key={key}>
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="mt-1 font-medium text-slate-900">{formatMoney(data[key])}</dd>
                </div>
              ))}
            </dl>
            <ReadOnlyNote />
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-4 sm:items-end" noValidate aria-label="Sending limits">
            {FIELDS.map(({ key, label }) => (
              <Input
                key={key}
                label={label}
                name={key}
                type="number"
                step="0.01"
                min="0.01"
                value={values[key]}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
            ))}
            <Input {...note.field} hint="Another finance operator approves new limits before they apply." />
            <Button type="submit" busy={busy}>
              Propose limits
            </Button>
            {waiting && (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-800 sm:col-span-4">
                Waiting for approval: {waiting}
              </p>
            )}
            {problem && (
              <p role="alert" className="text-sm text-red-600 sm:col-span-4">
                {problem}
              </p>
            )}
          </form>
        )}
      </section>
    </Card>
  );
}
