import { ButtonLink } from '@/components/ui/button-link';
import { XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CheckoutCard } from '../components/checkout-layout';
import { useT } from '@/lib/i18n/messages';

/** /cancel: the sender left the payment page (spec section 2, "Cancel page"). */
export default function CancelRoute() {
  const t = useT();
  return (
    <CheckoutCard>
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600"
        >
          <XIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('cancel.title')}</h1>
        <p className="mt-3 text-slate-600">{t('cancel.text')}</p>
        <p className="mt-2 text-sm text-slate-500">
          {t('cancel.help')}
        </p>
        <ButtonLink to={paths.transfer} className="mt-8">
          {t('checkout.backToForm')}
        </ButtonLink>
      </div>
    </CheckoutCard>
  );
}
