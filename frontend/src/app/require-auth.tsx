import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { loginPath } from '@/config/paths';
import { useCurrentUser, type CurrentUser } from '@/lib/data/current-user';
import { hardRedirect } from '@/lib/redirect';

type RequireAuthProps = {
  /** A function child receives the signed-in user, for screens that greet or prefill. */
  children: ReactNode | ((user: CurrentUser) => ReactNode);
};

/** Renders its children for a signed-in user; a signed-out visitor is sent to /login. */
export function RequireAuth({ children }: RequireAuthProps) {
  const { data: user, error } = useCurrentUser();
  const signedOut = user === null;
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    // Sign-in comes back here afterwards (a link from an email or SMS keeps its destination).
    if (signedOut) hardRedirect(loginPath(here));
  }, [signedOut, here]);

  if (error) {
    return (
      <p role="alert" className="px-4 py-20 text-center text-slate-600">
        We could not check whether you are signed in. Please reload the page.
      </p>
    );
  }
  if (!user) return <Spinner className="py-24" />;
  return typeof children === 'function' ? children(user) : children;
}
