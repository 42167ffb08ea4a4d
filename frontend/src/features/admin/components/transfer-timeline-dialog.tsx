import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTransferTimeline } from '../api/admin-timeline';
import type { AdminTransaction } from '../api/admin-transactions';
import { TransactionDetails } from './transaction-details';
import { TransferTimelineSection } from './transfer-timeline';

type TransferTimelineDialogProps = {
  /** The transfer shown; null when the dialog is closed. */
  transferId: AdminTransaction['id'] | null;
  onClose: () => void;
};

/** A transfer known only by its id: its details once fetched, what happened to it, its disputes. */
export function TransferTimelineDialog({ transferId, onClose }: TransferTimelineDialogProps) {
  return (
    <Dialog open={transferId !== null} onClose={onClose} title="Transfer timeline" className="max-w-xl">
      {transferId !== null && (
        <div className="space-y-5">
          <TimelineTransfer transferId={transferId} />
          <TransferTimelineSection transferId={transferId} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The transfer the timeline answer carries; the section below says when it is loading or failed. */
function TimelineTransfer({ transferId }: { transferId: AdminTransaction['id'] }) {
  const { data } = useTransferTimeline(transferId);
  return data ? <TransactionDetails transaction={data.transfer} /> : null;
}
