import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IntlWrapper } from '@/testing/intl-wrapper';
import LandingRoute from './landing';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingRoute />
    </MemoryRouter>,
    { wrapper: IntlWrapper },
  );
}

describe('landing page', () => {
  it('leads with fast, secure transfers to Africa', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /fast, secure money transfers to africa/i,
    );
  });

  it('offers "Send Money Now" twice, both going to the sign-in page', () => {
    renderLanding();
    const ctas = screen.getAllByRole('link', { name: 'Send Money Now' });
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/login');
  });

  it('explains the three steps in the how-it-works section', () => {
    const { container } = renderLanding();
    const section = container.querySelector<HTMLElement>('#how-it-works');
    expect(section).not.toBeNull();
    const steps = within(section!).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/amount/i);
    expect(steps[0]).toHaveTextContent(/recipient/i);
    expect(steps[0]).toHaveTextContent(/country/i);
    expect(steps[1]).toHaveTextContent(/card/i);
    expect(steps[2]).toHaveTextContent(/delivered/i);
  });

  it('lists the four countries with their currencies in the countries section', () => {
    const { container } = renderLanding();
    const section = container.querySelector<HTMLElement>('#countries');
    expect(section).not.toBeNull();
    const cards = within(section!).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/Eritrea.*Nakfa \(ERN\)/),
      expect.stringMatching(/Ethiopia.*Birr \(ETB\)/),
      expect.stringMatching(/Uganda.*Shilling \(UGX\)/),
      expect.stringMatching(/Kenya.*Shilling \(KES\)/),
    ]);
  });

  it('states the fee, rates, delivery time and payment options', () => {
    renderLanding();
    const page = document.body;
    expect(page).toHaveTextContent(/flat 5% service fee/i);
    expect(page).toHaveTextContent(/competitive exchange rates/i);
    expect(page).toHaveTextContent(/within 24 hours/i);
    expect(page).toHaveTextContent(/trusted by thousands/i);
    expect(page).toHaveTextContent(/bank transfer \(ACH\)/i);
    for (const reason of ['Secure transfers', 'Great rates', 'Fast delivery']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }
  });
});
