import { ComingSoon } from '@/components/coming-soon';

export default function SuccessRoute() {
  return <ComingSoon title="Transfer result" />;
}
