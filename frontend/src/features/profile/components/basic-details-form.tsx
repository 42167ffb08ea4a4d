import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n/messages';
import { saveBasicDetails, type BasicDetails } from '../api/verification';

/** Where a US residential address may be: the 50 states, DC and the inhabited territories (USPS codes). */
const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI',
];

type BasicDetailsFormProps = {
  /** What the sender gave before (they may correct it until Basic is verified). */
  initial: BasicDetails | null;
  /** Called once the details are saved: the id number check comes next. */
  onSaved: () => void;
  busy?: boolean;
};

/** The Basic details: legal name, date of birth and US home address. The SSN is typed into the identity provider's form, never here. */
export function BasicDetailsForm({ initial, onSaved, busy = false }: BasicDetailsFormProps) {
  const t = useT();
  const [form, setForm] = useState({
    legalFirstName: initial?.legalFirstName ?? '',
    legalLastName: initial?.legalLastName ?? '',
    dateOfBirth: initial?.dateOfBirth ?? '',
    line1: initial?.address.line1 ?? '',
    line2: initial?.address.line2 ?? '',
    city: initial?.address.city ?? '',
    state: initial?.address.state ?? '',
    postalCode: initial?.address.postalCode ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || busy) return;
    setError(null);
    setFieldErrors({});
    setSaving(true);
    try {
      await saveBasicDetails({
        legalFirstName: form.legalFirstName,
        legalLastName: form.legalLastName,
        dateOfBirth: form.dateOfBirth,
        address: { line1: form.line1, line2: form.line2.trim() === '' ? null : form.line2, city: form.city, state: form.state, postalCode: form.postalCode },
      });
      onSaved();
    } catch (caught) {
      setFieldErrors(serverFieldErrors(caught));
      setError(errorMessage(caught, t('profile.verification.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate aria-label={t('profile.verification.basicForm')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('profile.verification.legalFirstName')} name="legalFirstName" autoComplete="given-name" value={form.legalFirstName} onChange={set('legalFirstName')} error={fieldErrors['legalFirstName']} />
        <Input label={t('profile.verification.legalLastName')} name="legalLastName" autoComplete="family-name" value={form.legalLastName} onChange={set('legalLastName')} error={fieldErrors['legalLastName']} />
      </div>
      <Input label={t('profile.verification.dateOfBirth')} name="dateOfBirth" type="date" autoComplete="bday" value={form.dateOfBirth} onChange={set('dateOfBirth')} error={fieldErrors['dateOfBirth']} />
      <Input label={t('profile.verification.address.line1')} name="line1" autoComplete="address-line1" value={form.line1} onChange={set('line1')} error={fieldErrors['address.line1']} />
      <Input label={t('profile.verification.address.line2')} name="line2" autoComplete="address-line2" value={form.line2} onChange={set('line2')} error={fieldErrors['address.line2']} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label={t('profile.verification.address.city')} name="city" autoComplete="address-level2" value={form.city} onChange={set('city')} error={fieldErrors['address.city']} />
        <SelectField
          label={t('profile.verification.address.state')}
          name="state"
          autoComplete="address-level1"
          value={form.state}
          onChange={set('state')}
          options={[{ value: '', label: '—' }, ...US_STATES.map((code) => ({ value: code, label: code }))]}
          error={fieldErrors['address.state']}
        />
        <Input label={t('profile.verification.address.postalCode')} name="postalCode" autoComplete="postal-code" inputMode="numeric" value={form.postalCode} onChange={set('postalCode')} error={fieldErrors['address.postalCode']} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" busy={saving || busy}>
        {t('profile.verification.saveAndVerify')}
      </Button>
    </form>
  );
}
