import { ComingSoon } from '@/components/coming-soon';

export default function CancelRoute() {
  return <ComingSoon title="Payment Cancelled" />;
}
