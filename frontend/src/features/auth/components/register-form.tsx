import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast/use-toast';
import { safeReturnPath } from '@/config/paths';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '@/lib/form';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import {
  register,
  registrationSchemas,
  REGISTRATION_PASSWORD_MIN,
  type ContactMethod,
  type RegistrationInput,
} from '../api/register';
import { verifyPath } from '../api/verification-type';
import { useHydrated } from '@/lib/use-hydrated';

type Field = keyof RegistrationInput;

const TABS: readonly (TabItem<ContactMethod> & { label: MessageId })[] = [
  { value: 'email', label: m('auth.register.tab.email') },
  { value: 'phone', label: m('auth.register.tab.phone') },
];

const FIELD_ORDER: Record<ContactMethod, readonly Field[]> = {
  email: ['firstName', 'lastName', 'email', 'password'],
  phone: ['firstName', 'lastName', 'phone', 'password'],
};

const EMPTY: RegistrationInput = { email: '', phone: '', password: '', firstName: '', lastName: '' };

export function RegisterForm() {
  const hydrated = useHydrated();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const next = safeReturnPath(useSearchParams()[0].get('next'));
  const t = useT();

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function switchTab(next: ContactMethod) {
    setMethod(next);
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    // The contact of the other tab is not used: it is sent as an empty string.
    const candidate = { ...values, [method === 'email' ? 'phone' : 'email']: '' };
    const parsed = registrationSchemas[method].safeParse(candidate);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, FIELD_ORDER[method], fieldErrors);
      return;
    }

    setBusy(true);
    try {
      const { userId, verificationType } = await register(parsed.data);
      toast({
        title: t('auth.register.success.title'),
        description: t('auth.register.success.description'),
      });
      // The verify page says where the code went, and sign-in afterwards starts with this contact filled in.
      navigate(verifyPath(userId, verificationType, next), { state: { contact: method === 'email' ? parsed.data.email : parsed.data.phone } });
    } catch (error) {
      toast({
        title: t('auth.register.failed.title'),
        description: errorMessage(error, t('auth.register.failed.description')),
        variant: 'destructive',
      });
      const fromServer: FieldErrors<Field> = {};
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if ((FIELD_ORDER[method] as readonly string[]).includes(field)) fromServer[field as Field] = message;
      }
      setErrors(fromServer);
      focusFirstError(form, FIELD_ORDER[method], fromServer);
      setBusy(false);
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    // The password's minimum is a value of its message.
    error: errors[name] === m('validation.passwordMin') ? t('validation.passwordMin', { min: REGISTRATION_PASSWORD_MIN }) : errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    // Disabled (the tabs too) until the app has taken a prerendered page over (useHydrated).
    <fieldset disabled={!hydrated} className="min-w-0">
      <Tabs label={t('auth.register.tabs')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} value={method} onValueChange={switchTab}>
        <form noValidate onSubmit={onSubmit} method="post" className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Input label={t('field.firstName')} autoComplete="given-name" {...field('firstName')} />
            <Input label={t('field.lastName')} autoComplete="family-name" {...field('lastName')} />
          </div>
          {method === 'email' ? (
            <Input label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
          ) : (
            <Input
              label={t('field.phone')}
              type="tel"
              autoComplete="tel"
              hint={t('auth.register.phoneHint')}
              {...field('phone')}
            />
          )}
          <PasswordInput
            label={t('field.password')}
            autoComplete="new-password"
            hint={t('auth.register.passwordHint', { min: REGISTRATION_PASSWORD_MIN })}
            {...field('password')}
          />
          <Button type="submit" className="w-full" busy={busy}>
            {t('auth.register.submit')}
          </Button>
        </form>
      </Tabs>
    </fieldset>
  );
}
