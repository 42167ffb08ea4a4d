import { useState, type FormEvent } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { OPERATOR_ROLE_OPTIONS, useChangeOperator, useInviteOperator, useOperators, type ManagedOperator } from '../api/admin-operators';
import { roleLabel, useOperatorAccess } from '../api/admin-session';
import { formatDateTime } from './admin-format';
import { AdminTable, cellClass, headerCellClass } from './admin-table';

const COLUMNS = ['Email', 'Role', 'Status', 'Added', 'Actions'] as const;

const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', invited: 'info', deactivated: 'neutral' };

/** Owners' tab: who may use the admin area, invitations by email, role changes and deactivation. */
export function OperatorsTab() {
  const { data, error, mutate } = useOperators();
  const { operator: me } = useOperatorAccess();
  const [deactivating, setDeactivating] = useState<ManagedOperator | null>(null);
  const [busy, setBusy] = useState(false);
  const changeOperator = useChangeOperator();
  const { toast } = useToast();

  async function change(target: ManagedOperator, body: { role: string } | { status: 'deactivated' }, done: string) {
    setBusy(true);
    try {
      await changeOperator(target.id, body);
      toast({ title: done, description: target.email });
    } catch (failure) {
      toast({ title: 'Not changed', description: errorMessage(failure, 'Could not change the operator. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setDeactivating(null);
    }
  }

  return (
    <div className="space-y-8">
      <InviteForm />
      {error && !data ? (
        <div role="alert" className="space-y-3 text-sm text-red-700">
          <p>{errorMessage(error, 'Could not load the operators.')}</p>
          <Button variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <Spinner label="Loading operators" className="py-12" />
      ) : (
        <AdminTable
          caption="Operators"
          columns={COLUMNS.map((column) => (
            <th key={column} scope="col" className={headerCellClass}>
              {column}
            </th>
          ))}
        >
          {data.items.map((operator) => {
            const isMe = operator.email === me?.email;
            const deactivated = operator.status === 'deactivated';
            return (
              <tr key={operator.id}>
                <td className={`${cellClass} break-all font-medium text-slate-900`}>
                  {operator.email}
                  {isMe && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                </td>
                <td className={cellClass}>
                  {isMe || deactivated ? (
                    roleLabel(operator.role)
                  ) : (
                    <label>
                      <span className="sr-only">Role of {operator.email}</span>
                      <select
                        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
                        value={operator.role}
                        disabled={busy}
                        onChange={(event) => void change(operator, { role: event.target.value }, `Role changed to ${roleLabel(event.target.value)}`)}
                      >
                        {OPERATOR_ROLE_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </td>
                <td className={cellClass}>
                  <Badge tone={STATUS_TONES[operator.status] ?? 'neutral'}>{roleLabel(operator.status)}</Badge>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={operator.createdAt}>{formatDateTime(operator.createdAt)}</time>
                </td>
                <td className={cellClass}>
                  {!isMe && !deactivated && (
                    <Button variant="secondary" disabled={busy} onClick={() => setDeactivating(operator)} aria-label={`Deactivate ${operator.email}`}>
                      Deactivate
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate this operator?"
        description={deactivating ? `${deactivating.email} will be signed out and can no longer sign in.` : undefined}
        confirmLabel="Deactivate"
        busy={busy}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && void change(deactivating, { status: 'deactivated' }, 'Operator deactivated')}
      />
    </div>
  );
}

/** Email and role; the server emails the invitation with its one-time enrolment link. */
function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('viewer');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const invite = useInviteOperator();
  const { toast } = useToast();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setEmailError('Enter a valid email address');
      return;
    }
    setBusy(true);
    try {
      await invite(trimmed, role);
      toast({ title: 'Invitation sent', description: `${trimmed} can enrol with the link in their email within 72 hours.` });
      setEmail('');
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.email) setEmailError(fields.email);
      else toast({ title: 'Not invited', description: errorMessage(failure, 'Could not send the invitation. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite an operator" className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <Input
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
      />
      <SelectField label="Role" name="role" options={OPERATOR_ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value)} />
      <Button type="submit" busy={busy}>
        Invite
      </Button>
    </form>
  );
}
