import { ButtonLink } from '@/components/ui/button-link';
import { XIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { CheckoutCard } from '../components/checkout-layout';

/** /cancel: the sender left the payment page (spec section 2, "Cancel page"). */
export default function CancelRoute() {
  return (
    <CheckoutCard>
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600"
        >
          <XIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Payment Cancelled</h1>
        <p className="mt-3 text-slate-600">Your payment process was cancelled and no money was charged.</p>
        <p className="mt-2 text-sm text-slate-500">
          If you have any questions or need help with your transfer, please contact our support team.
        </p>
        <ButtonLink to={paths.transfer} className="mt-8">
          Back to Transfer Form
        </ButtonLink>
      </div>
    </CheckoutCard>
  );
}
