import { ComingSoon } from '@/components/coming-soon';

export default function RegisterRoute() {
  return <ComingSoon title="Create your account" />;
}
