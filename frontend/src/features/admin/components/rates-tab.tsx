import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CountryName } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { countries, findCountry, type CountryValue } from '@/config/countries';
import { paths } from '@/config/paths';
import { ApiError, errorBody, serverFieldErrors } from '@/lib/api-error';
import { useRates } from '@/lib/data/rates';
import { roleRefusal, useAdminAccessLost, useOperatorCan } from '../api/admin-session';
import { useUpdateOneRate } from '../api/rate-writes';
import { rateNeedsApproval, useRateCosts, type RateCosts } from '../api/rate-costs';
import { formatRate } from './admin-format';
import { useProposalNote } from './use-proposal-note';
import { ReadOnlyNote } from './read-only-note';
import { SendingLimitsForm } from './sending-limits-form';
import { SelectField, type SelectOption } from '@/components/ui/select-field';

const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Select a country' },
  ...countries.map((country) => ({ value: country.value, label: `${country.label} (${country.currencyCode})` })),
];

export function RatesTab() {
  // Rates and limits are finance's (and an owner's) to change; every role reads them.
  const canChange = useOperatorCan('finance');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <CurrentRates />
      {canChange ? <QuickRateForm /> : <QuickRateReadOnly />}
      <SendingLimitsForm canChange={canChange} />
    </div>
  );
}

/** Where the "Update Rate" form is for an operator whose role cannot change rates. */
function QuickRateReadOnly() {
  return (
    <Card className="p-6">
      <section aria-labelledby="update-rate">
        <h2 id="update-rate" className="text-lg font-semibold text-slate-900">
          Update Exchange Rate
        </h2>
        <ReadOnlyNote className="mt-1" />
      </section>
    </Card>
  );
}

/** "1 USD = 129.25 KES" for each country. */
function CurrentRates() {
  const { data: rates, error, mutate } = useRates();
  const { data: costs } = useRateCosts();
  return (
    <Card className="p-6">
      <section aria-labelledby="current-rates">
        <h2 id="current-rates" className="text-lg font-semibold text-slate-900">
          Current Exchange Rates
        </h2>
        {error && !rates ? (
          <div className="mt-4 space-y-3">
            <p role="alert" className="text-sm text-slate-600">
              We could not load the current rates.
            </p>
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              Try again
            </Button>
          </div>
        ) : !rates ? (
          <Spinner label="Loading rates" className="py-10" />
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {countries.map((country) => (
              <li key={country.value} className="py-3 text-sm" data-country={country.value}>
                <div className="flex items-center justify-between gap-4">
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <CountryName country={country.value} />
                  </span>
                  <span className="text-slate-700">
                    1 USD = {formatRate(rates[country.value])} {country.currencyCode}
                  </span>
                </div>
                <CostLine costs={costs} country={country.value} currency={country.currencyCode} />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={paths.adminRates}
          className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Open the rates page
        </Link>
      </section>
    </Card>
  );
}

const COST_SOURCES: Record<string, string> = { partner_quote: "partner's quote", float_top_up: 'float top-up' };

/** "Cost 158.25 (partner's quote) · rates from 142.43 to 174.07": what the currency costs us and the band a new rate must stay in. */
function CostLine({ costs, country, currency }: { costs: RateCosts | undefined; country: string; currency: string }) {
  const entry = costs?.currencies.find((c) => c.country === country);
  if (!costs || !entry) return null;
  if (!entry.cost) return <p className="mt-1 text-xs text-slate-500">Cost of {currency} not known yet: no band.</p>;
  return (
    <p className="mt-1 text-xs text-slate-500">
      Cost {formatRate(entry.cost.rate)} ({COST_SOURCES[entry.cost.source] ?? entry.cost.source}) · new rates from{' '}
      {formatRate(entry.lowest ?? 0)} to {formatRate(entry.highest ?? 0)} (±{costs.bandPercent}%)
      {costs.approvalBandPercent !== undefined && entry.approvalLowest != null && entry.approvalHighest != null && (
        <>
          {' '}
          · set at once from {formatRate(entry.approvalLowest)} to {formatRate(entry.approvalHighest)} (±{costs.approvalBandPercent}%); further, another finance operator approves
        </>
      )}
    </p>
  );
}

/** Spec section 2: country select, "New Rate", "Update Rate"; sends one `{country: rate}` pair. */
function QuickRateForm() {
  const [country, setCountry] = useState('');
  const [rate, setRate] = useState('');
  const [rateError, setRateError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const note = useProposalNote();
  const [noteAsked, setNoteAsked] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);
  const { data: costs } = useRateCosts();
  const updateOneRate = useUpdateOneRate();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();
  // A rate beyond the approval band is proposed, with why, for another finance operator (four eyes).
  const needsApproval = noteAsked || (country !== '' && rate.trim() !== '' && rateNeedsApproval(costs, country, Number(rate)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const selected = findCountry(country);
    if (!selected || rate.trim() === '') {
      toast({ title: 'Error', description: 'Please select a country and enter a rate', variant: 'destructive' });
      return;
    }
    const value = Number(rate);
    if (!Number.isFinite(value) || value <= 0) {
      setRateError('Rate must be positive');
      return;
    }

    if (needsApproval && !note.check()) return;

    setBusy(true);
    try {
      const outcome = await updateOneRate(selected.value as CountryValue, value, needsApproval ? note.text : undefined);
      if (outcome.waiting) {
        setWaiting(`1 USD = ${formatRate(value)} ${selected.currencyCode} for ${selected.label}. ${outcome.message}`);
        toast({ title: 'Waiting for approval', description: outcome.message });
      } else {
        setWaiting(null);
        toast({
          title: 'Exchange rate updated',
          description: `1 USD = ${formatRate(value)} ${selected.currencyCode}`,
        });
      }
      setCountry('');
      setRate('');
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
      toast({ title: 'Error', description: roleRefusal(error) ?? 'Failed to update exchange rate', variant: 'destructive' });
      // A refused value (too many decimals, out of range, too far from the currency's cost) is explained next to the field.
      const message = error instanceof ApiError && (error.status === 400 || error.status === 422) ? errorBody(error)?.message : undefined;
      if (typeof message === 'string' && message !== '') setRateError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-6">
      <section aria-labelledby="update-rate">
        <h2 id="update-rate" className="text-lg font-semibold text-slate-900">
          Update Exchange Rate
        </h2>
        <p className="mt-1 text-sm text-slate-600">Units of local currency per 1 USD; new transfers use it at once.</p>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <SelectField
            label="Country"
            name="country"
            options={COUNTRY_OPTIONS}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
          <Input
            label="New Rate"
            name="rate"
            type="number"
            inputMode="decimal"
            step="0.0001"
            min="0"
            value={rate}
            onChange={(event) => {
              setRate(event.target.value);
              setRateError(undefined);
            }}
            error={rateError}
          />
          {needsApproval && (
            <Input {...note.field} hint="This rate is further from its cost than rates set at once: another finance operator approves it first." />
          )}
          <Button type="submit" busy={busy}>
            Update Rate
          </Button>
          {waiting && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-800">
              Waiting for approval: {waiting}
            </p>
          )}
        </form>
      </section>
    </Card>
  );
}
