import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { useAdminAccessLost, useOperatorCan } from '../api/admin-session';
import { useReconciliation, useRunReconciliation, type ReconciliationRun } from '../api/reconciliation';
import { formatDateTime } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { FinanceSection, FinanceState } from './finance-controls';
import { ReconciliationBreakSides } from './reconciliation-break-sides';

const STATUS_TONES: Record<string, 'warning' | 'danger' | 'success' | 'info' | 'neutral'> = {
  open: 'warning',
  escalated: 'danger',
  explained: 'info',
  corrected: 'success',
};

function runSummary(run: ReconciliationRun): string {
  if (run.error) return `Failed: ${run.error}`;
  if (!run.finishedAt) return 'Running…';
  return `${run.providerRecords} records read, ${run.matched} matched, ${run.inFlight} still moving, ${run.breaksFound} break(s), ${run.breaksClosed} resolved, ${run.postingsBooked} posting(s) booked`;
}

/**
 * Reconciliation with the providers' own records: "Run reconciliation now", the latest runs,
 * and every break not resolved by itself with both sides (open and escalated ones are worked
 * in Needs attention; explained and corrected ones stay listed here).
 */
export function ReconciliationTab() {
  const { data, error, isLoading, mutate } = useReconciliation();
  const runReconciliation = useRunReconciliation();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  // Running one now is finance's (and an owner's); every role reads the runs and breaks.
  const canRun = useOperatorCan('finance');

  async function runNow() {
    if (running) return;
    setRunning(true);
    try {
      const run = await runReconciliation();
      toast({ title: 'Reconciliation done', description: runSummary(run) });
    } catch (failure) {
      onAdminError(failure);
      toast({ title: 'Reconciliation failed', description: errorMessage(failure, 'The run could not be done. Please try again.'), variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="space-y-6">
      <FinanceSection
        id="reconciliation-runs"
        title="Reconciliation runs"
        description="The books matched with Stripe's balance transactions and payouts, daily and on demand."
        actions={
          canRun && (
            <Button busy={running} onClick={() => void runNow()}>
              Run reconciliation now
            </Button>
          )
        }
      >
        <FinanceState what="reconciliation runs" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
          {data && data.runs.length === 0 && <p className="text-sm text-slate-500">No run yet.</p>}
          {data && data.runs.length > 0 && (
            <AdminTable
              caption="Reconciliation runs"
              columns={['Started', 'Trigger', 'Result'].map((column) => (
                <th key={column} scope="col" className={headerCellClass}>
                  {column}
                </th>
              ))}
            >
              {data.runs.map((run) => (
                <tr key={run.id} data-run-id={run.id}>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
                  </td>
                  <td className={cellClass}>{run.trigger === 'manual' ? 'Operator' : 'Daily'}</td>
                  <td className={cellClass}>{runSummary(run)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </FinanceState>
      </FinanceSection>
      <FinanceSection id="reconciliation-breaks" title="Breaks" description="Each provider record the books do not match, until it matches again or an operator decides it.">
        <FinanceState what="breaks" error={error} loading={isLoading && !data} onRetry={() => void mutate()}>
          {data && data.breaks.length === 0 && <p className="text-sm text-slate-500">No break: the books match the providers' records.</p>}
          {data && data.breaks.length > 0 && (
            <ul className="space-y-3" aria-label="Reconciliation breaks">
              {data.breaks.map((brk) => (
                <li key={brk.id} className="space-y-1" data-break-key={brk.key}>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge tone={STATUS_TONES[brk.status] ?? 'neutral'}>{brk.status}</Badge>
                    <span className="break-all font-mono text-xs text-slate-600">{brk.key}</span>
                  </div>
                  <ReconciliationBreakSides brk={brk} />
                </li>
              ))}
            </ul>
          )}
        </FinanceState>
      </FinanceSection>
    </div>
  );
}
