import { ComingSoon } from '@/components/coming-soon';

export default function TellerCallbackRoute() {
  return <ComingSoon title="Connecting your bank" />;
}
