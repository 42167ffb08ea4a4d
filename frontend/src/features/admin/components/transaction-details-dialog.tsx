import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { AdminTransaction } from '../api/admin-transactions';
import { TransactionDetails } from './transaction-details';
import { TransferTimelineSection } from './transfer-timeline';

type TransactionDetailsDialogProps = {
  /** The transfer shown; null when the dialog is closed. */
  transaction: AdminTransaction | null;
  onClose: () => void;
};

/** A listed transfer's details, then what happened to it (its timeline and disputes, fetched). */
export function TransactionDetailsDialog({ transaction, onClose }: TransactionDetailsDialogProps) {
  return (
    <Dialog open={transaction !== null} onClose={onClose} title="Transaction Details" className="max-w-xl">
      {transaction && (
        <div className="space-y-5">
          <TransactionDetails transaction={transaction} />
          <TransferTimelineSection transferId={transaction.id} />
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
