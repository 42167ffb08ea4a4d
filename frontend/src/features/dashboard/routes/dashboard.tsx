import { ComingSoon } from '@/components/coming-soon';

/** The signed-in user arrives as a prop: features do not reach into the auth feature. */
export default function DashboardRoute({ firstName }: { firstName: string }) {
  return <ComingSoon title={`Welcome, ${firstName}`} showHomeLink={false} />;
}
