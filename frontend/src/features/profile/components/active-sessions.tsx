import { useState } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/messages';
import { ACTIVE_SESSIONS_KEY, endOtherSessions, endSession, fetchActiveSessions, type ActiveSession } from '../api/sessions';

/**
 * "Where you're signed in" on /settings (issue #25): each device with its address and last use,
 * this one marked; any other one can be signed out, or all of them at once. A new-sign-in
 * message links here (`#sessions`).
 */
export function ActiveSessions() {
  const { data, error, mutate } = useSWR(ACTIVE_SESSIONS_KEY, fetchActiveSessions);
  const [ending, setEnding] = useState<string | null>(null);
  const [news, setNews] = useState<{ kind: 'done' | 'problem'; text: string } | null>(null);
  const t = useT();

  async function end(action: () => Promise<unknown>, which: string, done: string) {
    if (ending) return;
    setEnding(which);
    setNews(null);
    try {
      await action();
      // The list shows the device gone before the message says so.
      await mutate();
      setNews({ kind: 'done', text: done });
    } catch (caught) {
      setNews({ kind: 'problem', text: errorMessage(caught, t('sessions.endFailed')) });
      void mutate();
    } finally {
      setEnding(null);
    }
  }

  const others = data?.filter((session) => !session.current) ?? [];
  return (
    <Card className="p-6" id="sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        {t('sessions.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sessions.description')}</p>
      {error && !data && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('sessions.loadFailed')}
        </p>
      )}
      {!data && !error && <Spinner label={t('sessions.loading')} className="py-8" />}
      {data && (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={t('sessions.listLabel')}>
          {data.map((session) => (
            <SessionRow key={session.id} session={session} busy={ending === session.id} onEnd={() => void end(() => endSession(session.id), session.id, t('sessions.ended'))} />
          ))}
        </ul>
      )}
      {others.length > 1 && (
        <Button variant="secondary" className="mt-4" busy={ending === 'others'} onClick={() => void end(endOtherSessions, 'others', t('sessions.endedOthers', { count: others.length }))}>
          {t('sessions.signOutOthers')}
        </Button>
      )}
      <div role="status" className="mt-4 text-sm empty:hidden">
        {news?.kind === 'done' && <p className="text-slate-700">{news.text}</p>}
      </div>
      {news?.kind === 'problem' && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {news.text}
        </p>
      )}
    </Card>
  );
}

function SessionRow({ session, busy, onEnd }: { session: ActiveSession; busy: boolean; onEnd: () => void }) {
  const t = useT();
  const lastUsed = session.lastSeenAt ? formatDateTime(session.lastSeenAt) : undefined;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="signed-in-device">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {session.device}
          {session.current && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('sessions.thisDevice')}</span>}
        </p>
        <p className="text-sm text-slate-600">
          {session.address && lastUsed
            ? t('sessions.fromLastUsed', { address: session.address, time: lastUsed })
            : session.address
              ? t('sessions.from', { address: session.address })
              : lastUsed && t('sessions.lastUsed', { time: lastUsed })}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" busy={busy} onClick={onEnd} aria-label={session.address ? t('sessions.signOutLabelFrom', { device: session.device, address: session.address }) : t('sessions.signOutLabel', { device: session.device })}>
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
