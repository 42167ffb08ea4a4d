import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/use-toast';
import { ApiError, errorMessage, serverFieldErrors } from '@/lib/api-error';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import {
  DEPOSIT_AMOUNTS_MESSAGE,
  DESCRIPTOR_CODE_MESSAGE,
  depositCents,
  formatDescriptorCode,
  isDescriptorCode,
  microdepositInstructions,
} from '../api/payment-method-input';
import { useVerifyMicrodeposits, type MicrodepositAnswer } from '../api/payment-method-writes';
import { useT, useTranslateIfId } from '@/lib/i18n/messages';


type VerifyMicrodepositsDialogProps = {
  /** The pending method to verify; null when the dialog is closed. */
  method: PaymentMethod | null;
  onClose: () => void;
};

/**
 * Confirms the micro-deposits sent to a bank account typed by its numbers: the code on the
 * statement, or the two amounts. A wrong answer is shown under the field and may be corrected;
 * an account that can no longer be verified says so, and the list shows it failed.
 */
export function VerifyMicrodepositsDialog({ method, onClose }: VerifyMicrodepositsDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={method !== null}
      onClose={onClose}
      title={t('paymentMethods.microdeposits.title')}
      description={method && t(microdepositInstructions(method.microdepositType))}
    >
      {method && <VerifyForm key={method.id} method={method} onClose={onClose} />}
    </Dialog>
  );
}

function VerifyForm({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const byAmounts = method.microdepositType === 'amounts';
  const [code, setCode] = useState('');
  const [amounts, setAmounts] = useState<[string, string]>(['', '']);
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const verifyMicrodeposits = useVerifyMicrodeposits();
  const { toast } = useToast();
  const amountsErrorId = useId();
  const t = useT();
  const translate = useTranslateIfId();
  const VERIFY_FAILED = t('paymentMethods.microdeposits.failed');

  /** The answer to send; undefined after showing what to fix. */
  function answer(): MicrodepositAnswer | undefined {
    if (!byAmounts) {
      if (isDescriptorCode(code)) return { descriptorCode: code };
      setFieldError(DESCRIPTOR_CODE_MESSAGE);
      return undefined;
    }
    const [first, second] = amounts.map(depositCents);
    if (first !== undefined && second !== undefined) return { amounts: [first, second] };
    setFieldError(DEPOSIT_AMOUNTS_MESSAGE);
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const body = answer();
    if (!body) {
      form.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }

    setBusy(true);
    try {
      await verifyMicrodeposits(method.id, body);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(errorMessage(error, VERIFY_FAILED));
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error);
        setFieldError(fields.descriptorCode ?? fields.amounts ?? errorMessage(error, VERIFY_FAILED));
        form.querySelector<HTMLInputElement>('input')?.focus();
        return;
      }
      toast({ title: t('paymentMethods.error'), description: errorMessage(error, VERIFY_FAILED), variant: 'destructive' });
      return;
    }
    toast({ title: t('paymentMethods.microdeposits.verified'), description: t('paymentMethods.microdeposits.canPay', { name: method.name }) });
    onClose();
  }

  if (refusal) {
    return (
      <div className="space-y-5">
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('paymentMethods.microdeposits.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('paymentMethods.microdeposits.formLabel')} className="space-y-5">
      {byAmounts ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('paymentMethods.microdeposits.legend')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {[t('paymentMethods.microdeposits.first'), t('paymentMethods.microdeposits.second')].map((label, index) => (
              <Input
                key={label}
                label={label}
                name={`amount${index + 1}`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder={index === 0 ? '32' : '45'}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? amountsErrorId : undefined}
                value={amounts[index]}
                onChange={(event) => {
                  const value = event.target.value.replace(/\D/g, '');
                  setAmounts((current) => (index === 0 ? [value, current[1]] : [current[0], value]));
                  setFieldError(undefined);
                }}
              />
            ))}
          </div>
          {fieldError && (
            <p id={amountsErrorId} className="text-sm text-red-600">
              {translate(fieldError)}
            </p>
          )}
        </fieldset>
      ) : (
        <Input
          label={t('paymentMethods.microdeposits.code')}
          name="descriptorCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          placeholder="SM11AA"
          hint={t('paymentMethods.microdeposits.codeHint')}
          error={fieldError}
          value={code}
          onChange={(event) => {
            setCode(formatDescriptorCode(event.target.value));
            setFieldError(undefined);
          }}
        />
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('paymentMethods.verify')}
        </Button>
      </div>
    </form>
  );
}
