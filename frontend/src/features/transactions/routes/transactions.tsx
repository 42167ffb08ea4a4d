import { ComingSoon } from '@/components/coming-soon';

export default function TransactionsRoute() {
  return <ComingSoon title="Transaction history" />;
}
