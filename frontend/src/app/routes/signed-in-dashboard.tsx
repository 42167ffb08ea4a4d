import type { CurrentUser } from '@/lib/data/current-user';
import { useLogout } from '@/features/auth/api/logout';
import { DashboardPage } from '../pages';

/** The dashboard, given the user and the sign-out action it needs from the auth feature. */
export function SignedInDashboard({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return <DashboardPage firstName={user.firstName} signOut={logout} />;
}
