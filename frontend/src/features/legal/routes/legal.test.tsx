import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appName, contactEmails } from '@/config/app';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** The page's own section headings (the footer has some of its own). */
function sectionTitles() {
  return within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('legal pages', () => {
  it('/privacy says what is kept, who else sees it and for how long, and whom to ask', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated November 23, 2026')).toBeInTheDocument();
    const sections = sectionTitles();
    expect(sections).toEqual(['What we keep', 'Why we keep it', 'Who else sees it', 'How long we keep it', 'Your choices', 'Contact']);
    expect(screen.getByText(new RegExp(`^${appName} moves money`))).toBeInTheDocument();
    expect(screen.getByText(/payout partners in the destination country/)).toBeInTheDocument();
    expect(screen.getByText(/sanctions screening/)).toBeInTheDocument();
    expect(screen.getByText(/at least five years/)).toBeInTheDocument();
    expect(screen.getByText(`Questions about this policy: ${contactEmails.privacy}.`)).toBeInTheDocument();
  });

  it("/privacy speaks the visitor's language (Amharic): headings, text and the date in its own words", async () => {
    localStorage.setItem('language', 'am');
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'የግላዊነት ፖሊሲ' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['የምናስቀምጠው', 'ለምን እንደምናስቀምጠው', 'ሌላ ማን እንደሚያየው', 'ለምን ያህል ጊዜ እንደምናስቀምጠው', 'የእርስዎ ምርጫዎች', 'አድራሻ']);
    expect(screen.getByText(new RegExp(`^${appName} ከአሜሪካ ወደ ኬንያ`))).toBeInTheDocument();
    expect(screen.getByText(/^ለመጨረሻ ጊዜ የተሻሻለው፦ /)).toHaveTextContent('2026');
    expect(screen.getByText(`ስለዚህ ፖሊሲ ጥያቄዎች፦ ${contactEmails.privacy}።`)).toBeInTheDocument();
  });

  it('/terms covers eligibility, fees shown before paying, cancellation and refunds, errors and prohibited use', async () => {
    // Legal pages are public, and read the same to a signed-in sender.
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Okello') });
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const sections = sectionTitles();
    expect(sections).toEqual([
      'Who may use the service',
      'Fees and exchange rates',
      'Delivery',
      'Cancellations and refunds',
      'Errors and complaints',
      'What you may not do',
      'Contact',
    ]);
    expect(screen.getByText(new RegExp(`use ${appName} to send US dollars`))).toBeInTheDocument();
    expect(screen.getByText(/^Before you pay, we show you/)).toHaveTextContent('5% when you pay from a bank account, 9% by card');
    expect(screen.getByText(/refunded in full, fees\s+included/)).toBeInTheDocument();
    expect(screen.getByText(`Questions about these terms: ${contactEmails.support}.`)).toBeInTheDocument();
  });

  it("/support speaks the visitor's language (Swahili), its links inside the sentences", async () => {
    localStorage.setItem('language', 'sw');
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/support');

    expect(await screen.findByRole('heading', { level: 1, name: 'Msaada na usaidizi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maswali ya kawaida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Libadilishe kwa msimbo' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'uhamisho wako' }).closest('li')).toHaveTextContent(/^Unataka kughairi\? .*katika uhamisho wako\.$/);
  });
});
