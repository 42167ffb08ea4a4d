import { ComingSoon } from '@/components/coming-soon';

export default function LoginRoute() {
  return <ComingSoon title="Sign in" />;
}
