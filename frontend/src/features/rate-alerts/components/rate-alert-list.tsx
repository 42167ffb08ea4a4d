import { useState } from 'react';
import { CountryName } from '@/components/country-flag';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { findCountry } from '@/config/countries';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { describeRate, useRemoveRateAlert, type RateAlert } from '../api/rate-alerts';

function countryLabel(country: string): string {
  return findCountry(country)?.label ?? country;
}

/** "Reached on Nov 24, 2026 at 140.0000" for a fired alert; "Waiting" for an active one. */
function statusOf(alert: RateAlert) {
  if (alert.status === 'reached' && alert.firedAt && alert.firedRate !== null) {
    return { tone: 'success' as const, label: `Reached on ${formatDate(alert.firedAt)} at ${alert.firedRate.toFixed(4)}` };
  }
  return { tone: 'info' as const, label: 'Waiting' };
}

export function RateAlertList({ alerts }: { alerts: RateAlert[] }) {
  const [removing, setRemoving] = useState<RateAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const removeRateAlert = useRemoveRateAlert();
  const { toast } = useToast();

  async function onConfirm() {
    if (!removing || busy) return;
    setBusy(true);
    try {
      await removeRateAlert(removing.id);
      toast({ title: 'Rate alert removed' });
    } catch (error) {
      toast({ title: 'Failed to remove the rate alert', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <ul className="space-y-3">
        {alerts.map((alert) => {
          const status = statusOf(alert);
          const name = `${countryLabel(alert.country)} at ${alert.targetRate.toFixed(4)}`;
          return (
            <li key={alert.id}>
              <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
                <article aria-label={name} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <CountryName country={alert.country} className="font-medium text-slate-900" />
                  <span className="text-sm text-slate-700">{describeRate(alert.targetRate, alert.currencyCode)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </article>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(alert)} aria-label={`Remove the ${name} alert`}>
                  Remove
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove rate alert?"
        description={
          removing &&
          (removing.status === 'active'
            ? `You will not be told when ${countryLabel(removing.country)} reaches ${describeRate(removing.targetRate, removing.currencyCode)}.`
            : 'It will no longer be listed.')
        }
        confirmLabel="Remove"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
