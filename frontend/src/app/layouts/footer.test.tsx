import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('footer', () => {
  it('lists the four countries with their flags', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const country of ['Eritrea', 'Ethiopia', 'Uganda', 'Kenya']) {
      expect(within(footer).getByText(country).parentElement?.querySelector('img')).not.toBeNull();
    }
  });

  it.each([
    ['Privacy Policy', '/privacy', /what we keep/i],
    ['Terms of Service', '/terms', /fees and exchange rates/i],
    ['Help and support', '/support', /contact us/i],
  ])('leads from "%s" to a real page at %s, not the 404 page', async (label, path, section) => {
    mockApi({ '/api/auth/me': signedOut });
    const user = userEvent.setup();
    renderApp('/');

    const link = within(await screen.findByRole('contentinfo')).getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', path);
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
  });
});
