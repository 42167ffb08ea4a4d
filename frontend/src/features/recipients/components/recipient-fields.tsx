import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/form';
import type { RecipientField, RecipientFormValues } from '../api/recipient-input';
import { CountrySelect } from '@/components/country-select';
import { DeliveryMethodFields } from '@/components/delivery-method-fields';
import { MtnRegisteredName, useRegisteredNameCheck, useThunesAccountCheck } from '@/components/mtn-registered-name';
import { effectiveDeliveryMethod } from '@/config/delivery-methods';

type RecipientFieldsProps = {
  values: RecipientFormValues;
  errors: FieldErrors<RecipientField>;
  onChange: (field: RecipientField, value: string) => void;
  /** The saved bank's name, shown until the bank list has loaded. */
  bankName?: string | null;
};

/** First Name, Last Name, Country, Phone Number and Receives by: shared by the add form and the edit dialog. */
export function RecipientFields({ values, errors, onChange, bankName }: RecipientFieldsProps) {
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
        <Input label="First Name" autoComplete="off" maxLength={100} {...field('firstName')} />
        <Input label="Last Name" autoComplete="off" maxLength={100} {...field('lastName')} />
      </div>
      <CountrySelect
        label="Country"
        name="country"
        value={values.country}
        error={errors.country}
        onChange={(event) => onChange('country', event.target.value)}
      />
      <Input
        label="Phone Number"
        type="tel"
        autoComplete="off"
        maxLength={32}
        hint="The recipient's mobile number; the country code may be left out."
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
    </div>
  );
}
