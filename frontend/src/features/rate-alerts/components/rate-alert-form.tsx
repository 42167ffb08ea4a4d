import { useState, type FormEvent } from 'react';
import { CountrySelect } from '@/components/country-select';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import type { Rates } from '@/lib/data/rates';
import { focusFirstError, type FieldErrors } from '@/lib/form';
import {
  parseRateAlertInput,
  RATE_ALERT_FIELDS,
  useSetRateAlert,
  type RateAlertField,
  type RateAlertFormValues,
} from '../api/rate-alerts';
import { useT } from '@/lib/i18n/messages';

type RateAlertFormProps = { rates: Rates | undefined; initialCountry: string };

/** "Alert me at": a country and the rate to wait for. Setting one for a country with an active alert replaces its target. */
export function RateAlertForm({ rates, initialCountry }: RateAlertFormProps) {
  const [values, setValues] = useState<RateAlertFormValues>({ country: initialCountry, targetRate: '' });
  const [errors, setErrors] = useState<FieldErrors<RateAlertField>>({});
  const [busy, setBusy] = useState(false);
  const setRateAlert = useSetRateAlert();
  const { toast } = useToast();
  const t = useT();

  function update(field: RateAlertField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Another country has another rate: the target's message may no longer hold.
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'country' ? { targetRate: undefined } : {}) }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = parseRateAlertInput(values, rates, t);
    if (parsed.errors) {
      setErrors(parsed.errors);
      focusFirstError(form, RATE_ALERT_FIELDS, parsed.errors);
      return;
    }
    setBusy(true);
    try {
      const { message, replaced } = await setRateAlert(parsed.data);
      toast({ title: replaced ? t('rateAlerts.updated') : t('rateAlerts.set'), description: message });
      setValues((current) => ({ ...current, targetRate: '' }));
      setErrors({});
    } catch (error) {
      const fromServer = serverFieldErrors(error) as FieldErrors<RateAlertField>;
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError(form, RATE_ALERT_FIELDS, fromServer);
      } else {
        toast({ title: t('rateAlerts.setFailed'), description: errorMessage(error, t('rateAlerts.tryAgain')), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-6">
      <form noValidate onSubmit={onSubmit} aria-label={t('rateAlerts.formLabel')} className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('rateAlerts.formTitle')}</h2>
        <p className="text-sm text-slate-600">
          {t('rateAlerts.formText')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <CountrySelect
            withFlags
            label={t('recipients.form.country')}
            name="country"
            value={values.country}
            error={errors.country}
            onChange={(event) => update('country', event.target.value)}
          />
          <Input
            label={t('rateAlerts.targetRate')}
            name="targetRate"
            inputMode="decimal"
            autoComplete="off"
            hint={errors.targetRate ? undefined : t('rateAlerts.targetRateHint')}
            value={values.targetRate}
            error={errors.targetRate}
            onChange={(event) => update('targetRate', event.target.value)}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {busy ? t('rateAlerts.saving') : t('rateAlerts.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
