import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '@/lib/form';
import { useRevalidateCurrentUser } from '@/lib/data/current-user';
import { login, loginInputSchema, unverifiedAccount, type LoginInput } from '../api/login';
import { verifyPath, type VerificationType } from '../api/verification-type';
import { textLinkClass } from './auth-layout';

/** Spec section 9: the browser goes to / about 100 ms after a successful sign-in. */
export const REDIRECT_DELAY_MS = 100;

type Field = keyof LoginInput;
const FIELD_ORDER: readonly Field[] = ['emailOrPhone', 'password'];

type LoginFormProps = { onSignedIn: () => void };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginInput>({ emailOrPhone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<{ userId: number; type: VerificationType }>();
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidateCurrentUser = useRevalidateCurrentUser();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, FIELD_ORDER, fieldErrors);
      return;
    }

    setBusy(true);
    setUnverified(undefined);
    try {
      await login(parsed.data);
    } catch (error) {
      setUnverified(unverifiedAccount(error));
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Invalid credentials'),
        variant: 'destructive',
      });
      setBusy(false);
      return;
    }

    // Stay busy until we leave, so the form cannot be sent twice.
    onSignedIn();
    toast({ title: 'Success', description: 'Logged in successfully' });
    await revalidateCurrentUser();
    if (!mounted.current) return;
    redirectTimer.current = setTimeout(() => navigate(paths.home), REDIRECT_DELAY_MS);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {unverified && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Your account is not verified yet.</p>
          <p className="mt-1">
            We have sent a new verification code to your {unverified.type === 'email' ? 'email' : 'phone'}.
          </p>
          <Link to={verifyPath(unverified.userId, unverified.type)} className={`mt-2 inline-block ${textLinkClass}`}>
            Verify your account
          </Link>
        </div>
      )}
      <Input
        label="Email or Phone"
        name="emailOrPhone"
        type="text"
        autoComplete="username"
        value={values.emailOrPhone}
        onChange={(event) => update('emailOrPhone', event.target.value)}
        error={errors.emailOrPhone}
      />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      <Button type="submit" className="w-full" busy={busy}>
        Sign In
      </Button>
    </form>
  );
}
