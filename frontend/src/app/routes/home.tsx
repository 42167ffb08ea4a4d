import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/data/current-user';
import { LandingPage, loadLandingPage } from '../pages';
import { SignedInDashboard } from './signed-in-dashboard';

/** "/" is the dashboard for a signed-in user and the public landing page for everyone else. */
export function HomeRoute() {
  const { data: user, error } = useCurrentUser();
  if (user === undefined && !error) {
    // Most visitors of "/" are signed out: fetch the landing page's chunk beside /api/auth/me, not after it.
    void loadLandingPage();
    return <Spinner className="py-24" />;
  }
  return user ? <SignedInDashboard user={user} /> : <LandingPage />;
}
