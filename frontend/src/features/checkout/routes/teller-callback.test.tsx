import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { forgetRouterLocation, routerLocation } from '../testing/track-location';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('react-router-dom', async (importOriginal) => {
  const { withTrackedLocation } = await import('../testing/track-location');
  return withTrackedLocation(await importOriginal());
});

const SESSION_ID = 'sess_7c1e9a04b2d8';

function serve() {
  return mockApi({
    '/api/auth/me': signedInAs('Amina', 'Okello'),
    '/api/checkout-session': { status: 404, body: { message: 'Not found' } },
  });
}

/** Opened as the bank-linking popup: a window that opened it, which this page may close. */
function openedAsPopup() {
  const opener = { postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  return { opener, close };
}

describe('/teller-callback', () => {
  afterEach(forgetRouterLocation);

  it('posts {type: "enrollment", enrollment} to the window that opened it, for this origin only, and closes', async () => {
    serve();
    const { opener, close } = openedAsPopup();
    const enrollment = { accessToken: 'token_abc', enrollment: { id: 'enr_123', institution: { name: 'Chase' } } };
    renderApp(`/teller-callback?enrollment=${encodeURIComponent(JSON.stringify(enrollment))}`);

    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'enrollment', enrollment }, window.location.origin);
    expect(screen.getByText('Connecting your bank…')).toBeInTheDocument();
    expect(routerLocation.current.pathname).toBe('/teller-callback');
  });

  it('posts {type: "error", message} the same way', async () => {
    serve();
    const { opener, close } = openedAsPopup();
    renderApp('/teller-callback?error=access_denied');

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'error', message: 'access_denied' }, window.location.origin);
  });

  it('without an opener, carries its query on to the bank checkout', async () => {
    serve();
    const close = vi.spyOn(window, 'close');
    renderApp(`/teller-callback?session_id=${SESSION_ID}&error=access_denied`);

    await waitFor(() => expect(routerLocation.current.pathname).toBe('/teller-checkout'));
    expect(Object.fromEntries(routerLocation.current.searchParams)).toEqual({
      session_id: SESSION_ID,
      error: 'access_denied',
    });
    expect(close).not.toHaveBeenCalled();
  });

  it('without an opener or any parameters, goes home', async () => {
    serve();
    renderApp('/teller-callback');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(routerLocation.current.pathname).toBe('/');
  });
});
