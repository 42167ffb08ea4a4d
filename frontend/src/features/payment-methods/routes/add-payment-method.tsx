import { ComingSoon } from '@/components/coming-soon';

export default function AddPaymentMethodRoute() {
  return <ComingSoon title="Add a payment method" />;
}
