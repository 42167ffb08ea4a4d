import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { focusFirstError, type FieldErrors } from '@/lib/form';
import { useFloatActions, type TopUpRequest } from '../api/admin-float';
import { useAdminAccessLost } from '../api/admin-session';
import {
  FLOAT_ACCOUNTS,
  TOP_UP_FIELDS,
  emptyTopUp,
  floatKey,
  formatAmount,
  impliedRate,
  railName,
  serverTopUpErrors,
  validateTopUp,
  type TopUpField,
  type TopUpValues,
} from '../api/top-up-form';

const FLOAT_OPTIONS = [
  { value: '', label: 'Choose the partner and currency' },
  ...FLOAT_ACCOUNTS.map((account) => ({ value: floatKey(account.rail, account.currency), label: `${railName(account.rail)} · ${account.currency}` })),
];

/**
 * Records a wire sent to a partner: the float it prefunds, what the partner is credited, what it
 * cost in USD (the rate is implied by the two), the bank's reference and a note. Checked here,
 * then confirmed in a dialog before it is sent once; the server's refusals land on their fields.
 */
export function TopUpForm() {
  const [values, setValues] = useState<TopUpValues>(emptyTopUp);
  const [errors, setErrors] = useState<FieldErrors<TopUpField>>({});
  const [review, setReview] = useState<TopUpRequest | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { recordTopUp } = useFloatActions();
  const onAdminError = useAdminAccessLost();
  const { toast } = useToast();

  const currency = FLOAT_ACCOUNTS.find((account) => floatKey(account.rail, account.currency) === values.float)?.currency;
  const rate = impliedRate(values.localAmount, values.usdPaid);

  function change(field: TopUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setRefusal(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateTopUp(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget, TOP_UP_FIELDS, checked.errors);
      return;
    }
    setReview(checked.request);
  }

  async function onConfirm() {
    if (!review || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const topUp = await recordTopUp(review);
      toast({
        title: 'Top-up recorded',
        description: `${formatAmount(topUp.localAmount, topUp.currency)} ${topUp.currency} to ${railName(topUp.rail)} is pending until the partner's balance shows it.`,
      });
      setValues(emptyTopUp());
      setReview(null);
    } catch (error) {
      setReview(null);
      const message = errorMessage(error, 'The top-up could not be recorded. Please try again.');
      const fields = serverTopUpErrors(error, message);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        if (formRef.current) focusFirstError(formRef.current, TOP_UP_FIELDS, fields);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setRefusal(message);
      } else {
        onAdminError(error);
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Record a top-up" className="space-y-4">
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
        <SelectField
          label="Partner and currency"
          name="float"
          options={FLOAT_OPTIONS}
          value={values.float}
          error={errors.float}
          onChange={(event) => change('float', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={`Local amount${currency ? ` (${currency})` : ''}`}
            name="localAmount"
            inputMode="decimal"
            autoComplete="off"
            hint="What the partner is credited"
            value={values.localAmount}
            error={errors.localAmount}
            onChange={(event) => change('localAmount', event.target.value)}
          />
          <Input
            label="USD paid"
            name="usdPaid"
            inputMode="decimal"
            autoComplete="off"
            hint="What the wire cost us"
            value={values.usdPaid}
            error={errors.usdPaid}
            onChange={(event) => change('usdPaid', event.target.value)}
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="implied-rate">
          Implied rate: {rate ? `1 USD = ${rate}${currency ? ` ${currency}` : ''}` : 'enter both amounts'}
        </p>
        <Input
          label="Bank reference"
          name="bankReference"
          autoComplete="off"
          spellCheck={false}
          value={values.bankReference}
          error={errors.bankReference}
          onChange={(event) => change('bankReference', event.target.value)}
        />
        <TextArea label="Note (optional)" name="note" value={values.note} error={errors.note} onChange={(event) => change('note', event.target.value)} />
        <Button type="submit" className="w-full sm:w-auto">
          Review top-up
        </Button>
      </form>
      <Dialog
        open={review !== null}
        role="alertdialog"
        title="Record this top-up?"
        description="It stays pending, and the rail paused if it is, until the partner's balance shows it (or you confirm it)."
        onClose={() => {
          if (!busy) setReview(null);
        }}
      >
        {review && (
          <div className="space-y-5">
            <dl className="divide-y divide-slate-100 text-sm" data-testid="top-up-review">
              <ReviewRow label="Partner">{`${railName(review.rail)} · ${review.currency}`}</ReviewRow>
              <ReviewRow label="Local amount">{`${formatAmount(review.localAmount, review.currency)} ${review.currency}`}</ReviewRow>
              <ReviewRow label="USD paid">{`${formatAmount(review.usdPaid, 'USD')} USD`}</ReviewRow>
              <ReviewRow label="Implied rate">{`1 USD = ${impliedRate(review.localAmount, review.usdPaid)} ${review.currency}`}</ReviewRow>
              <ReviewRow label="Bank reference">{review.bankReference}</ReviewRow>
              {review.note && <ReviewRow label="Note">{review.note}</ReviewRow>}
            </dl>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" disabled={busy} onClick={() => setReview(null)}>
                Go back
              </Button>
              <Button busy={busy} onClick={() => void onConfirm()}>
                Record top-up
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

function ReviewRow({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-all text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
