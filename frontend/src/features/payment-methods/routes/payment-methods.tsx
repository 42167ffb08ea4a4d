import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { BanknoteIcon, CreditCardIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { usePaymentMethods, type PaymentMethod } from '@/lib/data/payment-methods';
import { useSetDefaultPaymentMethod } from '../api/payment-method-writes';
import { DeletePaymentMethodDialog } from '../components/delete-payment-method-dialog';
import { PaymentMethodCard } from '../components/payment-method-card';
import { VerifyMicrodepositsDialog } from '../components/verify-microdeposits-dialog';
import { useT } from '@/lib/i18n/messages';

const addBankAccountHref = `${paths.addPaymentMethod}?type=bank_account`;
const addCardHref = `${paths.addPaymentMethod}?type=card`;

/** /payment-methods: the saved cards and bank accounts (spec section 2). */
export default function PaymentMethodsRoute() {
  const { data: methods, error, mutate } = usePaymentMethods();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [verifying, setVerifying] = useState<PaymentMethod | null>(null);
  const [settingDefaultId, setSettingDefaultId] = useState<PaymentMethod['id'] | null>(null);
  const setDefaultPaymentMethod = useSetDefaultPaymentMethod();
  const { toast } = useToast();
  const t = useT();

  async function onSetDefault(method: PaymentMethod) {
    if (settingDefaultId !== null) return;
    setSettingDefaultId(method.id);
    try {
      await setDefaultPaymentMethod(method.id);
      toast({ title: t('paymentMethods.defaultUpdated') });
    } catch {
      toast({ title: t('paymentMethods.error'), description: t('paymentMethods.defaultFailed'), variant: 'destructive' });
    } finally {
      setSettingDefaultId(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('layout.nav.paymentMethods')}</h1>
        <p className="mt-1 text-slate-600">{t('paymentMethods.description')}</p>
      </div>

      <section aria-labelledby="add-payment-method-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="add-payment-method-heading" className="sr-only">
          {t('paymentMethods.addHeading')}
        </h2>
        <Card className="flex flex-col gap-3 p-5">
          <p className="text-sm text-slate-600">{t('paymentMethods.addBankText')}</p>
          <ButtonLink to={addBankAccountHref} variant="secondary" className="self-start">
            <BanknoteIcon />
            {t('paymentMethods.type.bankAccount')}
          </ButtonLink>
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <p className="text-sm text-slate-600">{t('paymentMethods.addCardText')}</p>
          <ButtonLink to={addCardHref} variant="secondary" className="self-start">
            <CreditCardIcon />
            {t('paymentMethods.addCard')}
          </ButtonLink>
        </Card>
      </section>

      {error && !methods ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-slate-600">
            {t('paymentMethods.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('transactions.tryAgain')}
          </Button>
        </div>
      ) : !methods ? (
        <Spinner label={t('paymentMethods.loading')} className="py-16" />
      ) : methods.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="text-slate-600">{t('paymentMethods.none')}</p>
          <Link to={addCardHref} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            {t('paymentMethods.addFirst')}
          </Link>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {methods.map((method) => (
            <li key={method.id}>
              <PaymentMethodCard
                method={method}
                settingDefault={settingDefaultId === method.id}
                onSetDefault={(chosen) => void onSetDefault(chosen)}
                onDelete={setDeleting}
                onVerify={setVerifying}
              />
            </li>
          ))}
        </ul>
      )}

      <DeletePaymentMethodDialog method={deleting} onClose={() => setDeleting(null)} />
      <VerifyMicrodepositsDialog method={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}
