import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { FieldErrors } from '@/lib/form';
import { recipientLanguage, type RecipientField, type RecipientFormValues } from '../api/recipient-input';
import { CountrySelect } from '@/components/country-select';
import { DeliveryMethodFields } from '@/components/delivery-method-fields';
import { MtnRegisteredName, useRegisteredNameCheck, useThunesAccountCheck } from '@/components/mtn-registered-name';
import { effectiveDeliveryMethod } from '@/config/delivery-methods';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages';
import { m, useT } from '@/lib/i18n/messages';

// Each language named in itself, so the sender finds the one the recipient reads.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

type RecipientFieldsProps = {
  values: RecipientFormValues;
  errors: FieldErrors<RecipientField>;
  onChange: (field: RecipientField, value: string) => void;
  /** The saved bank's name, shown until the bank list has loaded. */
  bankName?: string | null;
};

/**
 * First Name, Last Name, Country, Phone Number, Receives by and the language of their text
 * messages (the country's until the sender picks another): shared by the add form and the edit dialog.
 */
export function RecipientFields({ values, errors, onChange, bankName }: RecipientFieldsProps) {
  const t = useT();
  const languageHintId = useId();
  const field = (name: 'firstName' | 'lastName' | 'phone') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  // MTN's registered name for the number, so a wrong number is caught before any money is sent.
  const mtn = effectiveDeliveryMethod(values.country, values.deliveryMethod) === 'mtn_momo';
  const nameCheck = useRegisteredNameCheck(mtn ? values.phone : '', values.firstName, values.lastName);
  // Where Thunes pays, its credit-party information names the wallet's or the bank account's holder.
  const thunesCheck = useThunesAccountCheck(
    { country: values.country, phone: values.phone, deliveryMethod: effectiveDeliveryMethod(values.country, values.deliveryMethod) ?? '', bankId: values.bankId, accountNumber: values.accountNumber },
    values.firstName,
    values.lastName,
  );
  const typedName = `${values.firstName} ${values.lastName}`.trim();
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={t('field.firstName')} autoComplete="off" maxLength={100} {...field('firstName')} />
        <Input label={t('field.lastName')} autoComplete="off" maxLength={100} {...field('lastName')} />
      </div>
      <CountrySelect
        label={t('recipients.form.country')}
        name="country"
        value={values.country}
        error={errors.country}
        onChange={(event) => onChange('country', event.target.value)}
      />
      <Input
        label={t('field.phone')}
        type="tel"
        autoComplete="off"
        maxLength={32}
        hint={m('recipients.form.phoneHint')}
        {...field('phone')}
      />
      {mtn && <MtnRegisteredName check={nameCheck} typedName={typedName} />}
      <DeliveryMethodFields
        country={values.country}
        values={values}
        errors={errors}
        onChange={onChange}
        bankName={bankName}
      />
      {!mtn && <MtnRegisteredName check={thunesCheck} typedName={typedName} testId="account-holder-name" />}
      <div>
        <SelectField
          label={t('recipients.form.language')}
          name="language"
          value={recipientLanguage(values)}
          options={LANGUAGE_OPTIONS}
          error={errors.language}
          aria-describedby={errors.language ? undefined : languageHintId}
          onChange={(event) => onChange('language', event.target.value)}
        />
        {!errors.language && (
          <p id={languageHintId} className="mt-1.5 text-sm text-slate-500">
            {t('recipients.form.languageHint')}
          </p>
        )}
      </div>
    </div>
  );
}
