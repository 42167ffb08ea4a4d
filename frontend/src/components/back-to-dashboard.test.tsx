import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** Spec section 2: "A 'Back to Dashboard' button elsewhere navigates to /". */
describe('Back to Dashboard on the signed-in secondary pages', () => {
  it.each(['/recipients', '/add-recipient', '/payment-methods', '/add-payment-method', '/transactions', '/send'])(
    'is on %s and leads to the dashboard',
    async (path) => {
      mockApi({ '/api/auth/me': signedInAs('Amina', 'Okello'), '/api/recipients': { body: [] }, '/api/payment-methods': { body: [] }, '/api/transactions': { body: [] } });
      const user = userEvent.setup();
      renderApp(path);

      // The first page loads the app's lazy route modules: allow it a loaded machine's time.
      const back = await screen.findByRole('link', { name: 'Back to Dashboard' }, { timeout: 5000 });
      expect(back).toHaveAttribute('href', '/');
      await user.click(back);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina' }, { timeout: 5000 })).toBeInTheDocument();
    },
  );
});
