import { ComingSoon } from '@/components/coming-soon';

export default function PaymentMethodsRoute() {
  return <ComingSoon title="Payment methods" />;
}
