import { useSearchParams } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Card } from '@/components/ui/card';
import { paymentMethodTypeFrom } from '../api/payment-method-input';
import { AddPaymentMethodForm } from '../components/add-payment-method-form';
import { useT } from '@/lib/i18n/messages';

/** /add-payment-method?type=card|bank_account (spec section 2). */
export default function AddPaymentMethodRoute() {
  const [query] = useSearchParams();
  const initialType = paymentMethodTypeFrom(query.get('type'));
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
      <BackToDashboard className="mb-4" />
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('paymentMethods.add.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('paymentMethods.add.description')}
        </p>
        <div className="mt-6">
          <AddPaymentMethodForm key={initialType} initialType={initialType} />
        </div>
      </Card>
    </div>
  );
}
