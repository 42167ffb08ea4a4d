import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { countries } from '@/config/countries';
import type { Rates } from '@/lib/data/rates';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '@/lib/form';
import { roleRefusal, useAdminAccessLost } from '../api/admin-session';
import { useUpdateAllRates } from '../api/rate-writes';
import { rateNeedsApproval, useRateCosts } from '../api/rate-costs';
import { serverFieldErrors } from '@/lib/api-error';
import {
  RATES_FORM_FIELDS,
  ratesFormSchema,
  serverRatesErrors,
  type RatesFormField,
  type RatesFormValues,
} from '../api/rates-form';
import { useProposalNote } from './use-proposal-note';

function initialValues(rates: Rates | undefined): RatesFormValues {
  return {
    eritrea: rates ? String(rates.eritrea) : '',
    ethiopia: rates ? String(rates.ethiopia) : '',
    uganda: rates ? String(rates.uganda) : '',
    kenya: rates ? String(rates.kenya) : '',
    password: '',
  };
}

/** Spec section 2, admin exchange-rate page: the four "1 USD = rate" fields and the admin password. */
export function RatesForm({ rates }: { rates: Rates | undefined }) {
  const [values, setValues] = useState<RatesFormValues>(() => initialValues(rates));
  const [errors, setErrors] = useState<FieldErrors<RatesFormField>>({});
  const [busy, setBusy] = useState(false);
  const note = useProposalNote();
  const [noteAsked, setNoteAsked] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);
  const { data: costs } = useRateCosts();
  const updateAllRates = useUpdateAllRates();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();
  // A changed rate beyond the approval band makes the update a proposal for another finance operator (four eyes): it asks why.
  const needsApproval =
    noteAsked ||
    countries.some((country) => {
      const value = Number(values[country.value]);
      return values[country.value] !== '' && value !== rates?.[country.value] && rateNeedsApproval(costs, country.value, value);
    });

  function update(field: RatesFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    // An empty field would be read as 0 by the coercion, and 0 is refused: that is wanted here.
    const parsed = ratesFormSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(form, RATES_FORM_FIELDS, fieldErrors);
      return;
    }

    if (needsApproval && !note.check()) return;

    setBusy(true);
    const { password, ...rateValues } = parsed.data;
    try {
      const outcome = await updateAllRates(rateValues, password, needsApproval ? note.text : undefined);
      if (outcome.waiting) {
        setWaiting(outcome.message);
        toast({ title: 'Waiting for approval', description: outcome.message });
      } else {
        setWaiting(null);
        toast({ title: 'Exchange Rates Updated', description: 'New transfers use these rates from now on.' });
      }
      setValues((current) => ({ ...current, password: '' }));
      note.clear();
      setNoteAsked(false);
    } catch (error) {
      const field = serverFieldErrors(error)['proposalNote'];
      if (field) {
        setNoteAsked(true);
        note.showError(field);
        return;
      }
      onAdminError(error);
      toast({
        title: 'Update Failed',
        description: roleRefusal(error) ?? 'Failed to update exchange rates. Please check your admin password.',
        variant: 'destructive',
      });
      const fromServer = serverRatesErrors(error);
      if (fromServer.password) setValues((current) => ({ ...current, password: '' }));
      setErrors(fromServer);
      focusFirstError(form, RATES_FORM_FIELDS, fromServer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">1 USD = rate</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {countries.map((country) => (
            <Input
              key={country.value}
              label={`${country.label} (${country.currencyCode})`}
              name={country.value}
              type="number"
              inputMode="decimal"
              step="0.0001"
              min="0"
              value={values[country.value]}
              onChange={(event) => update(country.value, event.target.value)}
              hint={`1 USD = ${values[country.value] || '…'} ${country.currencyCode}`}
              error={errors[country.value]}
            />
          ))}
        </div>
      </fieldset>
      <Input
        label="Admin Password"
        name="password"
        type="password"
        autoComplete="current-password"
        hint="Your operator password, to confirm the new rates"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password}
      />
      {needsApproval && (
        <Input {...note.field} hint="A rate further from its cost than rates set at once: another finance operator approves these rates first." />
      )}
      <Button type="submit" className="w-full" busy={busy}>
        Update Exchange Rates
      </Button>
      {waiting && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-800">
          Waiting for approval: {waiting}
        </p>
      )}
    </form>
  );
}
