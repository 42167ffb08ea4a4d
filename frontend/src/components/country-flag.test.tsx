import { render, screen } from '@testing-library/react';
import { IntlWrapper } from '@/testing/intl-wrapper';
import { describe, expect, it } from 'vitest';
import { CountryFlag, CountryName } from './country-flag';

describe('CountryFlag', () => {
  it.each([
    ['kenya', 'Kenya', 'ke.svg'],
    ['uganda', 'Uganda', 'ug.svg'],
    ['ethiopia', 'Ethiopia', 'et.svg'],
    ['eritrea', 'Eritrea', 'er.svg'],
  ])('shows %s as an SVG image named %s', (value, name, file) => {
    render(<CountryFlag country={value} />, { wrapper: IntlWrapper });
    const flag = screen.getByRole('img', { name });
    // Vite inlines small SVGs as data URLs (flag-icons ids each file) and links larger ones by name.
    expect(flag.getAttribute('src')).toMatch(new RegExp(`${file.replace('.', '\\.')}|flag-icons-${file.slice(0, 2)}`));
  });

  it('gives a country it does not know a generic globe, named as unknown', () => {
    render(<CountryFlag country="atlantis" />, { wrapper: IntlWrapper });
    expect(screen.getByRole('img', { name: 'Unknown country (atlantis)' }).querySelector('svg')).not.toBeNull();
  });

  it('does not read the flag out twice beside the name', () => {
    render(<CountryName country="kenya" />, { wrapper: IntlWrapper });
    expect(screen.getByText('Kenya')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Kenya' })).not.toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/ke\.svg|flag-icons-ke/);
  });
});

/** Regional-indicator pairs (emoji flags) show as two letters on Windows: none may remain. */
describe('the frontend source', () => {
  it('holds no emoji flag', () => {
    const sources = import.meta.glob(['../**/*.{ts,tsx,css}', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const withEmojiFlags = Object.entries(sources).filter(([, text]) => /[\u{1F1E6}-\u{1F1FF}]/u.test(String(text)));
    expect(withEmojiFlags.map(([file]) => file)).toEqual([]);
  });
});
