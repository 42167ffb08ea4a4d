import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useAdminSession, useGrantAdminAccess } from '../api/admin-session';

/**
 * The admin screens behind their password gate. The password is checked by the server
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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const grantAdminAccess = useGrantAdminAccess();
  const { toast } = useToast();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setFieldError('Admin password is required');
      inputRef.current?.focus();
      return;
    }

    setBusy(true);
    try {
      await grantAdminAccess(password);
    } catch (error) {
      toast({
        title: 'Access Denied',
        description:
          error instanceof ApiError && error.status === 401
            ? 'Invalid admin password'
            : errorMessage(error, 'Could not check the admin password. Please try again.'),
        variant: 'destructive',
      });
      setPassword('');
      setBusy(false);
      inputRef.current?.focus();
      return;
    }
    // The dashboard replaces this form now.
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
          <p className="mt-2 text-sm text-slate-600">Enter the admin password to open the dashboard.</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <Input
            ref={inputRef}
            label="Admin Password"
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <Button type="submit" className="w-full" busy={busy}>
            Access Dashboard
          </Button>
        </form>
      </Card>
    </div>
  );
}
