import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format-money';
import type { AdminUser } from '../api/admin-users';
import { formatCount, formatDateTime, personName } from './admin-format';
import { DetailList, DetailRow } from './admin-table';
import { UserStatusBadge } from './status-badges';

type UserDetailsDialogProps = {
  user: AdminUser | null;
  onClose: () => void;
  /** Whether the operator may download the sender's full file (compliance operators and owners). */
  canExportFile?: boolean;
};

/** One sender's full file (issue #26, records kept five years): a plain download, audited by the server. */
export const senderFileUrl = (userId: AdminUser['id']) => `/api/admin/users/${userId}/compliance-file`;

export function UserDetailsDialog({ user, onClose, canExportFile = false }: UserDetailsDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title="User Details">
      {user && (
        <div className="space-y-5">
          <DetailList>
            <DetailRow label="User ID" mono>
              {String(user.id)}
            </DetailRow>
            <DetailRow label="Name">{personName(user)}</DetailRow>
            <DetailRow label="Email">{user.email || 'No email'}</DetailRow>
            <DetailRow label="Email verified">{user.emailVerified ? 'Yes' : 'No'}</DetailRow>
            <DetailRow label="Phone">{user.phone || 'No phone'}</DetailRow>
            <DetailRow label="Phone verified">{user.phoneVerified ? 'Yes' : 'No'}</DetailRow>
            <DetailRow label="Transactions">{formatCount(user.transactionCount)}</DetailRow>
            <DetailRow label="Total Volume">{formatMoney(user.totalVolume)}</DetailRow>
            <DetailRow label="Status">
              <UserStatusBadge status={user.status} />
            </DetailRow>
            <DetailRow label="Joined">
              <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
            </DetailRow>
          </DetailList>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {canExportFile && (
              <a className={buttonClasses({ variant: 'secondary' })} href={senderFileUrl(user.id)} download>
                Export sender file (JSON)
              </a>
            )}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
