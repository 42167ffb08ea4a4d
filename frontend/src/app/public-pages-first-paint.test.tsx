import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** /api/auth/me answers only when `answer` is called; every other call is a 404. */
function pendingCurrentUser() {
  let answer: (response: Response) => void = () => undefined;
  const me = new Promise<Response>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === '/api/auth/me'
        ? me
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
    ),
  );
  return (body: unknown, status = 200) => answer(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

// Issue #27: the sign-in and registration forms show without waiting for the app's data
// calls, so nothing pushes a spinner away (layout shift) and the page paints sooner.
describe('the public auth pages before /api/auth/me answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sign-in form at once', async () => {
    pendingCurrentUser();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the registration form at once, and still sends a signed-in visitor on once it knows', async () => {
    const answerMe = pendingCurrentUser();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    answerMe(signedInAs('Amina', 'Sender').body);
    // Signed in: the header's account menu (its own chunk) names her, and the form has gone.
    expect(await screen.findByRole('button', { name: 'Account menu for Amina Sender' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
  });
});
