import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, profileVerificationHref } from '@/config/paths';
import { SendingAllowance } from './sending-allowance';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { DeliveryMethodFields } from '@/components/delivery-method-fields';
import { effectiveDeliveryMethod } from '@/config/delivery-methods';
import { deliveryChoice, deliveryChoiceErrors } from '@/lib/delivery-choice';
import { useCurrentUser } from '@/lib/data/current-user';
import { isQuotableAmount, useQuote } from '@/lib/data/quote';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '@/lib/form';
import { usePaymentMethods } from '@/lib/data/payment-methods';
import { defaultPaymentMethod, findSavedMethod, isSavedCard } from '../api/saved-payment-methods';
import { CardFeeWarning } from './card-fee-warning';
import { MtnRegisteredName, useRegisteredNameCheck, useThunesAccountCheck, type RegisteredNameCheck } from '@/components/mtn-registered-name';
import { CountrySelect } from '@/components/country-select';
import { PaymentMethodOptions } from './payment-method-options';
import {
  FIELD_ORDER,
  defaultAmountFor,
  initialValues,
  recipientValues,
  toAmount,
  transferFormSchema,
  type TransferField,
  type TransferFormValues,
} from './transfer-form';
import { TransferSummary } from './transfer-summary';
import { SavedRecipientPicker } from './saved-recipient-picker';
import { useRecipients, type Recipient } from '@/lib/data/recipients';
import { useTransaction } from '@/lib/data/transactions';
import { errorCode, errorMessage } from '@/lib/api-error';
import { ReviewTransferDialog } from './review-transfer-dialog';
import type { Quote } from '@/lib/data/quote';
import type { TransferParties } from '../api/submit-transfer';
import { useTransferSubmission } from './use-transfer-submission';
import { m, T, useT } from '@/lib/i18n/messages';

// Only for the label while the server's figures load; the figures themselves are the server's.
const CARD_FEE_PERCENT = 9;
const BANK_FEE_PERCENT = 5;

const CHECKING_NUMBER = m('send.checkingNumber');

const fieldsetClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
// Floated so the legend sits inside the card like a heading instead of on its border.
const legendClass = 'float-left w-full text-base font-semibold text-slate-900';

export function SendForm() {
  const [query] = useSearchParams();
  const { data: user } = useCurrentUser();
  const t = useT();
  const [values, setValues] = useState<TransferFormValues>(() => initialValues(query, user));
  const [errors, setErrors] = useState<FieldErrors<TransferField>>({});
  // The amount is the corridor's default until the sender types one (or a link brought one).
  const [amountChosen, setAmountChosen] = useState(() => query.has('amount'));
  const [pickedRecipient, setPickedRecipient] = useState('');
  const { data: recipients } = useRecipients();
  // "Send" on a saved recipient (?recipientId=) and "Send Again" (?again=<transfer id>) carry ids, not names and numbers.
  const recipientIdParam = query.get('recipientId');
  const againParam = query.get('again');
  const { data: again } = useTransaction(againParam);
  const [prefilled, setPrefilled] = useState(false);

  function applyRecipient(recipient: Parameters<typeof recipientValues>[0], amount?: number) {
    setValues((current) => {
      const next = { ...current, ...recipientValues(recipient) };
      if (amount !== undefined) next.amount = String(amount);
      else if (!amountChosen) next.amount = defaultAmountFor(next.country, next.deliveryMethod);
      return next;
    });
    if (amount !== undefined) setAmountChosen(true);
    setErrors({});
  }

  useEffect(() => {
    if (prefilled) return;
    if (recipientIdParam && recipients) {
      const saved = recipients.find((recipient) => String(recipient.id) === recipientIdParam);
      if (saved) {
        applyRecipient(saved);
        setPickedRecipient(String(saved.id));
      }
      setPrefilled(true);
    } else if (againParam && again) {
      applyRecipient({ ...again.recipientInfo, country: again.country, deliveryMethod: again.deliveryMethod }, again.amount);
      setPrefilled(true);
    }
    // applyRecipient only reads state through setters.
  }, [prefilled, recipientIdParam, recipients, againParam, again]);

  function pickRecipient(recipient: Recipient | undefined) {
    setPickedRecipient(recipient ? String(recipient.id) : '');
    setServerHolder(undefined);
    if (recipient) applyRecipient(recipient);
    else setValues((current) => ({ ...current, recipientFirstName: '', recipientLastName: '', recipientPhone: '', bankId: '', accountNumber: '' }));
  }
  const [busy, setBusy] = useState(false);
  const submitTransfer = useTransferSubmission();
  // The MTN registered name the sender confirmed as their recipient (it differs from the typed name).
  const [confirmedName, setConfirmedName] = useState<string>();
  const [confirmError, setConfirmError] = useState<string>();
  // A saved method is charged only after the sender reviewed the figures and disclosure (issue #29).
  const [review, setReview] = useState<{ parties: TransferParties; method: string; quote: Quote; form: HTMLFormElement }>();

  const { data: savedData, error: savedError } = usePaymentMethods();
  const savedMethods = savedData ?? [];
  const savedLoaded = savedData !== undefined || savedError !== undefined;
  // Spec section 4: empty until the saved methods load, then the default one (or ACH),
  // until the sender picks another.
  const paymentMethod = values.paymentMethod || (savedLoaded ? defaultPaymentMethod(savedMethods) : '');
  const savedChoice = findSavedMethod(savedMethods, paymentMethod);
  const paysByCard = paymentMethod === 'card' || (savedChoice !== undefined && isSavedCard(savedChoice));

  const amount = toAmount(values.amount);
  // A saved card is priced as a card (9%), a saved bank account as a bank transfer (5%).
  const quotedRail = paymentMethod === '' ? '' : paysByCard ? 'card' : 'ach';
  // Empty in the form means the country's default method.
  const deliveryMethod = effectiveDeliveryMethod(values.country, values.deliveryMethod);
  const nameCheck = useRegisteredNameCheck(
    deliveryMethod === 'mtn_momo' ? values.recipientPhone : '',
    values.recipientFirstName,
    values.recipientLastName,
  );
  // Where Thunes pays, its credit-party information names the holder too, asked about the same way.
  const thunesCheck = useThunesAccountCheck(
    { country: values.country, phone: values.recipientPhone, deliveryMethod: deliveryMethod ?? '', bankId: values.bankId, accountNumber: values.accountNumber },
    values.recipientFirstName,
    values.recipientLastName,
  );
  // The holder the server named when it refused an unconfirmed transfer (our own check had no answer).
  const [serverHolder, setServerHolder] = useState<string>();
  // The check of whichever partner pays this recipient (the other one has nothing to say).
  const partnerCheck = deliveryMethod === 'mtn_momo' ? nameCheck : thunesCheck;
  const holderCheck: RegisteredNameCheck =
    serverHolder !== undefined && partnerCheck.kind !== 'match' && partnerCheck.kind !== 'mismatch' ? { kind: 'mismatch', registeredName: serverHolder } : partnerCheck;
  const mismatchedName = holderCheck.kind === 'mismatch' ? holderCheck.registeredName : undefined;
  // Once the partner has answered, the "checking" note under the number has nothing more to say.
  useEffect(() => {
    if (holderCheck.kind !== 'checking') setErrors((current) => (current.recipientPhone === CHECKING_NUMBER ? { ...current, recipientPhone: undefined } : current));
  }, [holderCheck.kind]);
  const nameConfirmed = mismatchedName !== undefined && confirmedName === mismatchedName;
  const typedRecipient = `${values.recipientFirstName} ${values.recipientLastName}`.trim();
  // The sender confirms a registered name that is not the typed recipient's before paying.
  const holderConfirmation = {
    confirmed: nameConfirmed,
    error: confirmError,
    onChange: (confirmed: boolean) => {
      setConfirmedName(confirmed ? mismatchedName : undefined);
      setConfirmError(undefined);
    },
  };
  const quote = useQuote({
    amount,
    country: values.country,
    paymentMethod: quotedRail,
    deliveryMethod,
    bankId: values.bankId,
  });

  function update(field: TransferField, value: string) {
    if (field === 'amount') setAmountChosen(true);
    // A new country offers its own methods: start again from its default.
    const reset = field === 'country' ? { deliveryMethod: '', bankId: '', accountNumber: '' } : {};
    setValues((current) => {
      const next = { ...current, [field]: value, ...reset };
      // An amount nobody chose follows the corridor, so it is one the corridor pays.
      if (!amountChosen && (field === 'country' || field === 'deliveryMethod')) next.amount = defaultAmountFor(next.country, next.deliveryMethod);
      return next;
    });
    if (field.startsWith('recipient') || field === 'country') setPickedRecipient('');
    if (field.startsWith('recipient') || ['country', 'deliveryMethod', 'bankId', 'accountNumber'].includes(field)) setServerHolder(undefined);
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'country' || field === 'deliveryMethod'
        ? { recipientPhone: undefined, deliveryMethod: undefined, bankId: undefined, accountNumber: undefined }
        : {}),
    }));
  }

  const verifyLink = useRef<HTMLAnchorElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = transferFormSchema.safeParse({ ...values, amount, paymentMethod });
    const deliveryErrors = deliveryChoiceErrors(deliveryChoice(values.country, values));
    if (!parsed.success || Object.keys(deliveryErrors).length > 0) {
      const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...deliveryErrors };
      setErrors(fieldErrors);
      focusFirstError(form, FIELD_ORDER, fieldErrors);
      return;
    }

    if (verifyFirst !== undefined) {
      // Above what the sender's verification allows (issue #26): nothing is sent; the way to the next tier is focused.
      verifyLink.current?.focus();
      return;
    }

    if (holderCheck.kind === 'checking') {
      // A moment more: the sender sees who the number belongs to before paying (issue #29).
      setErrors((current) => ({ ...current, recipientPhone: CHECKING_NUMBER }));
      focusFirstError(form, FIELD_ORDER, { recipientPhone: CHECKING_NUMBER });
      return;
    }
    if (mismatchedName !== undefined && !nameConfirmed) {
      setConfirmError(t('send.confirmHolder', { name: mismatchedName }));
      const box = form.elements.namedItem('confirmRegisteredName');
      if (box instanceof HTMLElement) box.focus();
      return;
    }

    const parties: TransferParties = { ...parsed.data, confirmedRegisteredName: nameConfirmed ? mismatchedName : undefined };
    if (savedChoice) {
      setBusy(true);
      const figures = quote.current ?? (await quote.refresh().catch(() => undefined));
      setBusy(false);
      if (figures) {
        setReview({ parties, method: parsed.data.paymentMethod, quote: figures, form });
        return;
      }
    }
    await pay(parties, parsed.data.paymentMethod, form);
  }

  async function pay(parties: TransferParties, chosenMethod: string, form: HTMLFormElement) {
    setBusy(true);
    const leaving = await submitTransfer({
      parties,
      paymentMethod: chosenMethod,
      savedMethods,
      quote: async () => quote.current ?? quote.refresh(),
      refreshQuote: quote.refresh,
      onFieldErrors: (fromServer) => {
        setReview(undefined);
        setErrors((current) => ({ ...current, ...fromServer }));
        focusFirstError(form, FIELD_ORDER, fromServer);
      },
      onNameMismatch: (registeredName) => {
        setServerHolder(registeredName);
        setConfirmError(t('send.confirmHolder', { name: registeredName }));
      },
    });
    // On the way to the next page the button stays busy, so the transfer cannot be sent twice.
    if (!leaving) {
      setBusy(false);
      setReview(undefined);
    }
  }

  const field = (name: TransferField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  // Figures kept from an earlier request are shown while new ones load, but not for an amount
  // that cannot be priced, nor once pricing failed.
  const showFigures =
    quote.key === null || (quote.error !== undefined && !quote.isValidating) ? undefined : quote.data;
  // A limit of the corridor ("send at least $10") belongs under the amount, where it is fixed.
  const limitCode = errorCode(quote.error);
  const amountLimit =
    !quote.isValidating && (limitCode === 'QUOTE.BELOW_PAYOUT_MINIMUM' || limitCode === 'QUOTE.ABOVE_PAYOUT_MAXIMUM')
      ? errorMessage(quote.error, '')
      : undefined;
  // Issue #26: an amount the sender's verification tier does not allow asks for the next tier, not a failure.
  const verifyFirst = !quote.isValidating && limitCode === 'TRANSFER.VERIFICATION_REQUIRED' ? errorMessage(quote.error, '') : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('send.title')}</h1>
      <p className="mt-1 text-slate-600">{t('send.description')}</p>

      <form noValidate onSubmit={onSubmit} aria-label={t('send.formLabel')} className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="grid gap-4 p-6 sm:grid-cols-2">
            <Input
              label={t('send.amount')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              hint={errors.amount ? undefined : m('send.amountHint')}
              {...field('amount')}
              error={errors.amount ?? (amountLimit || undefined)}
            />
            <CountrySelect withFlags label={t('send.country')} {...field('country')} />
            {verifyFirst !== undefined && (
              <p role="status" data-testid="verify-to-send" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2">
                {verifyFirst}{' '}
                <Link ref={verifyLink} to={profileVerificationHref} className="font-medium text-brand-700 underline">
                  {t('send.verifyToSendMore')}
                </Link>
              </p>
            )}
          </Card>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('send.sender')}</legend>
            <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
              <Input label={t('field.firstName')} readOnly {...field('firstName')} />
              <Input label={t('field.lastName')} readOnly {...field('lastName')} />
              <Input label={t('field.email')} type="email" readOnly placeholder={t('send.noVerifiedEmail')} {...field('email')} />
              <Input label={t('field.phone')} type="tel" readOnly placeholder={t('send.noVerifiedPhone')} {...field('phone')} />
              <p className="text-sm text-slate-500 sm:col-span-2" data-testid="sender-from-profile">
                <T
                  id="send.senderNote"
                  values={{
                    link: (chunks) => (
                      <Link to={paths.profile} className="font-medium text-brand-700 underline">
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </p>
              <SendingAllowance />
            </div>
          </fieldset>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('send.recipient')}</legend>
            <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <SavedRecipientPicker recipients={recipients ?? []} value={pickedRecipient} onPick={pickRecipient} />
              </div>
              <Input label={t('send.recipientFirstName')} autoComplete="off" {...field('recipientFirstName')} />
              <Input label={t('send.recipientLastName')} autoComplete="off" {...field('recipientLastName')} />
              <div className="sm:col-span-2">
                <Input
                  label={t('send.recipientPhone')}
                  type="tel"
                  autoComplete="off"
                  hint={errors.recipientPhone ? undefined : m('send.recipientPhoneHint')}
                  {...field('recipientPhone')}
                />
                {deliveryMethod === 'mtn_momo' && (
                  <MtnRegisteredName check={holderCheck} typedName={typedRecipient} confirmation={holderConfirmation} />
                )}
              </div>
              <div className="sm:col-span-2">
                <DeliveryMethodFields
                  country={values.country}
                  values={values}
                  errors={errors}
                  onChange={(name, value) => update(name, value)}
                />
                {deliveryMethod !== 'mtn_momo' && (
                  <MtnRegisteredName check={holderCheck} typedName={typedRecipient} confirmation={holderConfirmation} testId="account-holder-name" />
                )}
              </div>
            </div>
          </fieldset>

          <Card className="space-y-4 p-6">
            <PaymentMethodOptions
              saved={savedMethods}
              value={paymentMethod}
              onChange={(value) => update('paymentMethod', value)}
              error={errors.paymentMethod}
            />
            {paysByCard && <CardFeeWarning />}
          </Card>
        </div>

        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <TransferSummary
            quote={showFigures}
            expectedFeePercent={paysByCard ? CARD_FEE_PERCENT : BANK_FEE_PERCENT}
            updating={quote.isValidating}
            error={verifyFirst !== undefined ? undefined : quote.error}
            priceable={isQuotableAmount(amount)}
            country={values.country}
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            {busy ? t('checkout.processing') : savedChoice ? t('send.reviewTransfer') : t('send.continueToPayment')}
          </Button>
        </div>
      </form>
      {review && savedChoice && (
        <ReviewTransferDialog
          open
          quote={review.quote}
          recipient={{
            firstName: review.parties.recipientFirstName,
            lastName: review.parties.recipientLastName,
            phone: review.parties.recipientPhone,
            country: review.parties.country,
            deliveryMethod,
            registeredName: review.parties.confirmedRegisteredName,
          }}
          method={savedChoice}
          busy={busy}
          onClose={() => setReview(undefined)}
          onConfirm={() => void pay(review.parties, review.method, review.form)}
        />
      )}
    </div>
  );
}
