import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { m, T, useT } from '@/lib/i18n/messages';
import type { Passkey } from '@/lib/passkeys';

type PasskeyListProps = {
  passkeys: Passkey[] | undefined;
  /** Why the list could not be read (shown with Try again while there is none). */
  error: unknown;
  onRetry: () => void;
  /** Remove is asked first (`usePasskeyRemoval`). */
  onRemove: (passkey: Passkey) => void;
  busy: boolean;
  formatMoment?: (value: string) => string;
};

/** An account's passkeys (an operator's or a sender's): each with when it was added and last used, and Remove. */
export function PasskeyList({ passkeys, error, onRetry, onRemove, busy, formatMoment = formatDateTime }: PasskeyListProps) {
  const t = useT();
  if (error && !passkeys) {
    return (
      <div role="alert" className="space-y-3 text-sm text-red-700">
        <p>{errorMessage(error, t('passkeys.loadFailed'))}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!passkeys) return <Spinner label={t('passkeys.loading')} className="py-6" />;
  if (passkeys.length === 0) return <p className="text-sm text-slate-600">{t('passkeys.none')}</p>;
  return (
    <ul aria-label={t('passkeys.title')} className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex items-center justify-between gap-3 px-3 py-2">
          <div className="min-w-0 text-sm">
            <p className="break-words font-medium text-slate-900">{passkey.name}</p>
            <p className="text-slate-600">
              <T id="passkeys.addedOn" values={{ date: <time dateTime={passkey.createdAt}>{formatMoment(passkey.createdAt)}</time> }} />
              {' · '}
              {passkey.lastUsedAt ? (
                <T id="passkeys.lastUsed" values={{ date: <time dateTime={passkey.lastUsedAt}>{formatMoment(passkey.lastUsedAt)}</time> }} />
              ) : (
                t('passkeys.neverUsed')
              )}
            </p>
          </div>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRemove(passkey)} aria-label={t('passkeys.removeLabel', { name: passkey.name })}>
            {t('passkeys.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Removing a passkey, asked first: `ask(passkey)` opens "Remove this passkey?" (`dialog`, to
 * render); confirmed, `removePasskey` runs and a toast tells how it went.
 */
export function usePasskeyRemoval(removePasskey: (id: number) => Promise<void>): {
  ask: (passkey: Passkey) => void;
  asking: boolean;
  busy: boolean;
  dialog: ReactNode;
} {
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const t = useT();

  async function remove(passkey: Passkey) {
    setBusy(true);
    try {
      await removePasskey(passkey.id);
      toast({ title: m('passkeys.removed'), description: passkey.name });
    } catch (failure) {
      toast({ title: m('passkeys.notRemoved'), description: errorMessage(failure, t('passkeys.removeFailed')), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={t('passkeys.removeTitle')}
      description={removing ? t('passkeys.removeDescription', { name: removing.name }) : undefined}
      confirmLabel={t('passkeys.remove')}
      busy={busy}
      onCancel={() => setRemoving(null)}
      onConfirm={() => removing && void remove(removing)}
    />
  );
  return { ask: setRemoving, asking: removing !== null, busy, dialog };
}
