import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useRevalidateCurrentUser } from '@/lib/data/current-user';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import { addContact, verifyContact, type ContactChannel } from '../api/profile-writes';

type ContactVerificationProps = {
  channel: ContactChannel;
  /** The account's contact for the channel, if any, and whether it is verified. */
  current: string | null | undefined;
  verified: boolean;
};

const LABELS = {
  email: {
    name: m('field.email'),
    input: m('profile.contact.emailAddress'),
    unverified: m('profile.contact.unverified.email'),
    add: m('profile.contact.add.email'),
    sent: m('profile.contact.sent.email'),
    done: m('profile.contact.done.email'),
    change: m('profile.contact.change.email'),
    type: 'email',
    placeholder: 'you@example.com',
  },
  phone: {
    name: m('profile.contact.phone'),
    input: m('profile.contact.phoneNumber'),
    unverified: m('profile.contact.unverified.phone'),
    add: m('profile.contact.add.phone'),
    sent: m('profile.contact.sent.phone'),
    done: m('profile.contact.done.phone'),
    change: m('profile.contact.change.phone'),
    type: 'tel',
    placeholder: '(415) 555-0123',
  },
} as const satisfies Record<
  ContactChannel,
  { name: MessageId; input: MessageId; unverified: MessageId; add: MessageId; sent: MessageId; done: MessageId; change: MessageId; type: string; placeholder: string }
>;

/**
 * One contact of the account: shown when verified; otherwise added (or corrected) and verified
 * by the 6-digit code sent to it, once.
 */
export function ContactVerification({ channel, current, verified }: ContactVerificationProps) {
  const labels = LABELS[channel];
  const [value, setValue] = useState(current ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revalidate = useRevalidateCurrentUser();
  const t = useT();

  if (verified) {
    return (
      <div className="flex items-center justify-between gap-4 py-3" data-testid={`${channel}-verified`}>
        <span className="text-sm text-slate-600">{t(labels.name)}</span>
        <span className="min-w-0 text-right text-sm font-medium break-all text-slate-900">
          {current} <span className="ml-2 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('profile.contact.verified')}</span>
        </span>
      </div>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await addContact(channel, value);
      setSentTo(value);
      setNotice(t(labels.sent));
    } catch (caught) {
      setError(errorMessage(caught, t('auth.sendCodeFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await verifyContact(channel, code);
      setNotice(t(labels.done));
      await revalidate();
    } catch (caught) {
      setError(errorMessage(caught, t('profile.contact.codeFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3 py-3">
      <p className="text-sm text-slate-600">{current ? t(labels.unverified, { contact: current }) : t(labels.add)}</p>
      {sentTo === null ? (
        <form onSubmit={(event) => void send(event)} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-64 flex-1">
            <Input label={t(labels.input)} name={channel} type={labels.type} value={value} placeholder={labels.placeholder} onChange={(e) => setValue(e.target.value)} error={error ?? undefined} />
          </div>
          <Button type="submit" busy={busy}>
            {t('auth.sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void verify(event)} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-48 flex-1">
            <Input
              label={t('profile.contact.code')}
              name={`${channel}-code`}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint={notice ?? undefined}
              error={error ?? undefined}
            />
          </div>
          <Button type="submit" busy={busy}>
            {t('auth.verify.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
            {t(labels.change)}
          </Button>
        </form>
      )}
    </div>
  );
}
