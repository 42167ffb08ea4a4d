import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, serverFieldErrors } from '@/lib/api-error';
import { m, useT, type MessageId } from '@/lib/i18n/messages';
import { SOURCES_OF_FUNDS, useEnhancedReview, useRequestEnhanced, type SourceOfFunds } from '../api/enhanced-review';

const SOURCE_NAMES: Record<SourceOfFunds, MessageId> = {
  salary: m('profile.verification.enhanced.source.salary'),
  self_employment: m('profile.verification.enhanced.source.self_employment'),
  business_income: m('profile.verification.enhanced.source.business_income'),
  savings: m('profile.verification.enhanced.source.savings'),
  investments: m('profile.verification.enhanced.source.investments'),
  pension: m('profile.verification.enhanced.source.pension'),
  gift_or_inheritance: m('profile.verification.enhanced.source.gift_or_inheritance'),
  other: m('profile.verification.enhanced.source.other'),
};

/**
 * A Verified ID sender's way to Enhanced (issue #26) on /profile: their occupation and where
 * their money comes from (a choice and their own words), reviewed by our compliance team. While
 * it waits the sender is told so; declined, they read the reason and may ask again.
 */
export function EnhancedTierRequest() {
  const t = useT();
  const { data, error: loadError } = useEnhancedReview();
  const request = useRequestEnhanced();
  const [form, setForm] = useState({ occupation: '', sourceOfFunds: '', sourceOfFundsDetail: '' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value }));

  if (loadError) return <p role="alert" className="text-sm text-red-600">{t('profile.verification.loadFailed')}</p>;
  if (!data) return <Spinner label={t('profile.verification.loading')} className="py-4" />;
  const review = data.review;

  if (review?.status === 'pending') {
    return (
      <p role="status" className="text-sm text-slate-700" data-testid="enhanced-pending">
        {t('profile.verification.enhanced.pending')}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    if (!(SOURCES_OF_FUNDS as readonly string[]).includes(form.sourceOfFunds)) {
      setFieldErrors({ sourceOfFunds: t('profile.verification.enhanced.chooseSource') });
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      await request({ occupation: form.occupation, sourceOfFunds: form.sourceOfFunds as SourceOfFunds, sourceOfFundsDetail: form.sourceOfFundsDetail });
    } catch (caught) {
      setFieldErrors(serverFieldErrors(caught));
      setProblem(errorMessage(caught, t('profile.verification.enhanced.sendFailed')));
    } finally {
      setSending(false);
    }
  }

  const options = [{ value: '', label: t('profile.verification.enhanced.chooseSource') }, ...SOURCES_OF_FUNDS.map((source) => ({ value: source, label: t(SOURCE_NAMES[source]) }))];

  return (
    <div className="space-y-3">
      {review?.status === 'declined' && (
        <p role="alert" className="text-sm text-red-600" data-testid="enhanced-declined">
          {t('profile.verification.enhanced.declined', { reason: review.declineReason ?? '' })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('profile.verification.enhancedIntro')}</p>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate aria-label={t('profile.verification.enhanced.form')}>
        <Input label={t('profile.verification.enhanced.occupation')} name="occupation" autoComplete="organization-title" value={form.occupation} onChange={set('occupation')} error={fieldErrors['occupation']} />
        <SelectField label={t('profile.verification.enhanced.sourceOfFunds')} name="sourceOfFunds" options={options} value={form.sourceOfFunds} onChange={set('sourceOfFunds')} error={fieldErrors['sourceOfFunds']} />
        <Input label={t('profile.verification.enhanced.sourceDetail')} name="sourceOfFundsDetail" value={form.sourceOfFundsDetail} onChange={set('sourceOfFundsDetail')} error={fieldErrors['sourceOfFundsDetail']} />
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <Button type="submit" busy={sending}>
          {t('profile.verification.enhanced.submit')}
        </Button>
      </form>
    </div>
  );
}
