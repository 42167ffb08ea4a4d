import { ComingSoon } from '@/components/coming-soon';

export default function CardCheckoutRoute() {
  return <ComingSoon title="Pay by card" />;
}
