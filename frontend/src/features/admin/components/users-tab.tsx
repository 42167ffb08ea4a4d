import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import type { SortOrder } from '../api/admin-pages';
import { useAdminAccessLost, useOperatorCan } from '../api/admin-session';
import {
  setUserStatus,
  useAdminUsers,
  type AdminUser,
  type UserFilters,
  type UserStatusAction,
  type UserStatusFilter,
} from '../api/admin-users';
import { formatCount, personName, shortId } from './admin-format';
import { AdminTable, PagedList, cellClass, headerCellClass } from './admin-table';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SORT_OPTIONS } from './sort-options';
import { UserStatusBadge } from './status-badges';
import { UserDetailsDialog } from './user-details-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

const COLUMNS = [
  'ID',
  'Name',
  'Contact',
  'Verified',
  'Transactions',
  'Total Volume',
  'Status',
  'Joined',
  'Actions',
] as const;

export function UsersTab() {
  const [filters, setFilters] = useState<Omit<UserFilters, 'search'>>({ sort: 'newest', status: '' });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const list = useAdminUsers({ ...filters, search });
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [pendingId, setPendingId] = useState<AdminUser['id'] | null>(null);
  const { toast } = useToast();
  const onAdminError = useAdminAccessLost();
  // Suspending and activating senders is support's (and an owner's); every role reads the list.
  const canChangeStatus = useOperatorCan('support');
  // A sender's full file (identity, verifications, transfers with their records, cases) is compliance's (and an owner's).
  const canExportFile = useOperatorCan('compliance');
  const filtered = filters.status !== '' || search.trim() !== '';

  async function changeStatus(user: AdminUser, action: UserStatusAction) {
    setPendingId(user.id);
    try {
      const updated = await setUserStatus(user.id, action);
      await list.replaceItem((item) => item.id === user.id, updated);
      toast({
        title: action === 'suspend' ? 'User suspended' : 'User activated',
        description: `${personName(updated)} is now ${action === 'suspend' ? 'suspended' : 'active'}.`,
      });
    } catch (error) {
      onAdminError(error);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update user status'),
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
      setSuspending(null);
    }
  }

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) =>
            setFilters((current) => ({ ...current, status: event.target.value as UserStatusFilter }))
          }
        />
        <Input
          label="Search"
          type="search"
          placeholder="Name, email or phone"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <SelectField
          label="Sort by date"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => setFilters((current) => ({ ...current, sort: event.target.value as SortOrder }))}
        />
      </div>

      <PagedList
        noun="users"
        items={list.items}
        error={list.error}
        emptyText={filtered ? 'No users match these filters.' : 'No users yet.'}
        hasMore={list.hasMore}
        isLoadingMore={list.isLoadingMore}
        isRefreshing={list.isRefreshing}
        onRetry={() => void list.retry()}
        onLoadMore={() => void list.loadMore()}
      >
        <AdminTable
          caption="Users"
          columns={COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={headerCellClass}
              aria-sort={column === 'Joined' ? (filters.sort === 'newest' ? 'descending' : 'ascending') : undefined}
            >
              {column}
            </th>
          ))}
        >
          {list.items?.map((user) => (
            <UserTableRow
              key={user.id}
              user={user}
              busy={pendingId === user.id}
              canChangeStatus={canChangeStatus}
              onView={setViewing}
              onSuspend={setSuspending}
              onActivate={(target) => void changeStatus(target, 'activate')}
            />
          ))}
        </AdminTable>
      </PagedList>

      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} canExportFile={canExportFile} />
      <ConfirmDialog
        open={suspending !== null}
        title="Suspend user?"
        description={
          suspending && (
            <>
              {personName(suspending)} will be signed out and will not be able to sign in or send money until the
              account is activated again.
            </>
          )
        }
        confirmLabel="Suspend"
        busy={suspending !== null && pendingId === suspending.id}
        onConfirm={() => {
          if (suspending) void changeStatus(suspending, 'suspend');
        }}
        onCancel={() => setSuspending(null)}
      />
    </div>
  );
}

type RowProps = {
  user: AdminUser;
  busy: boolean;
  /** Whether the operator's role may suspend or activate: the buttons are shown only then. */
  canChangeStatus: boolean;
  onView: (user: AdminUser) => void;
  onSuspend: (user: AdminUser) => void;
  onActivate: (user: AdminUser) => void;
};

function UserTableRow({ user, busy, canChangeStatus, onView, onSuspend, onActivate }: RowProps) {
  const active = user.status === 'active';
  return (
    <tr data-user-id={user.id}>
      <td className={cellClass}>
        <span title={String(user.id)} className="font-mono text-xs">
          {shortId(user.id)}
        </span>
      </td>
      <td className={`${cellClass} font-medium text-slate-900`}>{personName(user)}</td>
      <td className={cellClass}>
        <span className={user.email ? 'block' : 'block text-slate-500'}>{user.email || 'No email'}</span>
        <span className={user.phone ? 'block' : 'block text-slate-500'}>{user.phone || 'No phone'}</span>
      </td>
      <td className={cellClass}>
        <VerifiedMarks emailVerified={user.emailVerified} phoneVerified={user.phoneVerified} />
      </td>
      <td className={cellClass}>{formatCount(user.transactionCount)}</td>
      <td className={cellClass}>{formatMoney(user.totalVolume)}</td>
      <td className={cellClass}>
        <UserStatusBadge status={user.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className={cellClass}>
        <div className="flex gap-2">
          {canChangeStatus &&
            (active ? (
              <Button variant="destructive" size="sm" busy={busy} onClick={() => onSuspend(user)}>
                Suspend
              </Button>
            ) : (
              <Button size="sm" busy={busy} onClick={() => onActivate(user)}>
                Activate
              </Button>
            ))}
          <Button variant="secondary" size="sm" onClick={() => onView(user)}>
            View details
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Green check for a verified email, blue for a verified phone, red mark if neither (spec section 2). */
function VerifiedMarks({ emailVerified, phoneVerified }: { emailVerified: boolean; phoneVerified: boolean }) {
  if (!emailVerified && !phoneVerified) {
    return (
      <span role="img" aria-label="Not verified" title="Not verified" className="inline-flex text-red-600">
        <XIcon />
      </span>
    );
  }
  return (
    <span className="inline-flex gap-1">
      {emailVerified && (
        <span role="img" aria-label="Email verified" title="Email verified" className="inline-flex text-green-600">
          <CheckIcon />
        </span>
      )}
      {phoneVerified && (
        <span role="img" aria-label="Phone verified" title="Phone verified" className="inline-flex text-blue-600">
          <CheckIcon />
        </span>
      )}
    </span>
  );
}
