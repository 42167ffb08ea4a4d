import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { DashboardPage, LandingPage } from '../pages';

/** "/" is the dashboard for a signed-in user and the public landing page for everyone else. */
export function HomeRoute() {
  const { data: user, error } = useCurrentUser();
  if (user === undefined && !error) return <Spinner className="py-24" />;
  return user ? <DashboardPage firstName={user.firstName} /> : <LandingPage />;
}
