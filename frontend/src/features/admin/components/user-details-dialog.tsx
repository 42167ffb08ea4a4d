import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format-money';
import type { AdminUser } from '../api/admin-users';
import { formatCount, formatDateTime, personName } from './admin-format';
import { DetailList, DetailRow } from './admin-table';
import { UserStatusBadge } from './status-badges';

type UserDetailsDialogProps = { user: AdminUser | null; onClose: () => void };

export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
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
