import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/messages';
import { changePassword } from '../api/profile-writes';

/** The server's minimum for a new password (registration's, the OWASP minimum). */
const PASSWORD_MIN = 8;

/** Changes the password with the current one; every other session of the account ends. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    if (next.length < PASSWORD_MIN) {
      setError(t('validation.passwordMin', { min: PASSWORD_MIN }));
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, next);
      setDone(t('profile.passwordChanged'));
      setCurrent('');
      setNext('');
    } catch (caught) {
      setError(errorMessage(caught, t('auth.changePasswordFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <PasswordInput label={t('field.currentPassword')} name="currentPassword" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      <PasswordInput
        label={t('field.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint', { min: PASSWORD_MIN })}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-green-700">
          {done}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
