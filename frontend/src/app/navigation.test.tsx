import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { pageTitle } from './page-titles';

describe('navigation (issue #29)', () => {
  it('reaches the history from the header and from the account menu', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Okello'), '/api/transactions': { body: [] } });
    const user = userEvent.setup();
    renderApp('/recipients');

    const header = within(await screen.findByRole('banner'));
    await waitFor(() => expect(header.getAllByRole('link', { name: 'Transactions' })[0]).toHaveAttribute('href', '/transactions'));
    await user.click(header.getByRole('button', { name: /Account menu/ }));
    const menu = document.getElementById(header.getByRole('button', { name: /Account menu/ }).getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('offers a newcomer on the landing page a way to create an account', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/register');
  });

  it('leads the footer links to the landing sections, signed in too', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Okello') });
    const user = userEvent.setup();
    renderApp('/recipients');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const [label, href] of [
      ['About us', '/about#why-choose-us'],
      ['How it works', '/about#how-it-works'],
      ['Countries', '/about#countries'],
    ]) {
      expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await user.click(footer.getByRole('link', { name: 'How it works' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Fast, secure money transfers/ })).toBeInTheDocument();
    expect(document.getElementById('how-it-works')).not.toBeNull();
  });

  it("titles the page in the visitor's language (issue #27)", async () => {
    localStorage.setItem('language', 'am');
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/forgot-password');
    // "የይለፍ ቃልዎን ይቀይሩ · Remit East Africa": the title's words in Ethiopic script, the brand as it is.
    await waitFor(() => expect(document.title).toMatch(/^[\u1200-\u137F ]+ · Remit East Africa$/));
    localStorage.removeItem('language');
  });

  it('gives every page a title of its own', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/forgot-password');
    await waitFor(() => expect(document.title).toBe('Reset your password · Remit East Africa'));

    const titles = ['/login', '/register', '/send', '/transactions', '/transactions/7f1c', '/recipients', '/support', '/nowhere'].map((path) => pageTitle(path, true));
    expect(new Set(titles).size).toBe(titles.length);
    expect(pageTitle('/', true)).toBe('pageTitle.dashboard');
    expect(pageTitle('/', false)).not.toBe('pageTitle.dashboard');
    expect(pageTitle('/nowhere', false)).toBe('pageTitle.notFound');
    const adminTitles = ['', '?tab=users', '?tab=rates', '?tab=audit'].map((search) => pageTitle('/admin', false, search));
    adminTitles.push(pageTitle('/admin/rates', false));
    expect(new Set(adminTitles).size).toBe(adminTitles.length);
    expect(pageTitle('/admin/dashboard', false, '?tab=float')).toBe('Admin · Float');
  });
});
