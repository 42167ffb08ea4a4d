import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('unknown paths', () => {
  it('show the 404 page with the router hint', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/did you forget to add the page to the router\?/i)).toBeInTheDocument();
  });
});
