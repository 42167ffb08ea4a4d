import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RULE_LABELS, useComplianceCases, type ComplianceCaseSummary } from '../api/admin-compliance';
import { formatDateTime } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';
import { ComplianceCaseDialog } from './compliance-case-dialog';
import { EnhancedReviewsSection } from './enhanced-reviews-section';

const COLUMNS = ['Sender', 'Rules', 'Detected', 'Deadline', 'Status', ''] as const;

const STATUS_LABELS: Readonly<Record<ComplianceCaseSummary['status'], string>> = {
  open: 'Open',
  awaiting_information: 'Awaiting information',
  closed: 'Closed',
};

/** The compliance operator's queues (issue #26): transaction monitoring's cases, then senders' requests for Enhanced. */
export function ComplianceTab() {
  return (
    <div className="space-y-8">
      <ComplianceCases />
      <EnhancedReviewsSection />
    </div>
  );
}

/** Transaction monitoring's cases: the queue, soonest deadline first, late ones flagged. */
function ComplianceCases() {
  const { data, error, isLoading } = useComplianceCases();
  const [openCase, setOpenCase] = useState<string | null>(null);
  if (isLoading) return <Spinner label="Loading compliance cases" />;
  if (error || !data) return <p className="text-sm text-red-700">We could not load the compliance cases.</p>;
  if (data.cases.length === 0) return <p className="text-sm text-slate-600">No compliance cases.</p>;
  return (
    <>
      <AdminTable caption="Compliance cases" columns={COLUMNS.map((c, i) => <th key={i} scope="col" className={headerCellClass}>{c}</th>)}>
        {data.cases.map((c) => (
          <tr key={c.id}>
            <td className={cellClass}>
              <div className="font-medium text-slate-900">{c.sender.name}</div>
              {c.sender.email && <div className="text-xs text-slate-500">{c.sender.email}</div>}
            </td>
            <td className={cellClass}>
              {c.rules.map((rule) => RULE_LABELS[rule] ?? rule).join(', ')}
              {c.highSeverity && (
                <Badge tone="danger" className="ml-2">
                  High
                </Badge>
              )}
              {c.heldTransfers > 0 && <div className="text-xs text-slate-500">{c.heldTransfers} payout(s) held</div>}
            </td>
            <td className={cellClass}>{formatDateTime(c.detectedAt)}</td>
            <td className={cellClass}>
              {formatDateTime(c.deadlineAt)}
              {c.late ? (
                <Badge tone="danger" className="ml-2">
                  Late
                </Badge>
              ) : (
                c.daysLeft !== null && <div className="text-xs text-slate-500">{c.daysLeft} days left</div>
              )}
            </td>
            <td className={cellClass}>
              {STATUS_LABELS[c.status]}
              {c.sarExportUrl && (
                <div>
                  <a className="text-xs font-medium text-brand-700 underline" href={c.sarExportUrl} download>
                    SAR export
                  </a>
                </div>
              )}
            </td>
            <td className={cellClass}>
              <Button variant="secondary" onClick={() => setOpenCase(c.id)} aria-label={`Open case of ${c.sender.name}`}>
                Open
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ComplianceCaseDialog caseId={openCase} onClose={() => setOpenCase(null)} />
    </>
  );
}
