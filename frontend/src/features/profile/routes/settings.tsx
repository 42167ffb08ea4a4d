import { useState } from 'react';
import useSWR from 'swr';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import {
  NOTIFICATION_SETTINGS_KEY,
  fetchNotificationSettings,
  saveNotificationSettings,
  type NotificationSettings,
} from '../api/profile-writes';
import { ActiveSessions } from '../components/active-sessions';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoStepVerification } from '../components/two-step-verification';

const CHOICES: Array<{ key: keyof NotificationSettings; label: MessageId; hint: MessageId }> = [
  { key: 'email', label: m('field.email'), hint: m('settings.notify.emailHint') },
  { key: 'sms', label: m('settings.notify.sms'), hint: m('settings.notify.smsHint') },
];

/** /settings: how the sender hears about their transfers (receipts and security codes are always sent), and where they are signed in. */
export default function SettingsRoute() {
  const { data, error, mutate } = useSWR(NOTIFICATION_SETTINGS_KEY, fetchNotificationSettings);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  async function toggle(key: keyof NotificationSettings, value: boolean) {
    if (!data || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await mutate(saveNotificationSettings({ ...data, [key]: value }), { revalidate: false });
    } catch (caught) {
      setProblem(errorMessage(caught, t('settings.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('userMenu.settings')}</h1>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('settings.notifications')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('settings.notificationsText')}</p>
        {error && !data && <p role="alert" className="mt-4 text-sm text-red-600">{t('settings.loadFailed')}</p>}
        {!data && !error && <Spinner label={t('settings.loading')} className="py-8" />}
        {data && (
          <div className="mt-4 space-y-4">
            {CHOICES.map(({ key, label, hint }) => (
              <label key={key} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name={key}
                  className="mt-1 size-4"
                  checked={data[key]}
                  disabled={saving}
                  onChange={(event) => void toggle(key, event.target.checked)}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{t(label)}</span>
                  <span className="block text-sm text-slate-600">{t(hint)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {problem && <p role="alert" className="mt-4 text-sm text-red-600">{problem}</p>}
      </Card>
      <TwoStepVerification />
      <PasskeysSection />
      <ActiveSessions />
    </div>
  );
}
