import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/data/current-user';

type SignedOutOnlyProps = {
  children: ReactNode;
  /** Set once this screen signed the user in itself, so it can finish (toast, timed redirect). */
  allowSignedIn?: boolean;
};

/**
 * For sign-in and registration: a visitor who is already signed in goes to the dashboard.
 * The form shows at once, without waiting for /api/auth/me (most visitors here are signed
 * out): no spinner that the form then pushes away.
 */
export function SignedOutOnly({ children, allowSignedIn = false }: SignedOutOnlyProps) {
  const { data: user } = useCurrentUser();
  if (user && !allowSignedIn) return <Navigate to={paths.home} replace />;
  return children;
}
