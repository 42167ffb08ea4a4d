import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('unknown paths', () => {
  it('show the 404 page, without the developer hint of the original (issue #29)', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/did you forget to add the page to the router/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
