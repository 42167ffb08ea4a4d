import { ComingSoon } from '@/components/coming-soon';

export default function TellerCheckoutRoute() {
  return <ComingSoon title="Pay from your bank account" />;
}
