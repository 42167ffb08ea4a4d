import { ComingSoon } from '@/components/coming-soon';

export default function VerifyRoute() {
  return <ComingSoon title="Verify your account" />;
}
