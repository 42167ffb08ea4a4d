import { useState } from 'react';
import { CountryName, useCountryName } from '@/components/country-flag';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { describeRate, useRemoveRateAlert, type RateAlert } from '../api/rate-alerts';
import { useT } from '@/lib/i18n/messages';

/** "Reached on Nov 24, 2026 at 140.0000" for a fired alert; "Waiting" for an active one. */
function statusOf(alert: RateAlert, t: ReturnType<typeof useT>) {
  if (alert.status === 'reached' && alert.firedAt && alert.firedRate !== null) {
    return { tone: 'success' as const, label: t('rateAlerts.reached', { date: formatDate(alert.firedAt), rate: alert.firedRate.toFixed(4) }) };
  }
  return { tone: 'info' as const, label: t('rateAlerts.waiting') };
}

export function RateAlertList({ alerts }: { alerts: RateAlert[] }) {
  const [removing, setRemoving] = useState<RateAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const removeRateAlert = useRemoveRateAlert();
  const { toast } = useToast();
  const t = useT();
  const countryLabel = useCountryName();

  async function onConfirm() {
    if (!removing || busy) return;
    setBusy(true);
    try {
      await removeRateAlert(removing.id);
      toast({ title: t('rateAlerts.removed') });
    } catch (error) {
      toast({ title: t('rateAlerts.removeFailed'), description: errorMessage(error, t('rateAlerts.tryAgain')), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <ul className="space-y-3">
        {alerts.map((alert) => {
          const status = statusOf(alert, t);
          const name = t('rateAlerts.alertName', { country: countryLabel(alert.country), rate: alert.targetRate.toFixed(4) });
          return (
            <li key={alert.id}>
              <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
                <article aria-label={name} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <CountryName country={alert.country} className="font-medium text-slate-900" />
                  <span className="text-sm text-slate-700">{describeRate(alert.targetRate, alert.currencyCode)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </article>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(alert)} aria-label={t('rateAlerts.removeLabel', { name })}>
                  {t('rateAlerts.remove')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('rateAlerts.removeTitle')}
        description={
          removing &&
          (removing.status === 'active'
            ? t('rateAlerts.removeActive', { country: countryLabel(removing.country), rate: describeRate(removing.targetRate, removing.currencyCode) })
            : t('rateAlerts.removeReached'))
        }
        confirmLabel={t('rateAlerts.remove')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
