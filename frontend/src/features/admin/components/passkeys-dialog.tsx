import { useEffect, useState } from 'react';
import { AddPasskeyForm } from '@/components/add-passkey-form';
import { PasskeyList, usePasskeyRemoval } from '@/components/passkey-list';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/admin-passkeys';
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
  const removal = usePasskeyRemoval(useRemovePasskey());
  const addPasskey = useAddPasskey();

  return (
    <>
      <Dialog
        open
        title="Your passkeys"
        description="At the admin gate, a passkey can stand in for the authenticator code (your email and password are still asked)."
        onClose={() => {
          if (!removal.asking) onClose();
        }}
      >
        <div className="space-y-6">
          <PasskeyList passkeys={data?.items} error={error} onRetry={() => void mutate()} onRemove={removal.ask} busy={removal.busy} formatMoment={formatDateTime} />
          <AddPasskeyForm addPasskey={async (name) => (await addPasskey(name)).name} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </Dialog>
      {removal.dialog}
    </>
  );
}
