import { BackToDashboard } from '@/components/back-to-dashboard';
import { Card } from '@/components/ui/card';
import { AddRecipientForm } from '../components/add-recipient-form';
import { useT } from '@/lib/i18n/messages';

export default function AddRecipientRoute() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
      <BackToDashboard className="mb-4" />
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('recipients.add')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('recipients.addDescription')}
        </p>
        <div className="mt-6">
          <AddRecipientForm />
        </div>
      </Card>
    </div>
  );
}
