import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import { enrol, useEnrolment, type PendingEnrolment } from '../api/admin-operators';
import { roleLabel } from '../api/admin-session';

/** At least this long, as the server asks of operators' passwords. */
const MIN_PASSWORD = 12;

/**
 * `/admin/enrol?token=...`: an invited operator's one-time enrolment. Shows who is enrolling,
 * the authenticator's QR code and key; takes a password (twice) and the app's code; then shows
 * the recovery codes once, and "I saved them" goes to the admin gate.
 */
export default function AdminEnrolRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { data, error } = useEnrolment(token);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let content;
  if (recoveryCodes) content = <RecoveryCodes codes={recoveryCodes} />;
  else if (!token || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    content = <Problem text="This enrolment link is not valid: it was used already, has expired or was withdrawn. Ask an owner for a new invitation." />;
  else if (error) content = <Problem text={errorMessage(error, 'Could not open the enrolment. Please reload the page.')} />;
  else if (!data) content = <Spinner label="Opening your enrolment" className="py-12" />;
  else content = <EnrolForm token={token} enrolment={data} onEnrolled={setRecoveryCodes} />;

  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <Card className="p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin enrolment</h1>
        <div className="mt-6">{content}</div>
      </Card>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {text}
    </p>
  );
}

function EnrolForm({ token, enrolment, onEnrolled }: { token: string; enrolment: PendingEnrolment; onEnrolled: (codes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD) {
      setErrors({ password: `Your password needs at least ${MIN_PASSWORD} characters.` });
      passwordRef.current?.focus();
      return;
    }
    if (confirm !== password) {
      setErrors({ confirm: 'The passwords do not match.' });
      return;
    }
    if (code.trim() === '') {
      setErrors({ code: 'Enter the code your authenticator app shows.' });
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onEnrolled(await enrol(token, password, code.trim()));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.password || fields.code) setErrors({ password: fields.password, code: fields.code });
      else setErrors({ form: errorMessage(failure, 'Could not enrol. Please try again.') });
      setCode('');
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        You are enrolling <strong>{enrolment.email}</strong> as <strong>{roleLabel(enrolment.role)}</strong>.
      </p>
      <div className="space-y-3">
        <p className="text-sm text-slate-700">Scan this QR code with your authenticator app, or type the key in by hand.</p>
        <img src={enrolment.qrCode} alt="QR code for your authenticator app" className="mx-auto size-48" />
        <p className="text-center text-sm">
          Key: <code className="break-all font-mono">{enrolment.secret}</code>
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Input
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Input
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <Input
          ref={codeRef}
          label="Authentication Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
        {errors.form && <Problem text={errors.form} />}
        <Button type="submit" className="w-full" busy={busy}>
          Enrol
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        You are enrolled. Keep these recovery codes somewhere safe: each one signs you in once in place of your authenticator's code. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button className="w-full" onClick={() => navigate(paths.admin)}>
        I saved them
      </Button>
    </div>
  );
}
