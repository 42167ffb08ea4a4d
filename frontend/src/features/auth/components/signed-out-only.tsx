import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/data/current-user';

type SignedOutOnlyProps = {
  children: ReactNode;
  /** Set once this screen signed the user in itself, so it can finish (toast, timed redirect). */
  allowSignedIn?: boolean;
};

/** For sign-in and registration: a visitor who is already signed in goes to the dashboard. */
export function SignedOutOnly({ children, allowSignedIn = false }: SignedOutOnlyProps) {
  const { data: user, error } = useCurrentUser();
  if (user === undefined && !error) return <Spinner className="py-24" />;
  if (user && !allowSignedIn) return <Navigate to={paths.home} replace />;
  return children;
}
