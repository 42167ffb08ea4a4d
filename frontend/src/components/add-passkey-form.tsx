import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { m, useT } from '@/lib/i18n/messages';
import { DEFAULT_PASSKEY_NAME, isPasskeyAlreadyRegistered, isPasskeyPromptCancelled } from '@/lib/passkeys';
import { usePasskeysSupported } from '@/lib/use-passkeys-supported';

/**
 * A name (Passkey unless changed), then the browser's prompt (`addPasskey`, which answers the
 * name kept); the server checks and keeps the passkey. A browser without WebAuthn is told so.
 */
export function AddPasskeyForm({ addPasskey }: { addPasskey: (name: string) => Promise<string> }) {
  const supported = usePasskeysSupported();
  const [name, setName] = useState(DEFAULT_PASSKEY_NAME);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const t = useT();

  if (!supported) return <p className="text-sm text-slate-600">{t('passkeys.unsupported')}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('passkeys.nameRequired'));
      return;
    }
    if (trimmed.length > 60) {
      setNameError(t('passkeys.nameTooLong'));
      return;
    }
    setBusy(true);
    try {
      const added = await addPasskey(trimmed);
      toast({ title: m('passkeys.added'), description: added });
      setName(DEFAULT_PASSKEY_NAME);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.name) setNameError(fields.name);
      else {
        toast({
          title: m('passkeys.notAdded'),
          description: isPasskeyPromptCancelled(failure)
            ? m('passkeys.promptCancelled')
            : isPasskeyAlreadyRegistered(failure)
              ? m('passkeys.alreadyRegistered')
              : errorMessage(failure, t('passkeys.addFailed')),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('passkeys.add')} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Input
        label={t('passkeys.name')}
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
        {t('passkeys.add')}
      </Button>
    </form>
  );
}
