import { ComingSoon } from '@/components/coming-soon';

export default function AdminRoute() {
  return <ComingSoon title="Admin Access" />;
}
