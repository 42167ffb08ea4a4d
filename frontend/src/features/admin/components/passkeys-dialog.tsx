import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import {
  DEFAULT_PASSKEY_NAME,
  isPasskeyAlreadyRegistered,
  isPasskeyPromptCancelled,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  type OperatorPasskey,
} from '../api/admin-passkeys';
import { formatDateTime } from './admin-format';

/** The admin header's "Passkeys" button and the "Your passkeys" dialog it opens. */
export function PasskeysButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Passkeys
      </Button>
      {open && <PasskeysDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The signed-in operator's own passkeys: each with when it was added and last used, Remove
 * (asked first), and a form that names a new one and has the browser make it. At the gate a
 * passkey then stands in for the authenticator code.
 */
export function PasskeysDialog({ onClose }: { onClose: () => void }) {
  const { data, error, mutate } = usePasskeys();
  // Asked anew each time it opens: signing out forgets the admin answers, and an operator who
  // signs back in within SWR's two-second deduplication found the list stuck on "Loading".
  useEffect(() => {
    void mutate();
  }, [mutate]);
  const [removing, setRemoving] = useState<OperatorPasskey | null>(null);
  const [busy, setBusy] = useState(false);
  const removePasskey = useRemovePasskey();
  const { toast } = useToast();

  async function remove(passkey: OperatorPasskey) {
    setBusy(true);
    try {
      await removePasskey(passkey.id);
      toast({ title: 'Passkey removed', description: passkey.name });
    } catch (failure) {
      toast({ title: 'Not removed', description: errorMessage(failure, 'Could not remove the passkey. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <Dialog
        open
        title="Your passkeys"
        description="At the admin gate, a passkey can stand in for the authenticator code (your email and password are still asked)."
        onClose={() => {
          if (!removing) onClose();
        }}
      >
        <div className="space-y-6">
          {error && !data ? (
            <div role="alert" className="space-y-3 text-sm text-red-700">
              <p>{errorMessage(error, 'Could not load your passkeys.')}</p>
              <Button variant="secondary" onClick={() => void mutate()}>
                Try again
              </Button>
            </div>
          ) : !data ? (
            <Spinner label="Loading passkeys" className="py-6" />
          ) : data.items.length === 0 ? (
            <p className="text-sm text-slate-600">You have no passkeys yet.</p>
          ) : (
            <ul aria-label="Passkeys" className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {data.items.map((passkey) => (
                <li key={passkey.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <div className="min-w-0 text-sm">
                    <p className="break-words font-medium text-slate-900">{passkey.name}</p>
                    <p className="text-slate-600">
                      Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
                      {' · '}
                      {passkey.lastUsedAt ? (
                        <>
                          Last used <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                        </>
                      ) : (
                        'Never used'
                      )}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => setRemoving(passkey)} aria-label={`Remove ${passkey.name}`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <AddPasskeyForm />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        description={removing ? `"${removing.name}" will no longer sign you in.` : undefined}
        confirmLabel="Remove"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </>
  );
}

/** A name (Passkey unless changed), then the browser's prompt; the server checks and keeps it. */
function AddPasskeyForm() {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [name, setName] = useState(DEFAULT_PASSKEY_NAME);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const addPasskey = useAddPasskey();
  const { toast } = useToast();

  if (!supported) return <p className="text-sm text-slate-600">This browser cannot make passkeys.</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError('Name the passkey');
      return;
    }
    if (trimmed.length > 60) {
      setNameError('A passkey name must be at most 60 characters');
      return;
    }
    setBusy(true);
    try {
      const added = await addPasskey(trimmed);
      toast({ title: 'Passkey added', description: added.name });
      setName(DEFAULT_PASSKEY_NAME);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.name) setNameError(fields.name);
      else {
        toast({
          title: 'Passkey not added',
          description: isPasskeyPromptCancelled(failure)
            ? 'The passkey prompt was cancelled'
            : isPasskeyAlreadyRegistered(failure)
              ? 'This authenticator holds one of your passkeys already'
              : errorMessage(failure, 'Could not add the passkey. Please try again.'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a passkey" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Input
        label="Passkey name"
        name="passkeyName"
        value={name}
        maxLength={60}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
        error={nameError}
      />
      <Button type="submit" busy={busy}>
        Add a passkey
      </Button>
    </form>
  );
}
