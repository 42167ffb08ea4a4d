import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { UsersIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRecipients, type Recipient } from '@/lib/data/recipients';
import { DeleteRecipientDialog } from '../components/delete-recipient-dialog';
import { EditRecipientDialog } from '../components/edit-recipient-dialog';
import { RecipientCard } from '../components/recipient-card';
import { useT } from '@/lib/i18n/messages';

export default function RecipientsRoute() {
  const { data: recipients, error, mutate } = useRecipients();
  const [editing, setEditing] = useState<Recipient | null>(null);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  const t = useT();

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <BackToDashboard />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('layout.nav.recipients')}</h1>
          <p className="mt-1 text-slate-600">{t('recipients.description')}</p>
        </div>
        <ButtonLink to={paths.addRecipient}>
          <UsersIcon />
          {t('recipients.add')}
        </ButtonLink>
      </div>

      {error && !recipients ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-slate-600">
            {t('recipients.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('transactions.tryAgain')}
          </Button>
        </div>
      ) : !recipients ? (
        <Spinner label={t('recipients.loading')} className="py-16" />
      ) : recipients.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="text-slate-600">{t('recipients.none')}</p>
          <Link to={paths.addRecipient} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            {t('recipients.addFirst')}
          </Link>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recipients.map((recipient) => (
            <li key={recipient.id}>
              <RecipientCard recipient={recipient} onEdit={setEditing} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}

      <EditRecipientDialog recipient={editing} onClose={() => setEditing(null)} />
      <DeleteRecipientDialog recipient={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
