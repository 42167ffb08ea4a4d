import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { isPasskeyPromptCancelled, useGrantAdminAccessWithPasskey } from '../api/admin-passkeys';
import { useAdminSession, useGrantAdminAccess } from '../api/admin-session';
import { usePasskeysSupported } from '@/lib/use-passkeys-supported';

/**
 * The admin screens behind their sign-in gate: an operator's email, password and authenticator
 * code (or, where the browser has WebAuthn, one of their passkeys instead of the code). They are
 * checked by the server
 * (ENGINEERING.md section 8), which then holds an admin session, so a reload keeps access:
 * the gate is skipped while `GET /api/admin/session` says admin.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data: session, error } = useAdminSession();
  if (session?.admin) return <>{children}</>;
  if (!session && !error) return <Spinner label="Checking admin access" className="py-24" />;
  return <AdminAccessForm />;
}

function AdminAccessForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const [busy, setBusy] = useState<'code' | 'passkey' | false>(false);
  // Read once: whether this browser can answer a passkey prompt at all.
  const passkeysSupported = usePasskeysSupported();
  const emailRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const grantAdminAccess = useGrantAdminAccess();
  const grantWithPasskey = useGrantAdminAccessWithPasskey();
  const { toast } = useToast();

  /** The email and password every way in needs: false (the field marked and focused) when one is empty. */
  function hasEmailAndPassword(): boolean {
    if (email.trim() === '') {
      setFieldErrors({ email: 'Email is required' });
      emailRef.current?.focus();
      return false;
    }
    if (password === '') {
      setFieldErrors({ password: 'Admin password is required' });
      inputRef.current?.focus();
      return false;
    }
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!hasEmailAndPassword()) return;
    if (code.trim() === '') {
      setFieldErrors({ code: 'Authentication code is required' });
      codeRef.current?.focus();
      return;
    }

    setBusy('code');
    try {
      await grantAdminAccess({ email: email.trim(), password, code: code.trim() });
    } catch (error) {
      toast({
        title: 'Access Denied',
        description:
          error instanceof ApiError && error.status === 401
            ? 'Invalid email, password or authentication code'
            : errorMessage(error, 'Could not check your sign-in. Please try again.'),
        variant: 'destructive',
      });
      setPassword('');
      setCode('');
      setBusy(false);
      inputRef.current?.focus();
      return;
    }
    // The dashboard replaces this form now.
    toast({ title: 'Admin Access Granted', description: 'Welcome to the admin dashboard' });
  }

  /** Email and password, then one of the operator's passkeys in place of the code. */
  async function onUsePasskey() {
    if (busy) return;
    if (!hasEmailAndPassword()) return;
    setFieldErrors({});
    setBusy('passkey');
    try {
      await grantWithPasskey({ email: email.trim(), password });
    } catch (error) {
      toast({
        title: 'Access Denied',
        description: isPasskeyPromptCancelled(error)
          ? 'The passkey prompt was cancelled'
          : error instanceof ApiError && error.status === 401
            ? 'Invalid email, password or passkey'
            : errorMessage(error, 'Could not check your passkey. Please try again.'),
        variant: 'destructive',
      });
      // A cancelled prompt keeps the password: the operator may try again or type the code.
      if (!isPasskeyPromptCancelled(error)) setPassword('');
      setBusy(false);
      inputRef.current?.focus();
      return;
    }
    toast({ title: 'Admin Access Granted', description: 'Welcome to the admin dashboard' });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <Card className="p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheckIcon className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Admin Access</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in with your operator email, password and authenticator code.</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <Input
            ref={emailRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldErrors({});
            }}
            error={fieldErrors.email}
          />
          <Input
            ref={inputRef}
            label="Admin Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldErrors({});
            }}
            error={fieldErrors.password}
          />
          <Input
            ref={codeRef}
            label="Authentication Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFieldErrors({});
            }}
            error={fieldErrors.code}
          />
          <Button type="submit" className="w-full" busy={busy === 'code'} disabled={busy === 'passkey'}>
            Access Dashboard
          </Button>
          {passkeysSupported && (
            <Button
              type="button"
              variant="secondary"
              className="w-full"
              busy={busy === 'passkey'}
              disabled={busy === 'code'}
              onClick={() => void onUsePasskey()}
            >
              Use a passkey instead of a code
            </Button>
          )}
        </form>
      </Card>
    </div>
  );
}
