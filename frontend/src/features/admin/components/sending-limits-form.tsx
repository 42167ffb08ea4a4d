import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { formatMoney } from '@/lib/format-money';
import { useSWRConfig } from 'swr';
import { ADMIN_APPROVALS_KEY } from '../api/admin-approvals';
import { LIMITED_TIERS, TIER_LABELS, proposeSendingLimits, useAdminTierLimits, type LimitedTier, type SendingLimits, type TierLimits } from '../api/sending-limits';
import { ReadOnlyNote } from './read-only-note';
import { useProposalNote } from './use-proposal-note';

const FIELDS: Array<{ key: keyof SendingLimits; label: string; column: string }> = [
  { key: 'perTransfer', label: 'Per transfer (USD)', column: 'Per transfer' },
  { key: 'perDay', label: 'Per rolling 24 hours (USD)', column: 'Per 24 hours' },
  { key: 'perMonth', label: 'Per rolling 30 days (USD)', column: 'Per 30 days' },
];

const TIER_OPTIONS = LIMITED_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

type Values = Record<keyof SendingLimits, string>;
const valuesOf = (limits: SendingLimits): Values => ({ perTransfer: String(limits.perTransfer), perDay: String(limits.perDay), perMonth: String(limits.perMonth) });

/**
 * The sending limits of each verification tier (the amount sent, before fees; issue #26): Basic,
 * Verified ID (every sender's until tiers are enforced), Enhanced. A change of one tier's limits
 * is proposed, with why, and set only once a second finance operator approves it in "Waiting for
 * approval" (four eyes, issue #25); each step is audited. An operator whose role cannot change
 * them (`canChange` false) reads them, without the form.
 */
export function SendingLimitsForm({ canChange }: { canChange: boolean }) {
  const { data, error, mutate } = useAdminTierLimits();
  const [tier, setTier] = useState<LimitedTier>('verified_id');
  const [values, setValues] = useState<Values>({ perTransfer: '', perDay: '', perMonth: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const note = useProposalNote();
  const [waiting, setWaiting] = useState<string | null>(null);
  const { toast } = useToast();
  const { mutate: mutateKey } = useSWRConfig();

  useEffect(() => {
    if (data) setValues(valuesOf(data[tier]));
  }, [data, tier]);

  function chooseTier(next: LimitedTier) {
    setTier(next);
    setProblem(null);
    setWaiting(null);
  }

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
      const answer = await proposeSendingLimits(tier, limits, note.text);
      if ('approvalId' in answer) {
        setWaiting(`${TIER_LABELS[tier]}: ${answer.message}`);
        note.clear();
        toast({ title: 'Waiting for approval', description: answer.message });
        await mutateKey(ADMIN_APPROVALS_KEY);
      } else {
        toast({ title: 'No change', description: `The ${TIER_LABELS[tier]} sending limits are these already.` });
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
        <p className="mt-1 text-sm text-slate-600">
          What a sender may send, before fees, by verification tier. Until tiers are enforced at checkout, every sender has Verified ID&apos;s limits.
        </p>
        {error && !data ? (
          <p role="alert" className="mt-4 text-sm text-slate-600">
            We could not load the limits.
          </p>
        ) : !data ? (
          <Spinner label="Loading limits" className="py-8" />
        ) : (
          <div className="mt-4 space-y-4">
            <TierLimitsTable tiers={data} />
            {!canChange ? (
              <ReadOnlyNote />
            ) : (
              <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-4 sm:items-end" noValidate aria-label="Sending limits">
                <SelectField label="Tier" name="tier" options={TIER_OPTIONS} value={tier} onChange={(event) => chooseTier(event.target.value as LimitedTier)} />
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
                <div className="sm:col-span-3">
                  <Input {...note.field} hint="Another finance operator approves new limits before they apply." />
                </div>
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
          </div>
        )}
      </section>
    </Card>
  );
}

/**
 * Each tier's limits in force, one row a tier. On a phone the table scrolls sideways in its box,
 * not the page; the box takes the focus, named as the table, so the arrow keys scroll it (WCAG 2.1.1).
 */
function TierLimitsTable({ tiers }: { tiers: TierLimits }) {
  return (
    <div
      role="group"
      aria-label="Sending limits by tier"
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm" aria-label="Sending limits by tier">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 pr-4 font-medium">
              Tier
            </th>
            {FIELDS.map(({ key, column }) => (
              <th key={key} scope="col" className="py-1 pr-4 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIMITED_TIERS.map((tier) => (
            <tr key={tier} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-medium text-slate-900">
                {TIER_LABELS[tier]}
              </th>
              {FIELDS.map(({ key }) => (
                <td key={key} className="py-1.5 pr-4 text-slate-900">
                  {formatMoney(tiers[tier][key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
