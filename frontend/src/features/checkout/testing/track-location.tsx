import type { ComponentProps } from 'react';
import type * as ReactRouter from 'react-router-dom';

type Router = typeof ReactRouter;

const UNTRACKED = 'http://localhost/untracked';

/** Where the app under test is now, path and query, as its router sees it. */
export const routerLocation = { current: new URL(UNTRACKED) };

/** Between tests: no test may pass on the location the one before it left. */
export function forgetRouterLocation() {
  routerLocation.current = new URL(UNTRACKED);
}

/**
 * For `vi.mock('react-router-dom', …)` in a test: the real module, except that MemoryRouter
 * (which `renderApp` uses) records each location in `routerLocation`. The checkout keeps its
 * state in the query, so its tests need to see the URL.
 */
export function withTrackedLocation(router: Router): Router {
  function Track() {
    const { pathname, search } = router.useLocation();
    routerLocation.current = new URL(`${pathname}${search}`, 'http://localhost');
    return null;
  }
  function MemoryRouter({ children, ...props }: ComponentProps<Router['MemoryRouter']>) {
    return (
      <router.MemoryRouter {...props}>
        <Track />
        {children}
      </router.MemoryRouter>
    );
  }
  return { ...router, MemoryRouter };
}
