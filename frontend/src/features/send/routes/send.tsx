import { ComingSoon } from '@/components/coming-soon';

export default function SendRoute() {
  return <ComingSoon title="Send money" />;
}
