import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { DEFAULT_PASSKEY_NAME, isPasskeyAlreadyRegistered, isPasskeyPromptCancelled } from '@/lib/passkeys';

/**
 * A name (Passkey unless changed), then the browser's prompt (`addPasskey`, which answers the
 * name kept); the server checks and keeps the passkey. A browser without WebAuthn is told so.
 */
export function AddPasskeyForm({ addPasskey }: { addPasskey: (name: string) => Promise<string> }) {
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [name, setName] = useState(DEFAULT_PASSKEY_NAME);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
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
      toast({ title: 'Passkey added', description: added });
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
